/**
 * Pickers that load page by page (spec/3 §3 "Paged product lists: data and hasMore, merged by
 * id"; §4 "A search replaces the list and a page load appends, de-duplicated by id"). The web
 * applies it in an Apollo field policy (web/src/app/apollo/pagedList.ts), so the cache stays the
 * only store of the loaded pages.
 */

/** One page of a paged list as the server answers it. */
export interface PagedList<T> {
  data: readonly T[];
  hasMore: boolean;
}

/**
 * Appends `incoming` to `existing`, keeping the first row of each id: a row may move to the next
 * page while the list is read (a product saved meanwhile), and is shown once, in its first place.
 */
export function mergeById<T>(existing: readonly T[], incoming: readonly T[], idOf: (row: T) => unknown): T[] {
  const seen = new Set(existing.map(idOf));
  const out = [...existing];
  for (const row of incoming) {
    const id = idOf(row);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(row);
  }
  return out;
}
