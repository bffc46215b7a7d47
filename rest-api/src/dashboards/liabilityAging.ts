/**
 * The liability view: per location, what is owed to guests on the window's last day
 * (today at the latest), aged by core/dashboards/liabilityAging.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import {
  AGE_BUCKETS,
  aged,
  LIABILITY_KINDS,
  type LiabilityKind,
  type Owed,
  unservedMembership,
  unusedCredits,
} from '@marquee/core/dashboards/liabilityAging';
import { queryRows } from '../db/rows.ts';
import type { MetricContext } from './context.ts';
import { intList, num } from './sqlParts.ts';
import { money } from './widget.ts';

export interface LiabilityAgingRow {
  locationId: number;
  location: string;
  currency: string;
  kind: LiabilityKind;
  /** Currency units per AGE_BUCKETS entry. */
  amounts: number[];
  total: number;
}

export interface LiabilityAging {
  asOf: string;
  currencyCode: string | null;
  buckets: string[];
  rows: LiabilityAgingRow[];
}

type Row = Record<string, unknown>;
const day = (v: unknown) => Temporal.PlainDate.from(String(v).slice(0, 10));

export async function liabilityAging(ctx: MetricContext): Promise<LiabilityAging> {
  const end = ctx.filter.window.end;
  const asOf = Temporal.PlainDate.compare(end, ctx.filter.today) > 0 ? ctx.filter.today : end;
  const at = asOf.toString();
  const locs = intList(ctx.locationIds);
  const owed = new Map<string, Owed[]>();
  const add = (locationId: unknown, kind: LiabilityKind, since: unknown, cents: number) => {
    const key = `${num(locationId)}:${kind}`;
    owed.set(key, [...(owed.get(key) ?? []), { since: day(since), cents }]);
  };

  // A card is owed by the location that first sold it, whatever location it is topped up, redeemed
  // or expired at (kinds 2 and 3 take from it): its moves are summed by card, not by location.
  const cards = await queryRows<Row>(
    ctx.db,
    sql`select location_id, sold, bal from (
        select (array_agg(location_id order by business_date, id) filter (where kind = 1))[1] as location_id,
          min(business_date) filter (where kind = 1) as sold,
          coalesce(sum(amount_cents) filter (where kind = 1), 0) - coalesce(sum(amount_cents) filter (where kind in (2, 3)), 0) as bal
        from dash_gift_card_ledger
        where card_id in (select card_id from dash_gift_card_ledger
            where location_id = any(${locs}) and kind = 1 and business_date <= ${at}::date and card_id is not null)
          and business_date <= ${at}::date
        group by card_id) c
      where sold is not null and location_id = any(${locs})`,
  );
  for (const r of cards) if (num(r.bal) > 0) add(r.location_id, 'giftCards', r.sold, num(r.bal));

  const issues = await queryRows<Row>(
    ctx.db,
    sql`select location_id, business_date, sum(amount_cents) as c from dash_credit_ledger
      where location_id = any(${locs}) and business_date <= ${at}::date and kind = 1 group by 1, 2`,
  );
  const used = await queryRows<Row>(
    ctx.db,
    sql`select location_id, sum(amount_cents) as c from dash_credit_ledger
      where location_id = any(${locs}) and business_date <= ${at}::date and kind in (2, 3) group by 1`,
  );
  const usedBy = new Map(used.map((r) => [num(r.location_id), num(r.c)]));
  const issuesBy = new Map<number, Owed[]>();
  for (const r of issues) {
    const id = num(r.location_id);
    issuesBy.set(id, [...(issuesBy.get(id) ?? []), { since: day(r.business_date), cents: num(r.c) }]);
  }
  for (const [id, list] of issuesBy)
    for (const o of unusedCredits(list, usedBy.get(id) ?? 0)) add(id, 'credits', o.since, o.cents);

  const bookings = await queryRows<Row>(
    ctx.db,
    sql`select location_id, booked_date, sum(amount_cents) as c from dash_bookings
      where location_id = any(${locs}) and booked_date <= ${at}::date and business_date > ${at}::date group by 1, 2`,
  );
  for (const r of bookings) add(r.location_id, 'prepaidBookings', r.booked_date, num(r.c));

  const terms = await queryRows<Row>(
    ctx.db,
    // One by one: each membership is served in whole cents of its own price (core/dashboards/realised),
    // so what is owed plus what was realised is exactly its price.
    sql`select location_id, start_date, expiry_date, price_cents as c from dash_memberships
      where location_id = any(${locs}) and start_date <= ${at}::date and expiry_date > ${at}::date`,
  );
  for (const r of terms)
    add(
      r.location_id,
      'memberships',
      r.start_date,
      unservedMembership(num(r.c), day(r.start_date), day(r.expiry_date), asOf),
    );

  const names = await queryRows<Row>(
    ctx.db,
    sql`select id, name from locations where id = any(${locs}) order by name, id`,
  );
  const rows: LiabilityAgingRow[] = [];
  for (const l of names) {
    for (const kind of LIABILITY_KINDS) {
      const cents = aged(owed.get(`${num(l.id)}:${kind}`) ?? [], asOf);
      const amounts = cents.map(money);
      rows.push({
        locationId: num(l.id),
        location: String(l.name),
        currency: ctx.currencies.get(num(l.id)) ?? '',
        kind,
        amounts,
        total: money(cents.reduce((a, c) => a + c, 0)),
      });
    }
  }
  return { asOf: at, currencyCode: ctx.currency, buckets: AGE_BUCKETS.map((b) => b.key), rows };
}
