import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { permissionSet } from '@marquee/core/permissions';
import type { DirectorUserField } from '@marquee/core/settings/validation';
import { describe, expect, it, vi } from 'vitest';
import { ResourceForm, type ResourceFormProps } from '../../../components/resources/ResourceForm.tsx';
import type { DirectorUserRowFragment } from '../../../generated/graphql.ts';
import { grant } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import type { DirectorUserLookups } from './DirectorUserFields.tsx';
import type { DirectorUserValues } from './directorUserForm.ts';
import { DIRECTOR_USER_FORM } from './directorUsersConfig.tsx';

type Props = ResourceFormProps<DirectorUserRowFragment, DirectorUserValues, DirectorUserLookups, DirectorUserField>;

const props = (over: Partial<Props> = {}): Props => ({
  spec: DIRECTOR_USER_FORM,
  record: null,
  lookups: { roles: [{ value: 2, label: 'Manager' }], locations: [{ value: 1, label: 'Downtown' }] },
  permissions: permissionSet(grant([15]), 7, 15),
  saving: false,
  onSave: vi.fn(async () => undefined),
  onBack: vi.fn(),
  onRemove: vi.fn(),
  onReload: vi.fn(),
  onDirty: vi.fn(),
  ...over,
});

const ava: DirectorUserRowFragment = {
  id: 9,
  firstName: 'Ava',
  lastName: 'Sanchez',
  email: 'ava@funzone.test',
  phone: '5',
  version: 1,
  role: { roleId: 2, roleName: 'Manager' },
  location: null,
};

describe('Director Users form', () => {
  it('add mode: an invalid save flags every required field and the Basic Tab', async () => {
    const u = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<ResourceForm {...props({ onSave })} />, { url: '/settings/users-director?mode=new' });
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

  it('without the edit flag the form is read-only, says so and has no Save; without remove no Remove', () => {
    const viewOnly = permissionSet(grant([]), 7, 15);
    renderWithProviders(<ResourceForm {...props({ record: ava, permissions: viewOnly })} />);
    expect(screen.getByRole('heading', { name: 'Ava Sanchez' })).toBeTruthy();
    expect(screen.getByText('You can view this record but not change it')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /First Name/ }).hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('combobox', { name: /Role/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
