import { describe, expect, it } from 'vitest';
import { mergeById } from './pagedPicker.ts';

const rows = (...ids: number[]) => ids.map((id) => ({ id, name: `P${id}` }));
const id = (row: { id: number }) => row.id;

describe('mergeById', () => {
  it('appends a page, dropping ids already shown, in their first place', () => {
    expect(mergeById(rows(1, 2, 3), rows(3, 4), id)).toEqual(rows(1, 2, 3, 4));
  });

  it('drops an id repeated within one page', () => {
    expect(mergeById([], rows(7, 7, 8), id)).toEqual(rows(7, 8));
  });
});
