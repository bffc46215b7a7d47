import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { TemplatesPage, type TemplatesPageProps } from './TemplatesPage.tsx';

const row = {
  __typename: 'EmailSmsTemplate' as const,
  id: 4,
  locationId: 1,
  languageId: 1,
  name: 'Thank you',
  channel: 'email' as const,
  timeTypeId: 3,
  subject: 'Thanks',
  body: '<p>Hi</p>',
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const props = (over: Partial<TemplatesPageProps> = {}): TemplatesPageProps => ({
  locations: [
    { code: 'FZD', name: 'Downtown' },
    { code: 'FZM', name: 'Mall' },
  ],
  locationCode: 'FZD',
  onLocation: vi.fn(),
  search: '',
  onSearch: vi.fn(),
  rows: [row],
  loadFailed: false,
  timeTypes: new Map([[3, 'After the visit']]),
  page: 0,
  rowsPerPage: 25,
  total: 1,
  onPage: vi.fn(),
  onRowsPerPage: vi.fn(),
  canAdd: true,
  canEdit: true,
  canRemove: true,
  onNew: vi.fn(),
  onEdit: vi.fn(),
  onRemove: vi.fn(),
  ...over,
});

describe('TemplatesPage', () => {
  it('asks for a location before showing anything', () => {
    renderWithProviders(<TemplatesPage {...props({ locationCode: null, rows: undefined })} />);
    expect(screen.getByText('Select any location to see its templates')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
  });

  it('lists the rows with channel and time type, and opens or removes one', async () => {
    const p = props();
    renderWithProviders(<TemplatesPage {...p} />);
    expect(screen.getByRole('cell', { name: 'Thank you' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'E-mail' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'After the visit' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit template: Thank you' }));
    expect(p.onEdit).toHaveBeenCalledWith(4);
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Thank you' }));
    expect(p.onRemove).toHaveBeenCalledWith(row);
  });

  it('hides what the permission bits deny', () => {
    renderWithProviders(<TemplatesPage {...props({ canAdd: false, canEdit: false, canRemove: false })} />);
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit template: Thank you' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove: Thank you' })).toBeNull();
  });

  it('says so when the location has none, and when the load failed', () => {
    const { unmount } = renderWithProviders(<TemplatesPage {...props({ rows: [], total: 0 })} />);
    expect(screen.getByText('There are no templates')).toBeTruthy();
    unmount();
    renderWithProviders(<TemplatesPage {...props({ rows: undefined, loadFailed: true })} />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
  });
});
