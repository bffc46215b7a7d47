import { describe, expect, it } from 'vitest';
import { intFilters, NO_FILTERS, readResourceUrl, writeResourceUrl } from './listUrl.ts';

const roles = intFilters(['roleId']);

describe('admin URL state', () => {
  it('reads defaults from an empty query: table mode, page 0, 25 rows', () => {
    expect(readResourceUrl('', NO_FILTERS, 'NAME')).toEqual({
      list: { page: 0, rowsPerPage: 25, search: '', sort: 'NAME', order: 'asc', filters: {} },
      mode: 'table',
      id: null,
    });
  });

  it('round-trips every part of the state and leaves defaults out', () => {
    const search = 'page=2&rows=50&q=mia&sort=EMAIL&order=desc&roleId=4&mode=edit&id=9';
    const state = readResourceUrl(search, roles, 'NAME');
    expect(state).toEqual({
      list: { page: 2, rowsPerPage: 50, search: 'mia', sort: 'EMAIL', order: 'desc', filters: { roleId: 4 } },
      mode: 'edit',
      id: 9,
    });
    expect(writeResourceUrl(state, roles, 'NAME')).toBe(search);
    expect(writeResourceUrl(readResourceUrl('', roles, 'NAME'), roles, 'NAME')).toBe('');
  });

  it('ignores nonsense: edit without an id, rows over the limit, negative pages', () => {
    const state = readResourceUrl('mode=edit&rows=5000&page=-1&roleId=x', roles);
    expect(state.mode).toBe('table');
    expect(state.list.rowsPerPage).toBe(25);
    expect(state.list.page).toBe(0);
    expect(state.list.filters.roleId).toBeNull();
  });

  it('writes new mode without an id', () => {
    const state = { ...readResourceUrl('q=a', NO_FILTERS), mode: 'new' as const };
    expect(writeResourceUrl(state, NO_FILTERS)).toBe('q=a&mode=new');
  });
});
