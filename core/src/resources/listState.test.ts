import { describe, expect, it } from 'vitest';
import {
  initialListState,
  pageAfterRemoval,
  resetForMasterClient,
  toPagedQuery,
  withFilter,
  withPage,
  withRowsPerPage,
  withSearch,
  withSort,
} from './listState.ts';
import { removeConfirmKey, removedKey, screenPermission } from './screens.ts';

const start = () => withPage(withSearch(initialListState({ roleId: null as number | null }), 'mia'), 3);

describe('list state (spec/3 §4)', () => {
  it('starts on page 0 with 25 rows', () => {
    expect(initialListState({})).toMatchObject({ page: 0, rowsPerPage: 25, search: '' });
  });
  it('keeps search and filters when the page changes', () => {
    const s = withPage(withFilter(start(), 'roleId', 4), 2);
    expect(s).toMatchObject({ page: 2, search: 'mia', filters: { roleId: 4 } });
  });
  it('goes back to page 0 when rows per page, search, a filter or the sort change', () => {
    expect(withRowsPerPage(start(), 50)).toMatchObject({ page: 0, rowsPerPage: 50, search: 'mia' });
    expect(withSearch(start(), 'noah').page).toBe(0);
    expect(withFilter(start(), 'roleId', 2).page).toBe(0);
    expect(withSort(start(), 'name').page).toBe(0);
  });
  it('does not move when the search or filter is unchanged', () => {
    expect(withSearch(start(), ' mia ').page).toBe(3);
    expect(withFilter(start(), 'roleId', null).page).toBe(3);
  });
  it('flips the order on the same column', () => {
    const once = withSort(start(), 'name');
    expect(once.order).toBe('asc');
    expect(withSort(once, 'name').order).toBe('desc');
    expect(withSort(withSort(once, 'name'), 'email').order).toBe('asc');
  });
  it('reloads from page 0 on a master client change', () => {
    expect(resetForMasterClient(start(), { roleId: null })).toMatchObject({ page: 0, search: '', rowsPerPage: 25 });
  });
  it('stays on the page after a mass delete unless it emptied the last page', () => {
    expect(pageAfterRemoval({ page: 1, rowsPerPage: 25 }, 60, 5)).toBe(1);
    expect(pageAfterRemoval({ page: 2, rowsPerPage: 25 }, 51, 1)).toBe(1);
    expect(pageAfterRemoval({ page: 0, rowsPerPage: 25 }, 3, 3)).toBe(0);
  });
  it('turns into the REST query', () => {
    expect(toPagedQuery(withSort(withFilter(start(), 'roleId', 4), 'email'))).toEqual({
      page: '0',
      rowsPerPage: '25',
      search: 'mia',
      sort: 'email',
      order: 'asc',
      roleId: '4',
    });
  });
});

describe('settings texts and permissions', () => {
  it('says group or groups by count', () => {
    expect(removedKey('groups', 1)).toBe('settings.groups.deleted.one');
    expect(removedKey('groups', 3)).toBe('settings.groups.deleted.other');
    expect(removeConfirmKey(2)).toBe('settings.removeMany');
  });
  it('lists by menu index and acts by screen id', () => {
    expect(screenPermission('groups', 'list')).toEqual([13, 'view']);
    expect(screenPermission('groups', 'add')).toEqual([6, 'add']);
    expect(screenPermission('locations', 'update')).toEqual([13, 'updateAndExecute']);
    expect(screenPermission('directorUsers', 'list')).toEqual([30, 'view']);
    expect(screenPermission('directorUsers', 'remove')).toEqual([15, 'remove']);
    expect(screenPermission('users', 'removeMultiple')).toEqual([14, 'removeMultiple']);
    expect(screenPermission('taxRates', 'list')).toEqual([11, 'view']);
    expect(screenPermission('creditTypes', 'add')).toEqual([5, 'add']);
  });
});
