import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { intFilters } from './listUrl.ts';
import { useResourceUrlState } from './useResourceUrlState.ts';

const roles = intFilters(['roleId']);

function setup(url: string) {
  const [path = '/', search = ''] = url.split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  const hook = renderHook(() => useResourceUrlState(roles, 'NAME'), { wrapper });
  return { ...hook, location, last: () => location.history?.at(-1) ?? '' };
}

describe('useResourceUrlState (spec/3 §4 paging rules in the URL)', () => {
  it('keeps search and filters when the page changes', () => {
    const { result, last } = setup('/settings/users?q=mia&roleId=3');
    act(() => result.current.setPage(2));
    expect(last()).toBe('/settings/users?page=2&q=mia&roleId=3');
    expect(result.current.list).toMatchObject({ page: 2, search: 'mia', filters: { roleId: 3 } });
  });

  it('goes back to page 0 on rows per page, search, filter and sort changes', () => {
    const { result, last } = setup('/settings/users?page=3&q=mia');
    act(() => result.current.setRowsPerPage(50));
    expect(last()).toBe('/settings/users?rows=50&q=mia');
    act(() => result.current.setPage(1));
    act(() => result.current.setFilter('roleId', 2));
    expect(last()).toBe('/settings/users?rows=50&q=mia&roleId=2');
    act(() => result.current.setPage(1));
    act(() => result.current.setSearch('noah'));
    expect(result.current.list.page).toBe(0);
    act(() => result.current.setPage(1));
    act(() => result.current.setSort('EMAIL'));
    expect(last()).toBe('/settings/users?rows=50&q=noah&sort=EMAIL&order=asc&roleId=2');
  });

  it('opens new and edit modes and returns to the table with the list kept', () => {
    const { result, last } = setup('/settings/groups?page=1');
    act(() => result.current.openEdit(7));
    expect(last()).toBe('/settings/groups?page=1&mode=edit&id=7');
    expect(result.current).toMatchObject({ mode: 'edit', id: 7 });
    act(() => result.current.toTable());
    expect(last()).toBe('/settings/groups?page=1');
    act(() => result.current.openNew());
    expect(result.current.mode).toBe('new');
  });

  it('a tenant switch returns to the table on page 0 without search or filters', () => {
    const { result, last } = setup('/settings/users?page=4&rows=10&q=x&roleId=2&mode=edit&id=3');
    act(() => result.current.resetForTenant());
    expect(last()).toBe('/settings/users?rows=10');
  });
});
