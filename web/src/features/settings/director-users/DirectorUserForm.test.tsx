import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { permissionSet } from '@marquee/core/permissions';
import { describe, expect, it, vi } from 'vitest';
import { grant } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { DirectorUserForm, type DirectorUserFormProps } from './DirectorUserForm.tsx';

const props = (over: Partial<DirectorUserFormProps> = {}): DirectorUserFormProps => ({
  user: null,
  roles: [{ value: 2, label: 'Manager' }],
  locations: [{ value: 1, label: 'Downtown' }],
  permissions: permissionSet(grant([15]), 7, 15),
  saving: false,
  onSave: vi.fn(async () => undefined),
  onBack: vi.fn(),
  onRemove: vi.fn(),
  onReload: vi.fn(),
  ...over,
});

describe('Director Users form', () => {
  it('add mode: an invalid save flags every required field and the Basic Tab', async () => {
    const u = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<DirectorUserForm {...props({ onSave })} />, { url: '/settings/users-director?mode=new' });
    expect(screen.getByRole('heading', { name: 'Add Director User' })).toBeTruthy();
    await u.type(screen.getByRole('textbox', { name: /Phone Number/ }), 'abc');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await u.click(await screen.findByRole('button', { name: 'Ok' }));
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Digits only.')).toBeTruthy();
    // The page is accessible again once the dialog's modal focus trap lets go (tabster, async).
    expect((await screen.findByRole('tab', { name: /Basic Tab/ })).getAttribute('aria-description')).toContain(
      'has errors',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('without the edit flag Save stays off, without the remove flag there is no Remove', async () => {
    const u = userEvent.setup();
    const viewOnly = permissionSet(grant([]), 7, 15);
    const user = {
      id: 9,
      firstName: 'Ava',
      lastName: 'Sanchez',
      email: 'ava@funzone.test',
      phone: '5',
      version: 1,
      role: { roleId: 2, roleName: 'Manager' },
      location: null,
    };
    renderWithProviders(<DirectorUserForm {...props({ user, permissions: viewOnly })} />);
    expect(screen.getByRole('heading', { name: 'Ava Sanchez' })).toBeTruthy();
    await u.type(screen.getByRole('textbox', { name: /First Name/ }), 'x');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
