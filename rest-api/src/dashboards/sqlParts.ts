/** SQL fragments shared by the metrics: the location/day scope and the bucket of a row. */
import { type SQL, sql } from 'drizzle-orm';
import type { DateWindow } from '@marquee/core/dashboards/dateRanges';
import type { Frequency } from '@marquee/core/dashboards/frequency';

export const intList = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** `location_id = any(...) and <day> between start and end` for a table alias (or none). */
export function inScope(locationIds: readonly number[], window: DateWindow, alias = '', day = 'business_date'): SQL {
  const p = alias ? `${alias}.` : '';
  return sql`${sql.raw(`${p}location_id`)} = any(${intList(locationIds)}) and ${sql.raw(`${p}${day}`)} between ${window.start.toString()}::date and ${window.end.toString()}::date`;
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
