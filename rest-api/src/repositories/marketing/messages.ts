/**
 * The guest message log (CRM /crm/emails): queueing an e-mail or SMS writes the log row (and an
 * e-mail's outbox row) and enqueues its delivery job in the caller's transaction, so a message
 * is either recorded and queued, or neither.
 */
import type { GuestMessage, MessageStatus } from '@marquee/core/marketing/messageLog';
import { and, desc, eq, sql } from 'drizzle-orm';
import { countAll, type Tx } from '../../db/client.ts';
import type { Executor } from '../../db/client.ts';
import { guests } from '../../db/schema-guests.ts';
import { guestMessages as m } from '../../db/schema-marketing.ts';
import { locations, outbox } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { recordNotFound } from '../../resources/errors.ts';
import { matchesAny, type Paging } from '../../resources/repository.ts';
import { queryRows } from '../../db/rows.ts';

export interface NewMessage {
  masterClientId: number;
  locationId: number | null;
  guestId: number | null;
  templateId: number | null;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html: string;
  fromName: string;
  replyTo: string;
  isTest: boolean;
  createdByUserId: number | null;
  resendOf?: number | null;
  /** The segment send it belongs to (one message per guest per send). */
  sendId?: number | null;
  /**
   * Sent by the clock or to many, no one waiting on it (timed messages, club notifications):
   * delivered after the messages people wait for. A segment send's messages always are.
   */
  bulk?: boolean;
}

/** Records and queues one message; returns its log id. Call inside a transaction. */
export async function queueMessage(tx: Executor, jobs: JobQueue, message: NewMessage): Promise<number> {
  const [id] = await queueMessages(tx, jobs, [message]);
  return id!;
}

const isBulk = (message: NewMessage) => message.bulk === true || (message.sendId ?? null) !== null;

/** `count` new ids of a table's identity column, taken in one statement. */
async function takeIds(tx: Executor, table: 'outbox' | 'guest_messages', count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Records and queues many messages in four statements whatever their number (a segment send's
 * batch: three round trips a message made 10,000 of them take 24 s). Answers the log ids in the
 * order of `messages`. The ids are taken first, so each log row names its own e-mail's outbox row
 * and each job its own message, without relying on the order a multi-row insert answers in.
 * Call inside a transaction.
 */
export async function queueMessages(tx: Executor, jobs: JobQueue, messages: readonly NewMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const emails = messages.filter((message) => message.channel === 'email');
  const outboxIds = await takeIds(tx, 'outbox', emails.length);
  const outboxIdOf = new Map(emails.map((message, i) => [message, outboxIds[i]!]));
  const logIds = await takeIds(tx, 'guest_messages', messages.length);
  if (emails.length > 0)
    await tx.insert(outbox).values(
      emails.map((message) => ({
        id: outboxIdOf.get(message)!,
        to: message.to,
        subject: message.subject,
        body: message.text,
      })),
    );
  await tx.insert(m).values(
    messages.map((message, i) => ({
      id: logIds[i]!,
      masterClientId: message.masterClientId,
      locationId: message.locationId,
      guestId: message.guestId,
      templateId: message.templateId,
      channel: message.channel,
      toAddress: message.to,
      subject: message.subject,
      bodyText: message.text,
      bodyHtml: message.html,
      fromName: message.fromName,
      replyTo: message.replyTo,
      isTest: message.isTest,
      createdByUserId: message.createdByUserId,
      resendOf: message.resendOf ?? null,
      sendId: message.sendId ?? null,
      outboxId: outboxIdOf.get(message) ?? null,
    })),
  );
  await jobs.deliveries(
    messages.map((message, i) => {
      const outboxId = outboxIdOf.get(message);
      return outboxId === undefined
        ? { channel: 'sms', id: logIds[i]!, bulk: isBulk(message) }
        : { channel: 'email', id: outboxId, bulk: isBulk(message) };
    }),
    tx,
  );
  return logIds;
}

const guestName = sql<string>`coalesce(trim(${guests.firstName} || ' ' || ${guests.lastName}), '')`;

export async function listMessages(
  db: Executor,
  masterClientId: number,
  status: MessageStatus | undefined,
  paging: Paging,
): Promise<{ data: GuestMessage[]; total: number; page: number; rowsPerPage: number }> {
  const where = and(
    eq(m.masterClientId, masterClientId),
    status ? eq(m.status, status) : undefined,
    matchesAny(paging.search, [m.toAddress, m.subject]),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: m.id,
        channel: m.channel,
        to: m.toAddress,
        subject: m.subject,
        status: m.status,
        attempts: m.attempts,
        lastError: m.lastError,
        guestName,
        locationName: sql<string>`coalesce(${locations.name}, '')`,
        isTest: m.isTest,
        createdAt: m.createdAt,
        sentAt: m.sentAt,
      })
      .from(m)
      .leftJoin(guests, eq(guests.id, m.guestId))
      .leftJoin(locations, eq(locations.id, m.locationId))
      .where(where)
      .orderBy(desc(m.id))
      .limit(paging.rowsPerPage)
      .offset(paging.page * paging.rowsPerPage),
    db.select({ total: countAll() }).from(m).where(where),
  ]);
  return {
    data: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt ? r.sentAt.toISOString() : null,
    })),
    total: count?.total ?? 0,
    page: paging.page,
    rowsPerPage: paging.rowsPerPage,
  };
}

/** Queues a copy of a logged message as a new message (its own log row and status). */
export async function resendMessage(
  tx: Tx,
  jobs: JobQueue,
  masterClientId: number,
  id: number,
  userId: number,
): Promise<number> {
  const [row] = await tx
    .select()
    .from(m)
    .where(and(eq(m.masterClientId, masterClientId), eq(m.id, id)));
  if (!row) throw recordNotFound();
  return queueMessage(tx, jobs, {
    masterClientId,
    locationId: row.locationId,
    guestId: row.guestId,
    templateId: row.templateId,
    channel: row.channel,
    to: row.toAddress,
    subject: row.subject,
    text: row.bodyText,
    html: row.bodyHtml,
    fromName: row.fromName,
    replyTo: row.replyTo,
    isTest: row.isTest,
    createdByUserId: userId,
    resendOf: row.id,
  });
}
