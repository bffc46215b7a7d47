/** Outgoing e-mail: written in the same transaction as the change it reports. */
import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@marquee/core/rest';
import type { Executor } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export interface NewMail {
  to: string;
  subject: string;
  body: string;
}

export async function enqueueMail(db: Executor, mail: NewMail): Promise<number> {
  const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
  return row!.id;
}

/** Newest first; only `to`'s messages when given. */
export async function listOutbox(db: Executor, to: string | undefined, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db
    .select({ id: outbox.id, to: outbox.to, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
    .from(outbox)
    .where(to ? eq(outbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function pendingMail(db: Executor, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row && !row.sentAt ? row : null;
}

export async function markSent(db: Executor, id: number): Promise<void> {
  await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
}
