/**
 * Rollups of the dashboard facts (schema-dashboards.ts): dash_daily, dash_hourly and
 * dash_dim_daily are recomputed from the facts for the (location, day) cells a write touched,
 * then the weekly and monthly tables (dash_weekly, dash_monthly, dash_hour_monthly,
 * dash_weekday_hour_monthly, dash_dim_monthly) from those for the weeks and months the days
 * fall in.
 * Every fact write goes through a function that calls this in the same transaction (see
 * dashboardFacts.ts), so a figure read after a commit always includes the new fact, and raises
 * the master client's data version, so no figure computed before it is served from memory. Recomputing
 * a cell (rather than adding deltas) keeps the rollups right whatever the write was.
 */
import { type SQL, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Executor } from '../db/client.ts';
import { DAILY_MEASURES, DIM, HOURLY_MEASURES, WEEKDAY_HOUR_MEASURES } from '../db/schema-dashboards.ts';

export interface RollupScope {
  /** Locations to refresh; undefined refreshes every location. */
  locationIds?: readonly number[];
  /** Inclusive ISO business days. */
  from: string;
  to: string;
}

interface Source {
  from: string;
  /** The column (or expression) holding the business day. */
  day?: string;
  measures: Record<string, string>;
}

const DAILY_SOURCES: Source[] = [
  { from: 'dash_sales', measures: { revenue_cents: 'sum(total_cents)', tickets: 'count(*)' } },
  { from: 'dash_sale_lines', measures: { items_sold: 'sum(quantity)' } },
  {
    from: 'dash_payments',
    measures: {
      walkin_cents: 'sum(amount_cents) filter (where channel = 1)',
      walkin_tickets: 'count(distinct sale_id) filter (where channel = 1)',
      kiosk_cents: 'sum(amount_cents) filter (where channel = 2)',
      kiosk_tickets: 'count(distinct sale_id) filter (where channel = 2)',
      booking_cents: 'sum(amount_cents) filter (where channel = 3)',
      booking_tickets: 'count(distinct sale_id) filter (where channel = 3)',
    },
  },
  {
    from: 'dash_visits',
    measures: {
      visits: 'count(*)',
      guests: 'sum(party_size)',
      adults: 'sum(adults)',
      minors: 'sum(minors)',
      new_guests: 'count(*) filter (where is_new)',
      repeat_guests: 'count(*) filter (where not is_new)',
      new_revenue_cents: 'sum(spend_cents) filter (where is_new)',
      repeat_revenue_cents: 'sum(spend_cents) filter (where not is_new)',
    },
  },
  {
    from: 'dash_bookings',
    measures: {
      group_events: 'count(*) filter (where kind = 1)',
      group_event_cents: 'sum(amount_cents) filter (where kind = 1)',
      online_bookings: 'count(*) filter (where kind = 2)',
      online_booking_cents: 'sum(amount_cents) filter (where kind = 2)',
      desk_bookings: 'count(*) filter (where kind = 3)',
    },
  },
  { from: 'dash_labor_shifts', measures: { labor_cents: 'sum(cost_cents)', labor_minutes: 'sum(minutes)' } },
  { from: 'dash_activities', measures: { activities: 'count(*)', participants: 'sum(participants)' } },
  { from: 'dash_waivers', measures: { waivers: 'count(*)' } },
  { from: 'dash_voids', measures: { voids: 'count(*)', void_cents: 'sum(amount_cents)' } },
  { from: 'dash_refunds', measures: { refunds: 'count(*)', refund_cents: 'sum(amount_cents)' } },
  {
    from: 'dash_gift_card_ledger',
    measures: {
      gift_sold_cents: 'sum(amount_cents) filter (where kind = 1)',
      gift_redeemed_cents: 'sum(amount_cents) filter (where kind = 2)',
      gift_expired_cents: 'sum(amount_cents) filter (where kind = 3)',
    },
  },
  {
    from: 'dash_credit_ledger',
    measures: {
      credit_issued_cents: 'sum(amount_cents) filter (where kind = 1)',
      credit_redeemed_cents: 'sum(amount_cents) filter (where kind = 2)',
      credit_expired_cents: 'sum(amount_cents) filter (where kind = 3)',
    },
  },
  { from: 'dash_memberships', day: 'start_date', measures: { memberships_new: 'count(*)' } },
];

interface HourlySource extends Source {
  hour: string;
}

/** Hour h's share of a shift's cost (see the labour source below); integer division floors. */
export const LABOR_HOUR_SHARE =
  'cost_cents::bigint * (h.hour - start_hour + 1) / ((minutes + 59) / 60) - cost_cents::bigint * (h.hour - start_hour) / ((minutes + 59) / 60)';

const HOURLY_SOURCES: HourlySource[] = [
  {
    from: 'dash_sales',
    hour: 'hour',
    measures: {
      revenue_cents: 'sum(total_cents)',
      tickets: 'count(*)',
      kiosk_tickets: 'count(*) filter (where channel = 2)',
    },
  },
  {
    from: 'dash_visits',
    hour: 'slot / 4',
    measures: { guests: 'sum(party_size)', adults: 'sum(adults)', minors: 'sum(minors)' },
  },
  {
    // A shift's cost is spread over the hours it covers in whole cents that add up to it: hour k of
    // n gets floor(cost·k/n) − floor(cost·(k−1)/n). An even floor(cost/n) each lost up to n−1 cents,
    // so the hours summed below the day's labour cost.
    from: 'dash_labor_shifts cross join lateral generate_series(start_hour, start_hour + (minutes + 59) / 60 - 1) as h(hour)',
    hour: 'h.hour',
    measures: { labor_cents: `sum(${LABOR_HOUR_SHARE})` },
  },
  { from: 'dash_activities', hour: 'hour', measures: { activities: 'count(*)', participants: 'sum(participants)' } },
];

const AGE_BUCKET = `case when age < 13 then '0-12' when age < 18 then '13-17' when age < 25 then '18-24'
  when age < 35 then '25-34' when age < 45 then '35-44' when age < 55 then '45-54' else '55+' end`;
const RECENCY_BUCKET = `case when days_since_last_visit <= 7 then '1-7' when days_since_last_visit <= 30 then '8-30'
  when days_since_last_visit <= 60 then '31-60' when days_since_last_visit <= 90 then '61-90'
  when days_since_last_visit <= 180 then '91-180' else '181+' end`;

const DIM_SOURCES: { dim: number; from: string; key: string; qty: string; amount: string; where?: string }[] = [
  {
    dim: DIM.product,
    from: 'dash_sale_lines',
    key: 'product_id::text',
    qty: 'sum(quantity)',
    amount: 'sum(amount_cents)',
  },
  {
    dim: DIM.employee,
    from: 'dash_sale_lines',
    key: 'employee_id::text',
    qty: 'sum(quantity)',
    amount: 'sum(amount_cents)',
  },
  {
    dim: DIM.revenueClass,
    from: 'dash_sale_lines',
    key: 'revenue_class_id::text',
    qty: 'sum(quantity)',
    amount: 'sum(amount_cents)',
  },
  { dim: DIM.postalCode, from: 'dash_visits', key: 'postal_code', qty: 'sum(party_size)', amount: 'sum(spend_cents)' },
  {
    dim: DIM.repeatAge,
    from: 'dash_visits',
    key: AGE_BUCKET,
    qty: 'count(*)',
    amount: 'sum(spend_cents)',
    where: 'not is_new',
  },
  {
    dim: DIM.recency,
    from: 'dash_visits',
    key: RECENCY_BUCKET,
    qty: 'count(*)',
    amount: 'sum(spend_cents)',
    where: 'not is_new and days_since_last_visit is not null',
  },
  {
    dim: DIM.resource,
    from: 'dash_visits',
    key: 'resource_id::text',
    qty: 'sum(party_size)',
    amount: 'sum(spend_cents)',
    where: 'resource_id is not null',
  },
];

/** The scope widened to whole calendar months (first day of the first, last day of the last). */
export function monthsAround(scope: RollupScope): RollupScope {
  const last = Temporal.PlainDate.from(scope.to);
  return {
    ...scope,
    from: Temporal.PlainDate.from(scope.from).with({ day: 1 }).toString(),
    to: last.with({ day: last.daysInMonth }).toString(),
  };
}

/** The scope widened to whole weeks, Sunday to Saturday (the weekly buckets). */
export function weeksAround(scope: RollupScope): RollupScope {
  const first = Temporal.PlainDate.from(scope.from);
  const last = Temporal.PlainDate.from(scope.to);
  return {
    ...scope,
    from: first.subtract({ days: first.dayOfWeek % 7 }).toString(),
    to: last.add({ days: 6 - (last.dayOfWeek % 7) }).toString(),
  };
}

function scopeSql(scope: RollupScope, dayColumn: string): SQL {
  const days = sql`${sql.raw(dayColumn)} between ${scope.from}::date and ${scope.to}::date`;
  if (!scope.locationIds) return days;
  return sql`${days} and location_id = any(${`{${scope.locationIds.join(',')}}`}::int[])`;
}

function unionOf(
  sources: Source[],
  columns: readonly string[],
  scope: RollupScope,
  extraKey: (s: Source) => string,
): SQL {
  const parts = sources.map((s) => {
    const dayColumn = s.day ?? 'business_date';
    const list = columns.map((c) => `coalesce(${s.measures[c] ?? '0'}, 0)::bigint as ${c}`).join(', ');
    const key = extraKey(s);
    return sql`select location_id, ${sql.raw(dayColumn)} as business_date${sql.raw(key ? `, ${key} as k` : '')}, ${sql.raw(list)}
      from ${sql.raw(s.from)} where ${scopeSql(scope, dayColumn)}
      group by 1, 2${sql.raw(key ? ', 3' : '')}`;
  });
  return sql.join(parts, sql` union all `);
}

/** Recomputes every rollup cell of `scope` from the facts. */
export async function refreshDashboardRollups(db: Executor, scope: RollupScope): Promise<void> {
  const sumCols = (cols: readonly string[]) => cols.map((c) => `sum(${c})`).join(', ');

  // First, so two writers of one master client queue here rather than meet half-way; figures
  // read at the old version are no longer served from memory (dashboards/cache.ts).
  const touched = scope.locationIds ? sql`where id = any(${`{${scope.locationIds.join(',')}}`}::int[])` : sql``;
  await db.execute(sql`insert into dash_data_versions (master_client_id, version)
    select distinct master_client_id, 1 from locations ${touched}
    on conflict (master_client_id) do update set version = dash_data_versions.version + 1`);

  await db.execute(sql`delete from dash_daily where ${scopeSql(scope, 'business_date')}`);
  await db.execute(sql`insert into dash_daily (location_id, business_date, ${sql.raw(DAILY_MEASURES.join(', '))})
    select location_id, business_date, ${sql.raw(sumCols(DAILY_MEASURES))}
    from (${unionOf(DAILY_SOURCES, DAILY_MEASURES, scope, () => '')}) s group by 1, 2`);

  await db.execute(sql`delete from dash_hourly where ${scopeSql(scope, 'business_date')}`);
  await db.execute(sql`insert into dash_hourly (location_id, business_date, hour, ${sql.raw(HOURLY_MEASURES.join(', '))})
    select location_id, business_date, k, ${sql.raw(sumCols(HOURLY_MEASURES))}
    from (${unionOf(HOURLY_SOURCES, HOURLY_MEASURES, scope, (s) => (s as HourlySource).hour)}) s group by 1, 2, 3`);

  await db.execute(sql`delete from dash_dim_daily where ${scopeSql(scope, 'business_date')}`);
  for (const d of DIM_SOURCES) {
    const where = d.where ? sql.raw(` and ${d.where}`) : sql``;
    await db.execute(sql`insert into dash_dim_daily (location_id, dim, business_date, key, qty, amount_cents)
      select location_id, ${d.dim}, business_date, ${sql.raw(d.key)}, coalesce(${sql.raw(d.qty)}, 0), coalesce(${sql.raw(d.amount)}, 0)
      from ${sql.raw(d.from)} where ${scopeSql(scope, 'business_date')}${where}
      group by location_id, business_date, 4`);
  }

  // Whole weeks and months around the touched days, summed from the daily rollups just written.
  const weeks = weeksAround(scope);
  await db.execute(sql`delete from dash_weekly where ${scopeSql(weeks, 'week')}`);
  await db.execute(sql`insert into dash_weekly (location_id, week, ${sql.raw(DAILY_MEASURES.join(', '))})
    select location_id, business_date - extract(dow from business_date)::int, ${sql.raw(sumCols(DAILY_MEASURES))}
    from dash_daily where ${scopeSql(weeks, 'business_date')} group by 1, 2`);
  const months = monthsAround(scope);
  await db.execute(sql`delete from dash_monthly where ${scopeSql(months, 'month')}`);
  await db.execute(sql`insert into dash_monthly (location_id, month, ${sql.raw(DAILY_MEASURES.join(', '))})
    select location_id, date_trunc('month', business_date)::date, ${sql.raw(sumCols(DAILY_MEASURES))}
    from dash_daily where ${scopeSql(months, 'business_date')} group by 1, 2`);
  await db.execute(sql`delete from dash_hour_monthly where ${scopeSql(months, 'month')}`);
  await db.execute(sql`insert into dash_hour_monthly (location_id, month, hour, ${sql.raw(HOURLY_MEASURES.join(', '))})
    select location_id, date_trunc('month', business_date)::date, hour, ${sql.raw(sumCols(HOURLY_MEASURES))}
    from dash_hourly where ${scopeSql(months, 'business_date')} group by 1, 2, 3`);
  await db.execute(sql`delete from dash_weekday_hour_monthly where ${scopeSql(months, 'month')}`);
  await db.execute(sql`insert into dash_weekday_hour_monthly (location_id, month, dow, hour, ${sql.raw(WEEKDAY_HOUR_MEASURES.join(', '))})
    select location_id, date_trunc('month', business_date)::date, extract(dow from business_date)::smallint, hour,
      ${sql.raw(sumCols(WEEKDAY_HOUR_MEASURES))}
    from dash_hourly where ${scopeSql(months, 'business_date')} group by 1, 2, 3, 4`);
  await db.execute(sql`delete from dash_dim_monthly where ${scopeSql(months, 'month')}`);
  await db.execute(sql`insert into dash_dim_monthly (location_id, dim, month, key, qty, amount_cents)
    select location_id, dim, date_trunc('month', business_date)::date, key, sum(qty), sum(amount_cents)
    from dash_dim_daily where ${scopeSql(months, 'business_date')} group by 1, 2, 3, 4`);
}
