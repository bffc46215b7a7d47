/**
 * The paged product lists of the pickers (spec/3 §3, §4): each answer is one page with `data` and
 * `hasMore`. A search starts a new list (page 0 replaces), a next page appends, and a product
 * already shown is not shown twice (rows can shift between pages while someone edits).
 *
 * The merge is an Apollo field policy, so the cache stays the only store of the loaded pages.
 */
import type { FieldPolicy, Reference, StoreObject } from '@apollo/client';
import { mergeById, type PagedList } from '@marquee/core/resources/pagedPicker';

/**
 * The field policy of a paged list: lists are kept apart by every argument except `page`; page 0
 * (a new search) replaces, a later page appends de-duplicated by id. Rows are cache references
 * or plain objects; `readField('id')` reads both.
 */
export function pagedListPolicy(): FieldPolicy<PagedList<Reference | StoreObject>> {
  return {
    keyArgs: (args) => Object.keys(args ?? {}).filter((k) => k !== 'page'),
    merge(existing, incoming, { args, readField }) {
      const page = typeof args?.page === 'number' ? args.page : 0;
      if (!existing || page === 0) return incoming;
      const idOf = (row: Reference | StoreObject) => readField('id', row);
      return { ...incoming, data: mergeById(existing.data, incoming.data, idOf) };
    },
  };
}
