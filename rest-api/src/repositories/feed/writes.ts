/**
 * The writes of a venue feed batch (transactions.ts decides what is written): the people it
 * names, its feed rows (whose unique key settles a race) and its dashboard facts.
 */
import { FEED_CHANNELS, type FeedTransaction } from '@marquee/core/feed/transactions';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { type NewSale, type NewUndo, recordFacts } from '../dashboardFacts.ts';
import { employeeKey, employeesByCode, guestKey, guestsFor } from './references.ts';

export interface Checked {
  index: number;
  t: FeedTransaction;
  hash: string;
}

/** A sale a refund or void may undo: from the database or earlier in the batch. */
export interface Original {
  feedId: number;
  saleId: number;
  kind: string;
  locationId: number;
  totalCents: number;
  undoneCents: number;
  /** What this batch adds to undoneCents (written once, at the end). */
  addedCents: number;
}

export interface Planned extends Checked {
  feedId: number;
  saleId: number;
  locationId: number;
  businessDate: string;
  hour: number;
  original: Original | null;
  /** Set on a sale of this batch that a later refund of the batch names. */
  self: Original | null;
}

/** Another batch recorded one of ours in between: start again (it is then a replay). */
export class LostRace extends Error {}

/** The batch's employees (by till code) and guests (matched or created). */
export async function resolvePeople(tx: Executor, mc: number, rows: readonly Planned[]) {
  const employees = await employeesByCode(
    tx,
    rows.flatMap((r) => (r.t.employeeCode ? [{ locationId: r.locationId, code: r.t.employeeCode }] : [])),
  );
  const withGuest = rows.filter((r) => r.t.kind === 'SALE' && r.t.guest);
  const homes = new Map(withGuest.map((r) => [guestKey(r.t.guest!), r.locationId] as const));
  const guests = await guestsFor(
    tx,
    mc,
    withGuest.map((r) => r.t.guest!),
    homes,
  );
  return {
    employeeOf: (r: Planned) =>
      r.t.employeeCode ? (employees.get(employeeKey(r.locationId, r.t.employeeCode)) ?? 0) : 0,
    guestOf: (r: Planned) => (r.t.kind === 'SALE' && r.t.guest ? (guests.get(guestKey(r.t.guest)) ?? null) : null),
  };
}
export type People = Awaited<ReturnType<typeof resolvePeople>>;

export async function insertFeedRows(tx: Executor, mc: number, rows: readonly Planned[], people: People) {
  // Sorted by externalId: two batches insert shared keys in one order, so they queue, never deadlock.
  const sorted = [...rows].sort((a, b) =>
    a.t.externalId < b.t.externalId ? -1 : a.t.externalId > b.t.externalId ? 1 : 0,
  );
  const col = <T extends string | number | null>(f: (r: Planned) => T) => pgArray(sorted.map(f));
  const inserted = await queryRows<{ id: number }>(
    tx,
    sql`insert into feed_transactions (id, master_client_id, external_id, content_hash, location_id, kind, channel, occurred_at,
        total_cents, original_id, undone_cents, sale_id, guest_id, employee_id, lines, payments)
      select id, ${mc}, x, h, l, k, c, o, t, orig, u, s, g, e, li::jsonb, pa::jsonb
      from unnest(${col((r) => r.feedId)}::bigint[], ${col((r) => r.t.externalId)}::text[], ${col((r) => r.hash)}::text[],
        ${col((r) => r.locationId)}::int[], ${col((r) => r.t.kind)}::text[], ${col((r) => FEED_CHANNELS[r.t.channel])}::smallint[],
        ${col((r) => r.t.occurredAt)}::timestamptz[], ${col((r) => r.t.totalCents)}::bigint[], ${col((r) => r.original?.feedId ?? null)}::bigint[],
        ${col((r) => r.self?.addedCents ?? 0)}::bigint[], ${col((r) => r.saleId)}::bigint[],
        ${col((r) => people.guestOf(r)?.id ?? null)}::bigint[], ${col(people.employeeOf)}::int[],
        ${col((r) => JSON.stringify(r.t.lines))}::text[], ${col((r) => JSON.stringify(r.t.payments))}::text[])
        u(id, x, h, l, k, c, o, t, orig, u, s, g, e, li, pa)
      on conflict (master_client_id, external_id) do nothing
      returning id`,
  );
  if (inserted.length !== rows.length) throw new LostRace();
}

export async function writeFacts(tx: Executor, rows: readonly Planned[], people: People, classes: Map<number, number>) {
  const firstVisit = new Set<number>();
  const newSales: NewSale[] = rows
    .filter((r) => r.t.kind === 'SALE')
    .map((r) => {
      const g = people.guestOf(r);
      // A guest the batch created is new at their first sale only.
      const isNew = !!g?.created && !firstVisit.has(g.id);
      if (g) firstVisit.add(g.id);
      return {
        id: r.saleId,
        locationId: r.locationId,
        businessDate: r.businessDate,
        hour: r.hour,
        channel: FEED_CHANNELS[r.t.channel],
        employeeId: people.employeeOf(r),
        guest: g ? { id: g.id, isNew, partySize: 1, adults: 1, age: g.age, postalCode: g.postalCode } : null,
        lines: r.t.lines.map((l) => ({ ...l, revenueClassId: classes.get(l.productId)! })),
        payments: r.t.payments.map((p) => p.amountCents),
      };
    });
  const undos: NewUndo[] = rows
    .filter((r) => r.t.kind !== 'SALE')
    .map((r) => ({
      kind: r.t.kind as NewUndo['kind'],
      saleId: r.saleId,
      locationId: r.locationId,
      businessDate: r.businessDate,
      hour: r.hour,
      employeeId: people.employeeOf(r),
      amountCents: r.t.totalCents,
    }));
  await recordFacts(tx, { sales: newSales, undos });
}
