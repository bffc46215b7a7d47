/**
 * Venue events through the feed (shifts, check-ins, waivers, gift cards, credits, memberships). A batch is checked event by event;
 * the valid ones are written together in one database transaction: the feed rows (the sender's
 * ids, a hash of the content) then the dashboard facts, one insert per fact table and one rollup
 * refresh for the batch. An event is recorded whole or not at all; a replay writes nothing.
 *
 * Races: the feed row's unique key (master client, externalId) decides between two copies sent at
 * once; the loser's insert waits for the winner's commit and does nothing, and the batch is run
 * again from the start, where it finds the copy recorded.
 */
import { createHash } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { checkVenueEvent, type VenueEvent } from '@marquee/core/feed/events';
import { businessDayOf, type FeedProblem, type FeedStatus, notFound } from '@marquee/core/feed/transactions';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.ts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { type PlannedEvent, writeEventFacts } from './eventWrites.ts';
import { Ledgers } from './ledgers.ts';
import { locationsByCode } from './references.ts';
import { type FeedAnswer, type FeedResult, rejected } from './transactions.ts';
import { LostRace } from './writes.ts';

const settled = (externalId: string, status: FeedStatus): FeedResult => ({
  externalId,
  status,
  message: null,
  field: null,
  code: null,
});
const idOf = (input: unknown): string => {
  const id = typeof input === 'object' && input !== null ? (input as { externalId?: unknown }).externalId : undefined;
  return typeof id === 'string' ? id.replaceAll('\u0000', '').slice(0, 100) : '';
};
const hashOf = (e: VenueEvent) => createHash('sha256').update(JSON.stringify(e)).digest('hex');

interface CheckedEvent {
  index: number;
  e: VenueEvent;
  hash: string;
}

/** Records a batch of events in the caller's master client; one result per input, in order. */
export async function recordVenueEvents(
  db: Db,
  masterClientId: number,
  inputs: readonly unknown[],
  now: Date,
): Promise<FeedAnswer> {
  const results: FeedResult[] = new Array(inputs.length);
  const checked: CheckedEvent[] = [];
  inputs.forEach((input, index) => {
    const r = checkVenueEvent(input, now);
    if (r.ok) checked.push({ index, e: r.event, hash: hashOf(r.event) });
    else results[index] = rejected(idOf(input), r.problem);
  });
  for (let attempt = 1; ; attempt++) {
    try {
      const written = await db.transaction((tx) => writeBatch(tx, masterClientId, checked));
      for (const [index, result] of written) results[index] = result;
      break;
    } catch (e) {
      if (!(e instanceof LostRace) || attempt >= 3) throw e;
    }
  }
  const count = (s: FeedStatus) => results.filter((r) => r.status === s).length;
  return { accepted: count('ACCEPTED'), replayed: count('REPLAYED'), rejected: count('REJECTED'), results };
}

async function writeBatch(tx: Executor, mc: number, checked: readonly CheckedEvent[]) {
  const out = new Map<number, FeedResult>();
  if (checked.length === 0) return out;
  const existing = new Map(
    (
      await queryRows<{ externalId: string; contentHash: string }>(
        tx,
        sql`select external_id as "externalId", content_hash as "contentHash" from feed_events
            where master_client_id = ${mc} and external_id = any(${pgArray(checked.map((c) => c.e.externalId))}::text[])`,
      )
    ).map((r) => [r.externalId, r.contentHash]),
  );
  const locations = await locationsByCode(
    tx,
    mc,
    checked.map((c) => c.e.locationCode),
  );
  const ledgers = await Ledgers.read(
    tx,
    mc,
    checked.filter((c) => !existing.has(c.e.externalId)).map((c) => c.e),
    (e) => locations.get(e.locationCode)?.id,
  );
  const planned: PlannedEvent[] = [];
  for (const c of checked) {
    const { e } = c;
    const prior = existing.get(e.externalId);
    if (prior !== undefined) {
      const reused: FeedProblem = { code: 'BAD_USER_INPUT', field: 'externalId', key: 'feed.error.idReused' };
      out.set(c.index, prior === c.hash ? settled(e.externalId, 'REPLAYED') : rejected(e.externalId, reused));
      continue;
    }
    const location = locations.get(e.locationCode);
    if (!location) {
      out.set(
        c.index,
        rejected(e.externalId, notFound('locationCode', 'feed.error.unknownLocation', { code: e.locationCode })),
      );
      continue;
    }
    // In the order sent: a card sold earlier in the batch may be redeemed later in it.
    const short =
      e.kind === 'GIFT_CARD' ? ledgers.giftCard(e) : e.kind === 'CREDIT' ? ledgers.creditMove(e, location.id) : null;
    if (short) {
      out.set(c.index, rejected(e.externalId, short));
      continue;
    }
    existing.set(e.externalId, c.hash);
    const local = Temporal.Instant.from(e.occurredAt).toZonedDateTimeISO(location.timeZone);
    planned.push({
      ...c,
      locationId: location.id,
      ...businessDayOf(e.occurredAt, location.timeZone),
      slot: local.hour * 4 + Math.floor(local.minute / 15),
    });
  }
  if (planned.length === 0) return out;
  // Sorted by externalId: two batches insert shared keys in one order, so they queue, never deadlock.
  const sorted = [...planned].sort((a, b) =>
    a.e.externalId < b.e.externalId ? -1 : a.e.externalId > b.e.externalId ? 1 : 0,
  );
  const col = <T extends string | number>(f: (p: PlannedEvent) => T) => pgArray(sorted.map(f));
  const inserted = await queryRows<{ id: number }>(
    tx,
    sql`insert into feed_events (master_client_id, external_id, content_hash, location_id, kind, occurred_at, detail)
      select ${mc}, x, h, l, k, o, d::jsonb
      from unnest(${col((p) => p.e.externalId)}::text[], ${col((p) => p.hash)}::text[], ${col((p) => p.locationId)}::int[],
        ${col((p) => p.e.kind)}::text[], ${col((p) => p.e.occurredAt)}::timestamptz[], ${col((p) => JSON.stringify(p.e))}::text[])
        u(x, h, l, k, o, d)
      on conflict (master_client_id, external_id) do nothing
      returning id`,
  );
  if (inserted.length !== planned.length) throw new LostRace();
  await writeEventFacts(tx, mc, planned, await ledgers.save(tx, mc));
  for (const p of planned) out.set(p.index, settled(p.e.externalId, 'ACCEPTED'));
  return out;
}
