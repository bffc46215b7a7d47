/**
 * Pickers that load page by page (spec/3 §3 "Paged product lists: data and hasMore, merged by
 * id"; §4 "A search replaces the list and a page load appends, de-duplicated by id").
 *
 * Usage: `shown = mergePage(shown, answer, page === 0)` after each answer of a picker query; a
 * new search asks page 0, so it replaces what was shown.
 */
export interface PickerPage<T extends { id: number }> {
  data: readonly T[];
  hasMore: boolean;
}

export interface PickerList<T extends { id: number }> {
  items: T[];
  hasMore: boolean;
}

export function mergePage<T extends { id: number }>(
  shown: PickerList<T> | null,
  page: PickerPage<T>,
  replace: boolean,
): PickerList<T> {
  const base = replace || !shown ? [] : shown.items;
  const seen = new Set(base.map((item) => item.id));
  // A row may move to the next page while the list is read (a product saved meanwhile): keep its first place.
  const added = page.data.filter((item) => !seen.has(item.id) && seen.add(item.id));
  return { items: [...base, ...added], hasMore: page.hasMore };
}
