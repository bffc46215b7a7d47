/** SQL fragments shared by the metrics: the location/day scope and the bucket of a row. */
import { type SQL, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { DateWindow } from '@marquee/core/dashboards/dateRanges';
import type { Frequency } from '@marquee/core/dashboards/frequency';

export const intList = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** `location_id = any(...) and <day> between start and end` for a table alias (or none). */
export function inScope(locationIds: readonly number[], window: DateWindow, alias = '', day = 'business_date'): SQL {
  const p = alias ? `${alias}.` : '';
  return sql`${sql.raw(`${p}location_id`)} = any(${intList(locationIds)}) and ${sql.raw(`${p}${day}`)} between ${window.start.toString()}::date and ${window.end.toString()}::date`;
}

/**
 * A window cut at month boundaries: the whole calendar months inside it (first days `from`..`to`)
 * and the odd days before and after them. Null months when no whole month fits.
 */
export function splitByMonths(window: DateWindow): { months: DateWindow | null; days: DateWindow[] } {
  const { start, end } = window;
  const first = start.day === 1 ? start : start.with({ day: 1 }).add({ months: 1 });
  const last = end.day === end.daysInMonth ? end.with({ day: 1 }) : end.with({ day: 1 }).subtract({ months: 1 });
  if (Temporal.PlainDate.compare(first, last) > 0) return { months: null, days: [window] };
  const days: DateWindow[] = [];
  if (Temporal.PlainDate.compare(start, first) < 0) days.push({ start, end: first.subtract({ days: 1 }) });
  const afterLast = last.add({ months: 1 });
  if (Temporal.PlainDate.compare(afterLast, end) <= 0) days.push({ start: afterLast, end });
  return { months: { start: first, end: last }, days };
}

/**
 * Rows of dash_dim_daily's shape (location_id, key, qty, amount_cents) for one dimension over the
 * window: whole months from dash_dim_monthly, the odd days from dash_dim_daily. A year reads
 * about 30 times fewer rows than day by day.
 */
export function dimRows(dim: number, locationIds: readonly number[], window: DateWindow): SQL {
  const { months, days } = splitByMonths(window);
  const parts: SQL[] = days.map(
    (w) =>
      sql`select location_id, key, qty, amount_cents from dash_dim_daily where dim = ${dim} and ${inScope(locationIds, w)}`,
  );
  if (months) {
    parts.push(
      sql`select location_id, key, qty, amount_cents from dash_dim_monthly where dim = ${dim} and ${inScope(locationIds, months, '', 'month')}`,
    );
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/**
 * Rows of (location_id, dow, hour, <columns>) over the window: whole months from
 * dash_hourly_monthly, the odd days from dash_hourly.
 */
export function hourRows(columns: readonly string[], locationIds: readonly number[], window: DateWindow): SQL {
  const list = sql.raw(columns.join(', '));
  const { months, days } = splitByMonths(window);
  const parts: SQL[] = days.map(
    (w) =>
      sql`select location_id, extract(dow from business_date)::int as dow, hour, ${list} from dash_hourly where ${inScope(locationIds, w)}`,
  );
  if (months) {
    parts.push(
      sql`select location_id, dow, hour, ${list} from dash_hourly_monthly where ${inScope(locationIds, months, '', 'month')}`,
    );
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
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
