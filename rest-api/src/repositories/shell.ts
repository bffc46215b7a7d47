/** Quick panel content and visit logs (spec/1 §2.6, §7). */
import { asc } from 'drizzle-orm';
import type { QuickPanelData } from '@marquee/core/rest';
import type { Executor } from '../db/client.ts';
import { quickPanelEntries, visitLogs } from '../db/schema.ts';

export async function quickPanelData(db: Executor): Promise<QuickPanelData> {
  const rows = await db.select().from(quickPanelEntries).orderBy(asc(quickPanelEntries.id));
  const of = (kind: 'note' | 'event') =>
    rows.filter((r) => r.kind === kind).map(({ id, title, detail }) => ({ id, title, detail }));
  return { notes: of('note'), events: of('event') };
}

export async function logVisit(
  db: Executor,
  visit: { userId: number; masterClientId: number | null; eventName: string },
): Promise<void> {
  await db.insert(visitLogs).values(visit);
}
