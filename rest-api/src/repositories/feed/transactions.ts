/**
 * The venue transaction feed. A batch is checked transaction by transaction; the
 * valid ones are written together in one database transaction: the feed rows (the sender's ids,
 * a hash of the content), then the dashboard facts through recordFacts, the same writer as every
 * other sale, which refreshes the rollups once for the batch. A transaction is thus recorded whole
 * or not at all, and a replay (same externalId, same content) writes nothing.
 *
 * Races: the feed row's unique key (master client, externalId) decides between two copies sent at
 * once; the loser's insert waits for the winner's commit and then does nothing, and the batch is
 * run again from the start, where it finds the copy recorded. Refunds and voids lock their sale's
 * row first, so two of one sale queue and the second sees what the first undid.
 */
import { createHash } from 'node:crypto';
import {
  businessDayOf,
  checkVenueTransaction,
  type FeedProblem,
  type FeedStatus,
  type FeedTransaction,
  notFound,
} from '@marquee/core/feed/transactions';
import { message } from '@marquee/core/messages/en';
import { fromCents } from '@marquee/core/resources/fields';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.ts';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { reserveIds } from '../dashboardFacts.ts';
import { locationsByCode, productClasses } from './references.ts';
import {
  type Checked,
  insertFeedRows,
  LostRace,
  type Original,
  type Planned,
  resolvePeople,
  writeFacts,
} from './writes.ts';

export interface FeedResult {
  externalId: string;
  status: FeedStatus;
  message: string | null;
  field: string | null;
  code: string | null;
}

export interface FeedAnswer {
  accepted: number;
  replayed: number;
  rejected: number;
  results: FeedResult[];
}

const accepted = (externalId: string): FeedResult => ({
  externalId,
  status: 'ACCEPTED',
  message: null,
  field: null,
  code: null,
});
const replayed = (externalId: string): FeedResult => ({
  externalId,
  status: 'REPLAYED',
  message: null,
  field: null,
  code: null,
});
export const rejected = (externalId: string, p: FeedProblem): FeedResult => ({
  externalId,
  status: 'REJECTED',
  message: message(p.key, p.values),
  field: p.field,
  code: p.code,
});

const idOf = (input: unknown): string => {
  const id = typeof input === 'object' && input !== null ? (input as { externalId?: unknown }).externalId : undefined;
  return typeof id === 'string' ? id.replaceAll('\u0000', '').slice(0, 100) : '';
};
const hashOf = (t: FeedTransaction) => createHash('sha256').update(JSON.stringify(t)).digest('hex');

/** Records a batch in the caller's master client; one result per input, in order. */
export async function recordVenueTransactions(
  db: Db,
  masterClientId: number,
  inputs: readonly unknown[],
  now: Date,
  /**
   * Runs in the batch's database transaction once its results are known, so what it writes (a
   * sales import's progress) commits with the batch or not at all.
   */
  within?: (tx: Executor, answer: FeedAnswer) => Promise<void>,
): Promise<FeedAnswer> {
  const results: FeedResult[] = new Array(inputs.length);
  const checked: Checked[] = [];
  inputs.forEach((input, index) => {
    const r = checkVenueTransaction(input, now);
    if (r.ok) checked.push({ index, t: r.transaction, hash: hashOf(r.transaction) });
    else results[index] = rejected(idOf(input), r.problem);
  });
  for (let attempt = 1; ; attempt++) {
    try {
      const written = await db.transaction(async (tx) => {
        const out = await writeBatch(tx, masterClientId, checked);
        if (within) {
          const all = [...results];
          for (const [index, result] of out) all[index] = result;
          await within(tx, answerOf(all));
        }
        return out;
      });
      for (const [index, result] of written) results[index] = result;
      break;
    } catch (e) {
      if (!(e instanceof LostRace) || attempt >= 3) throw e;
    }
  }
  return answerOf(results);
}

function answerOf(results: FeedResult[]): FeedAnswer {
  const count = (s: FeedStatus) => results.filter((r) => r.status === s).length;
  return { accepted: count('ACCEPTED'), replayed: count('REPLAYED'), rejected: count('REJECTED'), results };
}

async function writeBatch(tx: Executor, mc: number, checked: readonly Checked[]): Promise<Map<number, FeedResult>> {
  const out = new Map<number, FeedResult>();
  if (checked.length === 0) return out;
  const ids = checked.map((c) => c.t.externalId);
  const originalIds = [...new Set(checked.flatMap((c) => (c.t.originalExternalId ? [c.t.originalExternalId] : [])))];
  // Locks first, in id order (no deadlock between two batches): a racing refund of one sale has
  // committed before the replay check below reads.
  const originals = new Map<string, Original>();
  if (originalIds.length > 0) {
    const rows = await queryRows<{
      externalId: string;
      feedId: number;
      saleId: number;
      kind: string;
      locationId: number;
      totalCents: number;
      undoneCents: number;
    }>(
      tx,
      sql`select external_id as "externalId", id as "feedId", sale_id as "saleId", kind, location_id as "locationId",
            total_cents as "totalCents", undone_cents as "undoneCents"
          from feed_transactions where master_client_id = ${mc} and external_id = any(${pgArray(originalIds)}::text[])
          order by id for update`,
    );
    for (const r of rows) {
      originals.set(r.externalId, {
        feedId: Number(r.feedId),
        saleId: Number(r.saleId),
        kind: r.kind,
        locationId: Number(r.locationId),
        totalCents: Number(r.totalCents),
        undoneCents: Number(r.undoneCents),
        addedCents: 0,
      });
    }
  }
  const existing = new Map(
    (
      await queryRows<{ externalId: string; contentHash: string }>(
        tx,
        sql`select external_id as "externalId", content_hash as "contentHash" from feed_transactions
            where master_client_id = ${mc} and external_id = any(${pgArray(ids)}::text[])`,
      )
    ).map((r) => [r.externalId, r.contentHash]),
  );
  const locations = await locationsByCode(
    tx,
    mc,
    checked.map((c) => c.t.locationCode),
  );
  const classes = await productClasses(
    tx,
    mc,
    checked.flatMap((c) => c.t.lines.map((l) => l.productId)),
  );

  const planned: Omit<Planned, 'feedId' | 'saleId'>[] = [];
  const inBatch = new Map<string, { hash: string; self: Original | null }>();
  for (const c of checked) {
    const { t } = c;
    const prior = existing.get(t.externalId) ?? inBatch.get(t.externalId)?.hash;
    if (prior !== undefined) {
      out.set(
        c.index,
        prior === c.hash
          ? replayed(t.externalId)
          : rejected(t.externalId, { code: 'BAD_USER_INPUT', field: 'externalId', key: 'feed.error.idReused' }),
      );
      continue;
    }
    const problem = (p: FeedProblem) => out.set(c.index, rejected(t.externalId, p));
    const location = locations.get(t.locationCode);
    if (!location) {
      problem(notFound('locationCode', 'feed.error.unknownLocation', { code: t.locationCode }));
      continue;
    }
    const badLine = t.lines.findIndex((l) => !classes.has(l.productId));
    if (badLine >= 0) {
      problem(notFound(`lines.${badLine}.productId`, 'feed.error.unknownProduct', { id: t.lines[badLine]!.productId }));
      continue;
    }
    let original: Original | null = null;
    if (t.originalExternalId !== null) {
      original = inBatch.get(t.originalExternalId)?.self ?? originals.get(t.originalExternalId) ?? null;
      if (original?.kind !== 'SALE' || original.locationId !== location.id) {
        problem(notFound('originalExternalId', 'feed.error.unknownOriginal', { id: t.originalExternalId }));
        continue;
      }
      const undone = original.undoneCents + original.addedCents + t.totalCents;
      if (undone > original.totalCents) {
        problem({
          code: 'BAD_USER_INPUT',
          field: 'lines',
          key: 'feed.error.beyondOriginal',
          values: { id: t.originalExternalId, total: fromCents(undone), original: fromCents(original.totalCents) },
        });
        continue;
      }
      original.addedCents += t.totalCents;
    }
    const self: Original | null =
      t.kind === 'SALE'
        ? {
            feedId: 0,
            saleId: 0,
            kind: 'SALE',
            locationId: location.id,
            totalCents: t.totalCents,
            undoneCents: 0,
            addedCents: 0,
          }
        : null;
    inBatch.set(t.externalId, { hash: c.hash, self });
    planned.push({ ...c, locationId: location.id, ...businessDayOf(t.occurredAt, location.timeZone), original, self });
  }
  if (planned.length === 0) return out;

  const feedIds = await reserveIds(tx, 'feed_transactions', planned.length);
  const saleIds = await reserveIds(tx, 'dash_sales', planned.filter((p) => p.t.kind === 'SALE').length);
  const rows: Planned[] = planned.map((p, i) => {
    const saleId = p.self ? saleIds.shift()! : p.original!.saleId;
    if (p.self) Object.assign(p.self, { feedId: feedIds[i]!, saleId });
    return { ...p, feedId: feedIds[i]!, saleId };
  });
  const people = await resolvePeople(tx, mc, rows);
  await insertFeedRows(tx, mc, rows, people);
  await writeFacts(tx, rows, people, classes);
  // What the batch undid of sales recorded before it (its own sales were written with theirs).
  const touched = [...originals.values()].filter((o) => o.addedCents > 0);
  if (touched.length > 0) {
    await tx.execute(sql`update feed_transactions f set undone_cents = f.undone_cents + u.added
      from unnest(${pgArray(touched.map((o) => o.feedId))}::bigint[], ${pgArray(touched.map((o) => o.addedCents))}::bigint[]) u(id, added)
      where f.id = u.id`);
  }
  for (const r of rows) out.set(r.index, accepted(r.t.externalId));
  return out;
}
