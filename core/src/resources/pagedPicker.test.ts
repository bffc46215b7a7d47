import { describe, expect, it } from 'vitest';
import { mergePage } from './pagedPicker.ts';

const rows = (...ids: number[]) => ids.map((id) => ({ id, name: `P${id}` }));

describe('mergePage', () => {
  it('appends a page, dropping ids already shown, and keeps the newest hasMore', () => {
    const first = mergePage(null, { data: rows(1, 2, 3), hasMore: true }, false);
    const second = mergePage(first, { data: rows(3, 4), hasMore: false }, false);
    expect(second).toEqual({ items: rows(1, 2, 3, 4), hasMore: false });
  });

  it('replaces the list on a new search', () => {
    const shown = mergePage(null, { data: rows(1, 2), hasMore: true }, false);
    expect(mergePage(shown, { data: rows(7, 7, 8), hasMore: true }, true)).toEqual({
      items: rows(7, 8),
      hasMore: true,
    });
  });
});
