/**
 * Prepaid revenue (bookings, gift cards, memberships) of a window, per bucket, on the filter's
 * basis: the facts are read summed per day (or per term for memberships) and placed in buckets by
 * core/dashboards/realised, the one definition of when a prepaid cent is revenue.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { DateWindow } from '@marquee/core/dashboards/dateRanges';
import type { Frequency } from '@marquee/core/dashboards/frequency';
import { type PrepaidItem, prepaidByBucket, prepaidTotal, type RevenueBasis } from '@marquee/core/dashboards/realised';
import { queryRows } from '../db/rows.ts';
import type { MetricContext } from './context.ts';
import { intList, num } from './sqlParts.ts';

/**
 * Only bookings without a sale of their own are prepaid items (core bookingIsPrepaid): the others
 * are counted through their sale.
 */
const NO_SALE = sql`sale_id is null`;

const day = (iso: unknown) => Temporal.PlainDate.from(String(iso).slice(0, 10));

/** The prepaid items that may count inside `window` on `basis`, summed per day (and term). */
export async function prepaidItems(
  ctx: MetricContext,
  window: DateWindow,
  basis: RevenueBasis,
): Promise<PrepaidItem[]> {
  const locs = intList(ctx.locationIds);
  const from = window.start.toString();
  const to = window.end.toString();
  const between = (column: string) =>
    sql`location_id = any(${locs}) and ${sql.raw(column)} between ${from}::date and ${to}::date`;
  const items: PrepaidItem[] = [];
  // Summed per day and per hour of day: the hour the hourly charts put each item at (core).
  if (basis === 'sold') {
    const rows = await queryRows<{ kind: string; d: string; h: unknown; c: unknown }>(
      ctx.db,
      sql`select 'booking' as kind, coalesce(booked_date, business_date)::text as d,
            case when booked_date is null then hour else booked_hour end as h, sum(amount_cents) as c
          from dash_bookings where ${between('coalesce(booked_date, business_date)')} and ${NO_SALE} group by 2, 3
        union all select 'gift', business_date::text, hour, sum(amount_cents)
          from dash_gift_card_ledger where ${between('business_date')} and kind = 1 group by 2, 3
        union all select 'membership', start_date::text, sold_hour, sum(price_cents)
          from dash_memberships where ${between('start_date')} group by 2, 3`,
    );
    for (const r of rows) {
      const on = day(r.d);
      const amountCents = num(r.c);
      const hour = r.h === null ? null : num(r.h);
      if (r.kind === 'booking') items.push({ kind: 'booking', amountCents, paidOn: on, visitOn: on, hour });
      else if (r.kind === 'gift') items.push({ kind: 'giftCardSold', amountCents, on, hour });
      else items.push({ kind: 'membership', amountCents, start: on, expiry: on.add({ days: 1 }), hour });
    }
    return items;
  }
  // Memberships one by one: each is spread in whole cents over its own term (core), so a sum of
  // several would round differently from the memberships it sums.
  const rows = await queryRows<{ kind: string; d: string; e: string | null; h: unknown; c: unknown }>(
    ctx.db,
    sql`select 'booking' as kind, business_date::text as d, null::text as e, hour as h, sum(amount_cents) as c
        from dash_bookings where ${between('business_date')} and ${NO_SALE} group by 2, 4
      union all select 'gift', business_date::text, null, hour, sum(amount_cents)
        from dash_gift_card_ledger where ${between('business_date')} and kind = 2 group by 2, 4
      union all select 'membership', start_date::text, expiry_date::text, sold_hour, price_cents
        from dash_memberships where location_id = any(${locs})
          and start_date <= ${to}::date and expiry_date > ${from}::date`,
  );
  for (const r of rows) {
    const on = day(r.d);
    const amountCents = num(r.c);
    const hour = r.h === null ? null : num(r.h);
    if (r.kind === 'booking') items.push({ kind: 'booking', amountCents, paidOn: null, visitOn: on, hour });
    else if (r.kind === 'gift') items.push({ kind: 'giftCardRedeemed', amountCents, on, hour });
    else items.push({ kind: 'membership', amountCents, start: on, expiry: day(r.e), hour });
  }
  return items;
}

/** Prepaid revenue (cents) per bucket key of the filter's window, and its total. */
export async function prepaidRevenue(
  ctx: MetricContext,
  window: DateWindow,
  frequency: Frequency,
): Promise<{ byBucket: Map<string, number>; total: number }> {
  const items = await prepaidItems(ctx, window, ctx.filter.basis);
  return {
    byBucket: prepaidByBucket(items, ctx.filter.basis, window, frequency),
    total: prepaidTotal(items, ctx.filter.basis, window),
  };
}
