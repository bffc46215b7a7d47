/** Paging, search and sorting shared by the settings lists (core/src/rest.ts PagedQuery). */
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@marquee/core/constants';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export interface Paging {
  page: number;
  rowsPerPage: number;
  search: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

export function paging(q: Partial<Paging>): Paging {
  return {
    page: q.page ?? FIRST_PAGE,
    rowsPerPage: q.rowsPerPage ?? DEFAULT_PAGE_SIZE,
    search: (q.search ?? '').trim(),
    sort: q.sort,
    order: q.order,
  };
}

/** `%text%` with LIKE's own wildcards escaped, for ILIKE. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** ILIKE on any of the expressions. */
export function matchesAny(search: string, expressions: (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return sql`(${sql.join(
    expressions.map((e) => sql`${e} ilike ${pattern}`),
    sql` or `,
  )})`;
}

/** ORDER BY the chosen column (or the default), then id so pages never overlap. */
export function ordering(
  p: Paging,
  columns: Record<string, AnyPgColumn | SQL>,
  fallback: string,
  id: AnyPgColumn,
): SQL[] {
  const column = columns[p.sort ?? fallback] ?? columns[fallback]!;
  const direction = p.order === 'desc' ? desc : asc;
  return [direction(column), direction(id)];
}

export const offsetOf = (p: Paging) => p.page * p.rowsPerPage;
