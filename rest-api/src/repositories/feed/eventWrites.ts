/**
 * The dashboard facts of a venue events batch (events.ts decides what is written): labour shifts
 * (dash_labor_shifts), check-ins as visits (dash_visits), waivers (dash_waivers), gift-card and
 * credit moves (dash_gift_card_ledger, dash_credit_ledger) and memberships (dash_memberships), one
 * insert per table, then one rollup refresh for the locations and days touched and the guests'
 * figures.
 */
import { CREDIT_LEDGER_KIND, GIFT_CARD_LEDGER_KIND, type VenueEvent } from '@marquee/core/feed/events';
import type { FeedGuest } from '@marquee/core/feed/transactions';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { pgArray } from '../../db/arrays.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { refreshDashboardRollups } from '../dashboardRollups.ts';
import { refreshGuestStats } from '../marketing/guestStats.ts';
import { employeeKey, employeesByCode, guestKey, guestsFor } from './references.ts';

export interface PlannedEvent {
  index: number;
  e: VenueEvent;
  hash: string;
  locationId: number;
  businessDate: string;
  hour: number;
  /** Quarter hour of the day (0–95): a check-in's arrival. */
  slot: number;
}

type Of<K extends VenueEvent['kind']> = PlannedEvent & { e: Extract<VenueEvent, { kind: K }> };
const isKind =
  <K extends VenueEvent['kind']>(kind: K) =>
  (p: PlannedEvent): p is Of<K> =>
    p.e.kind === kind;
type WithGuest = Of<'CHECK_IN'> | Of<'WAIVER'> | Of<'MEMBERSHIP'>;
const guestOf = (p: WithGuest): FeedGuest => p.e.guest;

/** `cards`: the dashboards' card id of every gift card number the batch moves. */
export async function writeEventFacts(
  tx: Executor,
  mc: number,
  planned: readonly PlannedEvent[],
  cards: ReadonlyMap<string, number>,
) {
  const shifts = planned.filter(isKind('SHIFT'));
  const checkIns = planned.filter(isKind('CHECK_IN'));
  const waivers = planned.filter(isKind('WAIVER'));
  const memberships = planned.filter(isKind('MEMBERSHIP'));
  const giftMoves = planned.filter(isKind('GIFT_CARD'));
  const creditMoves = planned.filter(isKind('CREDIT'));
  const employees = await employeesByCode(
    tx,
    shifts.map((s) => ({ locationId: s.locationId, code: s.e.employeeCode })),
  );
  const withGuest: WithGuest[] = [...checkIns, ...waivers, ...memberships];
  const guests = await guestsFor(
    tx,
    mc,
    withGuest.map(guestOf),
    new Map(withGuest.map((p) => [guestKey(guestOf(p)), p.locationId] as const)),
  );
  const guestId = (p: WithGuest) => guests.get(guestKey(guestOf(p)))!;

  if (shifts.length > 0) {
    const col = <T extends string | number>(f: (p: Of<'SHIFT'>) => T) => pgArray(shifts.map(f));
    await tx.execute(sql`insert into dash_labor_shifts (location_id, employee_id, business_date, start_hour, minutes, cost_cents)
      select * from unnest(${col((p) => p.locationId)}::int[],
        ${col((p) => employees.get(employeeKey(p.locationId, p.e.employeeCode)) ?? 0)}::int[],
        ${col((p) => p.businessDate)}::date[], ${col((p) => p.hour)}::smallint[], ${col((p) => p.e.minutes)}::int[],
        ${col((p) => p.e.costCents)}::bigint[])`);
  }
  if (checkIns.length > 0) await insertVisits(tx, checkIns, guestId);
  if (waivers.length > 0) {
    const col = <T extends string | number>(f: (p: Of<'WAIVER'>) => T) => pgArray(waivers.map(f));
    await tx.execute(sql`insert into dash_waivers (location_id, business_date, hour, guest_id)
      select * from unnest(${col((p) => p.locationId)}::int[], ${col((p) => p.businessDate)}::date[],
        ${col((p) => p.hour)}::smallint[], ${col((p) => guestId(p).id)}::bigint[])`);
  }
  if (memberships.length > 0) {
    const col = <T extends string | number>(f: (p: Of<'MEMBERSHIP'>) => T) => pgArray(memberships.map(f));
    await tx.execute(sql`insert into dash_memberships (location_id, guest_id, start_date, expiry_date, price_cents, sold_hour)
      select l, g, d, d + t, c, h from unnest(${col((p) => p.locationId)}::int[], ${col((p) => guestId(p).id)}::bigint[],
        ${col((p) => p.businessDate)}::date[], ${col((p) => p.e.termDays)}::int[], ${col((p) => p.e.priceCents)}::bigint[],
        ${col((p) => p.hour)}::smallint[]) u(l, g, d, t, c, h)`);
  }
  if (giftMoves.length > 0) {
    const col = <T extends string | number>(f: (p: Of<'GIFT_CARD'>) => T) => pgArray(giftMoves.map(f));
    await tx.execute(sql`insert into dash_gift_card_ledger (location_id, business_date, kind, card_id, amount_cents, hour)
      select * from unnest(${col((p) => p.locationId)}::int[], ${col((p) => p.businessDate)}::date[],
        ${col((p) => GIFT_CARD_LEDGER_KIND[p.e.action])}::smallint[], ${col((p) => cards.get(p.e.cardNumber) ?? 0)}::bigint[],
        ${col((p) => p.e.amountCents)}::bigint[], ${col((p) => p.hour)}::smallint[])`);
  }
  if (creditMoves.length > 0) {
    const col = <T extends string | number>(f: (p: Of<'CREDIT'>) => T) => pgArray(creditMoves.map(f));
    await tx.execute(sql`insert into dash_credit_ledger (location_id, business_date, kind, amount_cents)
      select * from unnest(${col((p) => p.locationId)}::int[], ${col((p) => p.businessDate)}::date[],
        ${col((p) => CREDIT_LEDGER_KIND[p.e.action])}::smallint[], ${col((p) => p.e.amountCents)}::bigint[])`);
  }
  const days = planned.map((p) => p.businessDate).sort();
  await refreshDashboardRollups(tx, {
    locationIds: [...new Set(planned.map((p) => p.locationId))],
    from: days[0]!,
    to: days[days.length - 1]!,
  });
  const guestIds = [...new Set(withGuest.map((p) => guestId(p).id))];
  if (guestIds.length > 0) await refreshGuestStats(tx, { guestIds });
}

/**
 * Check-ins as visits: new at a guest's first visit ever, else the days since the one before.
 * Visits of the batch count in the order sent.
 */
async function insertVisits(
  tx: Executor,
  checkIns: readonly Of<'CHECK_IN'>[],
  guestId: (p: Of<'CHECK_IN'>) => { id: number; age: number; postalCode: string },
) {
  const ids = [...new Set(checkIns.map((p) => guestId(p).id))];
  const last = new Map(
    (
      await queryRows<{ guestId: number; last: string }>(
        tx,
        sql`select guest_id as "guestId", max(business_date)::text as last from dash_visits
            where guest_id = any(${pgArray(ids)}::bigint[]) group by guest_id`,
      )
    ).map((r) => [Number(r.guestId), r.last]),
  );
  const rows = checkIns.map((p) => {
    const g = guestId(p);
    const prior = last.get(g.id);
    const days = prior
      ? Math.max(0, Temporal.PlainDate.from(prior).until(Temporal.PlainDate.from(p.businessDate)).days)
      : null;
    if (!prior || prior < p.businessDate) last.set(g.id, p.businessDate);
    return { p, g, isNew: !prior, days };
  });
  const col = <T extends string | number | boolean | null>(f: (x: (typeof rows)[number]) => T) => pgArray(rows.map(f));
  await tx.execute(sql`insert into dash_visits (location_id, business_date, slot, guest_id, party_size, adults, minors, age,
      postal_code, is_new, days_since_last_visit, spend_cents)
    select * from unnest(${col((x) => x.p.locationId)}::int[], ${col((x) => x.p.businessDate)}::date[],
      ${col((x) => x.p.slot)}::smallint[], ${col((x) => x.g.id)}::bigint[], ${col((x) => x.p.e.partySize)}::smallint[],
      ${col((x) => x.p.e.adults)}::smallint[], ${col((x) => x.p.e.partySize - x.p.e.adults)}::smallint[],
      ${col((x) => x.g.age)}::smallint[], ${col((x) => x.g.postalCode)}::text[], ${col((x) => x.isNew)}::boolean[],
      ${col((x) => x.days)}::int[], ${col(() => 0)}::bigint[])`);
}
