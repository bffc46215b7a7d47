/**
 * Prepaid revenue (bookings, gift cards, memberships) straight from the fact tables, on both
 * bases, written out in SQL here rather than taken from core, so a wrong rule fails the tests.
 * Per day: `select day, cents` rows over the days asked. A booking with a sale of its own is
 * counted through the sale (dash_sales), so only those without one are prepaid items.
 */
import { type SQL, sql } from 'drizzle-orm';

/** Revenue when sold: a booking when paid (its visit when paid there), a gift card when sold, a membership on its first day. */
export function soldPrepaidPerDay(locationIds: readonly number[], from: string, to: string): SQL {
  const ids = `{${locationIds.join(',')}}`;
  const inDays = (column: string) =>
    sql`location_id = any(${ids}::int[]) and ${sql.raw(column)} between ${from}::date and ${to}::date`;
  return sql`select day, sum(cents) as cents from (
      select coalesce(booked_date, business_date)::text as day, amount_cents as cents from dash_bookings
        where sale_id is null and ${inDays('coalesce(booked_date, business_date)')}
      union all select business_date::text, amount_cents from dash_gift_card_ledger where kind = 1 and ${inDays('business_date')}
      union all select start_date::text, price_cents from dash_memberships where ${inDays('start_date')}) x
    group by 1`;
}

/**
 * Revenue when realised: a booking on its visit day, a gift card as redeemed, a membership's
 * price spread evenly over the days of its term (start inclusive, expiry exclusive), in whole
 * cents (`membershipShare`).
 */
export function realisedPrepaidPerDay(locationIds: readonly number[], from: string, to: string): SQL {
  const ids = `{${locationIds.join(',')}}`;
  const inDays = sql`location_id = any(${ids}::int[]) and business_date between ${from}::date and ${to}::date`;
  return sql`select day, sum(cents) as cents from (
      select business_date::text as day, amount_cents::float8 as cents from dash_bookings where sale_id is null and ${inDays}
      union all select business_date::text, amount_cents from dash_gift_card_ledger where kind = 2 and ${inDays}
      union all select g::date::text, ${membershipShare('g::date')}
        from dash_memberships, generate_series(greatest(start_date, ${from}::date), least(expiry_date - 1, ${to}::date), interval '1 day') g
        where location_id = any(${ids}::int[])) x
    group by 1`;
}

/**
 * A membership's whole cents on `day` (a dash_memberships row in scope): with k days of its term
 * before `day` and a term of T days, floor(price × (k + 1) / T) − floor(price × k / T).
 */
export function membershipShare(day: string): SQL {
  const k = `(${day} - start_date)`;
  const term = 'greatest(1, expiry_date - start_date)';
  return sql.raw(
    `(floor(price_cents * (${k} + 1)::numeric / ${term}) - floor(price_cents * ${k}::numeric / ${term}))::float8`,
  );
}
