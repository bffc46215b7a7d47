import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { CustomersPage, type CustomersPageProps } from './CustomersPage.tsx';
import type { CustomerRow } from './customerTypes.ts';
import { NewCustomerDialog } from './NewCustomerDialog.tsx';

const row: CustomerRow = {
  masterClientId: 7,
  name: 'Laser Planet',
  country: 'US',
  timeZone: 'America/Denver',
  currency: 'USD',
  locations: 0,
  directorName: 'Dana Reyes',
  directorEmail: 'dana@laserplanet.test',
  invitation: 'EXPIRED',
};
const props = (over: Partial<CustomersPageProps> = {}): CustomersPageProps => ({
  rows: [
    row,
    {
      ...row,
      masterClientId: 1,
      name: 'FunZone Entertainment',
      invitation: 'NONE',
      directorName: '',
      directorEmail: '',
    },
  ],
  total: 2,
  loading: false,
  failed: false,
  search: '',
  page: 0,
  rowsPerPage: 25,
  resending: null,
  onSearch: vi.fn(),
  onPage: vi.fn(),
  onRowsPerPage: vi.fn(),
  onNew: vi.fn(),
  onResend: vi.fn(),
  ...over,
});

describe('CustomersPage', () => {
  it('lists customers with their director and invitation; resends only a pending or expired one', async () => {
    const p = props();
    renderWithProviders(<CustomersPage {...p} />);
    expect(screen.getByText('Laser Planet')).toBeTruthy();
    expect(screen.getByText('dana@laserplanet.test')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    const resend = screen.getAllByRole('button', { name: /Resend invitation/ });
    expect(resend).toHaveLength(1);
    await userEvent.click(resend[0]!);
    expect(p.onResend).toHaveBeenCalledWith(row);
    await userEvent.click(screen.getByRole('button', { name: 'New customer' }));
    expect(p.onNew).toHaveBeenCalled();
  });

  it('says when nothing matches, and when the list failed', () => {
    const { unmount } = renderWithProviders(<CustomersPage {...props({ rows: [], total: 0 })} />);
    expect(screen.getByText('No customers match.')).toBeTruthy();
    unmount();
    renderWithProviders(<CustomersPage {...props({ rows: undefined, failed: true })} />);
    expect(screen.getByRole('alert').textContent).toBe('The customers could not be loaded.');
  });
});

describe('NewCustomerDialog', () => {
  it('sends what was typed, shows the server field messages and clears one when its field is edited', async () => {
    const onSubmit = vi.fn();
    const onEdit = vi.fn();
    renderWithProviders(
      <NewCustomerDialog
        busy={false}
        errors={{ name: 'A customer with this name already exists.' }}
        onEdit={onEdit}
        onCancel={vi.fn()}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByText('A customer with this name already exists.')).toBeTruthy();
    // change events rather than typing: the form's own logic is under test, not the keyboard.
    const fill = (name: RegExp, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    fill(/Customer name/, 'Laser Planet');
    expect(onEdit).toHaveBeenCalledWith('name');
    fill(/Country/, 'US');
    fill(/^First name/, 'Dana');
    fill(/^Last name/, 'Reyes');
    fill(/E-mail/, 'dana@laserplanet.test');
    await userEvent.click(screen.getByRole('button', { name: 'Open customer' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Laser Planet',
        country: 'US',
        currency: 'USD',
        directorFirstName: 'Dana',
        directorLastName: 'Reyes',
        directorEmail: 'dana@laserplanet.test',
        directorLanguageId: 1,
      }),
    );
  });
});
