/** SQL fragments shared by the metrics: the location/day scope and the bucket of a row. */
import { type SQL, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { WeekdayHourMeasure } from '../db/schema-dashboards.ts';
import type { DateWindow } from '@marquee/core/dashboards/dateRanges';
import type { Frequency } from '@marquee/core/dashboards/frequency';

export const intList = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * A text[] parameter. Each element is quoted with `\` and `"` escaped as the array literal
 * syntax requires: a stray backslash in a resource code made the literal malformed (a 500).
 */
export const textList = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/** `location_id = any(...) and <day> between start and end` for a table alias (or none). */
export function inScope(locationIds: readonly number[], window: DateWindow, alias = '', day = 'business_date'): SQL {
  const p = alias ? `${alias}.` : '';
  return sql`${sql.raw(`${p}location_id`)} = any(${intList(locationIds)}) and ${sql.raw(`${p}${day}`)} between ${window.start.toString()}::date and ${window.end.toString()}::date`;
}

/** The period a rollup table sums: a calendar month, or a week from Sunday to Saturday. */
export type Grain = 'month' | 'week';

/** Sunday-based weekday: 0 = Sunday … 6 = Saturday (Temporal counts Monday = 1 … Sunday = 7). */
const dow = (d: Temporal.PlainDate) => d.dayOfWeek % 7;

/**
 * A window cut at period boundaries: the whole periods inside it (`periods` runs from the first
 * day of the first to the first day of the last) and the odd days before and after them.
 * Null periods when no whole one fits.
 */
export function splitWindow(window: DateWindow, grain: Grain): { periods: DateWindow | null; days: DateWindow[] } {
  const { start, end } = window;
  let first: Temporal.PlainDate;
  let last: Temporal.PlainDate;
  let next: (d: Temporal.PlainDate) => Temporal.PlainDate;
  if (grain === 'month') {
    first = start.day === 1 ? start : start.with({ day: 1 }).add({ months: 1 });
    last = end.day === end.daysInMonth ? end.with({ day: 1 }) : end.with({ day: 1 }).subtract({ months: 1 });
    next = (d) => d.add({ months: 1 });
  } else {
    first = start.add({ days: (7 - dow(start)) % 7 });
    const sunday = end.subtract({ days: dow(end) });
    last = dow(end) === 6 ? sunday : sunday.subtract({ days: 7 });
    next = (d) => d.add({ days: 7 });
  }
  if (Temporal.PlainDate.compare(first, last) > 0) return { periods: null, days: [window] };
  const days: DateWindow[] = [];
  if (Temporal.PlainDate.compare(start, first) < 0) days.push({ start, end: first.subtract({ days: 1 }) });
  const afterLast = next(last);
  if (Temporal.PlainDate.compare(afterLast, end) <= 0) days.push({ start: afterLast, end });
  return { periods: { start: first, end: last }, days };
}

/** The rollup grain whose periods nest in a frequency's buckets; null when only days do. */
export function grainOf(frequency: Frequency): Grain | null {
  if (frequency === 'WEEKLY') return 'week';
  if (frequency === 'MONTHLY' || frequency === 'QUARTERLY' || frequency === 'YEARLY') return 'month';
  return null;
}

/**
 * `(odd days union all whole periods)`: the window's odd days read by `days`, its whole periods
 * (first days `start`..`end`) by `periods`. Every long-window read goes through here.
 */
function byPeriods(
  window: DateWindow,
  grain: Grain,
  days: (w: DateWindow) => SQL,
  periods: (firstDays: DateWindow) => SQL,
): SQL {
  const split = splitWindow(window, grain);
  const parts = split.days.map(days);
  if (split.periods) parts.push(periods(split.periods));
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/**
 * Rows of dash_daily's shape (location_id, business_date, <columns>) over the window: whole
 * periods from dash_monthly or dash_weekly (business_date = the period's first day, which falls
 * in the same bucket as all its days), the odd days from dash_daily. A year by month reads 12
 * rows per location instead of 365.
 */
export function dailyRows(
  columns: readonly string[],
  locationIds: readonly number[],
  window: DateWindow,
  grain: Grain | null,
): SQL {
  const list = sql.raw(columns.join(', '));
  const day = (w: DateWindow) =>
    sql`select location_id, business_date, ${list} from dash_daily where ${inScope(locationIds, w)}`;
  if (!grain) return sql`(${day(window)})`;
  const [table, column] = grain === 'month' ? ['dash_monthly', 'month'] : ['dash_weekly', 'week'];
  return byPeriods(
    window,
    grain,
    day,
    (w) =>
      sql`select location_id, ${sql.raw(column)} as business_date, ${list} from ${sql.raw(table)}
        where ${inScope(locationIds, w, '', column)}`,
  );
}

/**
 * The rows a bucketed series sums for `frequency`: dash_hourly's for hourly buckets, else
 * dash_daily's shape read at the grain that nests in the buckets (`dailyRows`).
 */
export function bucketRows(
  columns: readonly string[],
  locationIds: readonly number[],
  window: DateWindow,
  frequency: Frequency,
): SQL {
  if (frequency === 'HOURLY') {
    return sql`(select location_id, business_date, hour, ${sql.raw(columns.join(', '))} from dash_hourly
      where ${inScope(locationIds, window)})`;
  }
  return dailyRows(columns, locationIds, window, grainOf(frequency));
}

/**
 * Rows of dash_dim_daily's shape (location_id, key, qty, amount_cents) for one dimension over the
 * window: whole months from dash_dim_monthly, the odd days from dash_dim_daily. A year reads
 * about 30 times fewer rows than day by day.
 */
export function dimRows(dim: number, locationIds: readonly number[], window: DateWindow): SQL {
  return byPeriods(
    window,
    'month',
    (w) =>
      sql`select location_id, key, qty, amount_cents from dash_dim_daily where dim = ${dim} and ${inScope(locationIds, w)}`,
    (w) =>
      sql`select location_id, key, qty, amount_cents from dash_dim_monthly where dim = ${dim} and ${inScope(locationIds, w, '', 'month')}`,
  );
}

/**
 * Rows of (location_id, hour, <columns>) over the window: whole months from dash_hour_monthly,
 * the odd days from dash_hourly.
 */
export function hourRows(columns: readonly string[], locationIds: readonly number[], window: DateWindow): SQL {
  const list = sql.raw(columns.join(', '));
  return byPeriods(
    window,
    'month',
    (w) => sql`select location_id, hour, ${list} from dash_hourly where ${inScope(locationIds, w)}`,
    (w) => sql`select location_id, hour, ${list} from dash_hour_monthly where ${inScope(locationIds, w, '', 'month')}`,
  );
}

/**
 * Rows of (location_id, dow, hour, <column>) over the window for the heat maps: whole months from
 * dash_weekday_hour_monthly, the odd days from dash_hourly.
 */
export function weekdayHourRows(column: WeekdayHourMeasure, locationIds: readonly number[], window: DateWindow): SQL {
  const value = sql.raw(column);
  return byPeriods(
    window,
    'month',
    (w) =>
      sql`select location_id, extract(dow from business_date)::int as dow, hour, ${value} from dash_hourly where ${inScope(locationIds, w)}`,
    (w) =>
      sql`select location_id, dow, hour, ${value} from dash_weekday_hour_monthly where ${inScope(locationIds, w, '', 'month')}`,
  );
}

/** The bucket key of a row, as core/dashboards/buckets.ts names it. */
export function bucketKey(frequency: Frequency, alias = ''): SQL {
  const p = alias ? `${alias}.` : '';
  const day = `${p}business_date`;
  switch (frequency) {
    case 'HOURLY':
      return sql.raw(`(${p}hour)::text`);
    case 'DAILY':
      return sql.raw(`to_char(${day}, 'YYYY-MM-DD')`);
    case 'WEEKLY':
      return sql.raw(`to_char(${day} - extract(dow from ${day})::int, 'YYYY-MM-DD')`);
    case 'MONTHLY':
      return sql.raw(`to_char(date_trunc('month', ${day}), 'YYYY-MM-DD')`);
    case 'QUARTERLY':
      return sql.raw(`to_char(date_trunc('quarter', ${day}), 'YYYY-MM-DD')`);
    case 'YEARLY':
      return sql.raw(`to_char(date_trunc('year', ${day}), 'YYYY-MM-DD')`);
  }
}

/** Numbers arrive as strings from node-postgres (bigint, numeric) and as numbers from PGlite. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
