import { encodePermissions, NO_PERMISSIONS, permissionSet } from '@marquee/core/permissions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ClubListPage, type ClubListPageProps } from './ClubListPage.tsx';

type Row = { id: number; name: string };
const ALL = permissionSet(encodePermissions({ 23: ['view', 'add', 'updateAndExecute', 'remove'] }), 7, 23);
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
    expect(p.onRemove).toHaveBeenCalledWith({ id: 4, name: 'Flash' });
  });

  it('hides what the permissions deny', () => {
    renderWithProviders(<ClubListPage {...props({ permissions: NO_PERMISSIONS })} />);
    expect(screen.queryByRole('button', { name: 'New lightning deal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Flash' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Flash' })).toBeNull();
  });
});
