import { encodePermissions, NO_PERMISSIONS, permissionSet } from '@marquee/core/permissions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ClubListPage, type ClubListPageProps } from './ClubListPage.tsx';

type Row = { id: number; name: string };
const ALL = permissionSet(
  encodePermissions({ 23: ['view', 'add', 'updateAndExecute', 'remove', 'removeMultiple'] }),
  7,
  23,
);
const paging = {
  search: '',
  page: 0,
  rowsPerPage: 25,
  total: 1,
  sort: null,
  order: 'asc' as const,
  onSort: vi.fn(),
  onSearch: vi.fn(),
  onPage: vi.fn(),
  onRowsPerPage: vi.fn(),
};
const props = (over: Partial<ClubListPageProps<Row>> = {}): ClubListPageProps<Row> => ({
  title: 'club.lightningDeals.title',
  empty: 'club.lightningDeals.empty',
  addLabel: 'club.lightningDeals.new',
  locations: [{ code: 'DT', name: 'Downtown' }],
  code: 'DT',
  onLocation: vi.fn(),
  rows: [{ id: 4, name: 'Flash' }],
  failed: false,
  columns: [{ key: 'name', header: 'club.deal.name', cell: (r) => r.name }],
  rowName: (r) => r.name,
  permissions: ALL,
  onAdd: vi.fn(),
  onEdit: vi.fn(),
  onRemove: vi.fn(async () => {}),
  editor: null,
  paging,
  ...over,
});

describe('ClubListPage', () => {
  it('asks for a location first, then shows loading, empty and error states', () => {
    const { rerender } = renderWithProviders(<ClubListPage {...props({ code: null, rows: undefined })} />);
    expect(screen.getByText('Choose a location to see its list.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New lightning deal' })).toBeNull();
    rerender(<ClubListPage {...props({ rows: [] })} />);
    expect(screen.getByText('There are no lightning deals at this location')).toBeTruthy();
    rerender(<ClubListPage {...props({ rows: undefined, failed: true })} />);
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });

  it('edits and removes a row after confirming', async () => {
    const user = userEvent.setup();
    const p = props();
    renderWithProviders(<ClubListPage {...p} />);
    await user.click(screen.getByRole('button', { name: 'Edit Flash' }));
    expect(p.onEdit).toHaveBeenCalledWith({ id: 4, name: 'Flash' });
    await user.click(screen.getByRole('button', { name: 'Remove Flash' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove Flash?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(p.onRemove).toHaveBeenCalledWith([{ id: 4, name: 'Flash' }]);
  });

  it('removes the selected rows in one call after the many-rows confirmation', async () => {
    const user = userEvent.setup();
    const rows = [
      { id: 4, name: 'Flash' },
      { id: 5, name: 'Dusk' },
      { id: 6, name: 'Noon' },
    ];
    const p = props({ rows, paging: { ...paging, total: 3 } });
    renderWithProviders(<ClubListPage {...p} />);
    expect(screen.queryByRole('button', { name: /Remove selected/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Flash' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Noon' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to remove selected items?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(p.onRemove).toHaveBeenCalledWith([rows[0], rows[2]]);
    expect(await screen.findByRole('checkbox', { name: 'Select Flash' })).toHaveProperty('checked', false);
  });

  it('says when nothing matches the search, and pages', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <ClubListPage {...props({ rows: [], paging: { ...paging, search: 'zzz', total: 0 } })} />,
    );
    expect(screen.getByText('Nothing here matches the search.')).toBeTruthy();
    const onPage = vi.fn();
    rerender(<ClubListPage {...props({ paging: { ...paging, total: 60, onPage } })} />);
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('offers no removal for a list that removes nothing, whatever the role grants', () => {
    renderWithProviders(<ClubListPage {...props({ onRemove: undefined })} />);
    expect(screen.getByRole('button', { name: 'Edit Flash' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Flash' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select Flash' })).toBeNull();
  });

  it('hides what the permissions deny', () => {
    renderWithProviders(<ClubListPage {...props({ permissions: NO_PERMISSIONS })} />);
    expect(screen.queryByRole('button', { name: 'New lightning deal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Flash' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Flash' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select Flash' })).toBeNull();
  });

  it('sorts by the columns the list sorts by, and shows the sorted one', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    const columns = [
      { key: 'name', header: 'club.deal.name' as const, cell: (r: Row) => r.name },
      { key: 'offering', header: 'club.deal.offering' as const, cell: () => 'Lane' },
    ];
    const sorted = { ...paging, sort: 'name', order: 'desc' as const, onSort, sortable: ['name'] };
    renderWithProviders(<ClubListPage {...props({ columns, paging: sorted })} />);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name.getAttribute('aria-sort')).toBe('descending');
    await user.click(within(name).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith('name');
    expect(within(screen.getByRole('columnheader', { name: 'Offering' })).queryByRole('button')).toBeNull();
  });
});
