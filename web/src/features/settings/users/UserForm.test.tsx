import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { permissionSet } from '@marquee/core/permissions';
import { describe, expect, it, vi } from 'vitest';
import type { UserDetailFieldsFragment } from '../../../generated/graphql.ts';
import { grant } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import type { UserField } from '@marquee/core/settings/validation';
import { ResourceForm, type ResourceFormProps } from '../../../components/resources/ResourceForm.tsx';
import { InvitationBar } from './InvitationBar.tsx';
import type { UserLookups } from './UserFields.tsx';
import { dialogKind, type UserValues } from './userForm.ts';
import { USER_FORM } from './usersConfig.tsx';

type UserFormProps = ResourceFormProps<UserDetailFieldsFragment, UserValues, UserLookups, UserField>;
const UserForm = (p: UserFormProps) => <ResourceForm {...p} />;

const ALL = permissionSet(grant([14]), 7, 14);
const loc = (locationId: number, name: string) => ({ locationId, name, code: name.slice(0, 2) });

const user = (over: Partial<UserDetailFieldsFragment> = {}): UserDetailFieldsFragment => ({
  id: 5,
  firstName: 'Mia',
  lastName: 'Lopez',
  email: 'mia@funzone.test',
  phone: '5125550100',
  roleId: 2,
  roleName: 'Cashier',
  roleLocked: false,
  access: false,
  status: 'ACTIVE',
  img: null,
  posPassword: '1234',
  cardId: '',
  startDate: '',
  payrollId: '',
  payRate: '',
  version: 3,
  locations: [loc(1, 'Downtown')],
  masterClients: [{ masterClientId: 1, masterClientName: 'FunZone' }],
  ...over,
});

const props = (over: Partial<UserFormProps> = {}): UserFormProps => ({
  spec: USER_FORM,
  record: null,
  lookups: {
    roles: [
      { value: 1, label: 'Director' },
      { value: 2, label: 'Cashier' },
    ],
    locations: [
      { value: 1, label: 'Downtown' },
      { value: 2, label: 'Mall' },
    ],
  },
  permissions: ALL,
  saving: false,
  onSave: vi.fn(async () => undefined),
  onBack: vi.fn(),
  onRemove: vi.fn(),
  onReload: vi.fn(),
  onDirty: vi.fn(),
  ...over,
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the user dialogs (spec/3 §5)', () => {
  it('uses the full dialog for more than one location', () => {
    expect(dialogKind(user())).toBe('simple');
    expect(dialogKind(user({ locations: [loc(1, 'A'), loc(2, 'B')] }))).toBe('full');
    expect(dialogKind(null)).toBe('simple');
  });

  it('simple dialog: Add stays off until names, e-mail and phone are present and valid', async () => {
    const u = userEvent.setup();
    renderWithProviders(<UserForm {...props()} />);
    await u.type(screen.getByRole('textbox', { name: /First Name/ }), 'Erin');
    await u.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Tester');
    await u.type(screen.getByRole('textbox', { name: /Email/ }), 'erin@');
    // The number takes digits only; the country code is chosen beside it.
    await u.type(screen.getByRole('textbox', { name: /Phone Number/ }), '12a');
    expect((screen.getByRole('textbox', { name: /Phone Number/ }) as HTMLInputElement).value).toBe('12');
    await u.tab();
    expect(screen.getByText('An Invalid E-mail address')).toBeTruthy();
    expect(button('Add').disabled).toBe(true);
    await u.clear(screen.getByRole('textbox', { name: /Email/ }));
    await u.type(screen.getByRole('textbox', { name: /Email/ }), 'erin@funzone.test');
    await u.clear(screen.getByRole('textbox', { name: /Phone Number/ }));
    await u.type(screen.getByRole('textbox', { name: /Phone Number/ }), '5125550100');
    expect(button('Add').disabled).toBe(false);
  });

  it('simple dialog: a new user gets a phone with its country code and locations', async () => {
    const u = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<UserForm {...props({ onSave })} />);
    await u.type(screen.getByRole('textbox', { name: /First Name/ }), 'Nino');
    await u.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Beridze');
    await u.type(screen.getByRole('textbox', { name: /Email/ }), 'nino@funzone.test');
    await u.click(screen.getByRole('combobox', { name: 'Country code' }));
    await u.click(screen.getByRole('option', { name: '+995 GE' }));
    await u.type(screen.getByRole('textbox', { name: /Phone Number/ }), '555123456');
    await u.click(screen.getByRole('combobox', { name: /^Role/ }));
    await u.click(screen.getByRole('option', { name: 'Cashier' }));
    await u.click(screen.getByRole('checkbox', { name: 'Mall' }));
    await u.click(button('Add'));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '995555123456', locationIds: [2], roleId: 2 }),
    );
  });

  it('simple dialog: a number saved without a code reads as +1, and the user’s location is shown checked', () => {
    renderWithProviders(<UserForm {...props({ record: user() })} />);
    expect((screen.getByRole('textbox', { name: /Phone Number/ }) as HTMLInputElement).value).toBe('5125550100');
    expect(screen.getByRole('combobox', { name: 'Country code' }).textContent).toContain('+1');
    expect((screen.getByRole('checkbox', { name: 'Downtown' }) as HTMLInputElement).checked).toBe(true);
  });

  it('simple dialog: empty names show the spec texts, and a missing role asks to fill the required fields', async () => {
    const u = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<UserForm {...props({ record: user({ roleId: null }), onSave })} />);
    await u.clear(screen.getByRole('textbox', { name: /First Name/ }));
    await u.clear(screen.getByRole('textbox', { name: /Last Name/ }));
    await u.tab();
    expect(screen.getByText('First name is required')).toBeTruthy();
    // spec/3 §5: an empty last name gives 'Role is required' (wording as shown).
    expect(screen.getAllByText('Role is required').length).toBeGreaterThan(0);
    await u.type(screen.getByRole('textbox', { name: /First Name/ }), 'Mia');
    await u.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Lopez');
    await u.click(screen.getByRole('switch', { name: 'Access to Club Director' }));
    await u.click(button('Save'));
    expect(await screen.findByRole('alertdialog', { name: 'Please fill all the required fields' })).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps role 1 on its holder', () => {
    renderWithProviders(
      <UserForm {...props({ record: user({ roleId: 1, roleName: 'Director', roleLocked: true }) })} />,
    );
    expect(screen.getByRole('combobox', { name: /Role/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('The role of this user cannot be changed.')).toBeTruthy();
  });

  it('full dialog: an empty POS password turns the Employment Tab red and opens it', async () => {
    const u = userEvent.setup();
    const full = user({ locations: [loc(1, 'Downtown'), loc(2, 'Mall')], posPassword: '' });
    renderWithProviders(<UserForm {...props({ record: full })} />);
    expect(screen.getByRole('tab', { name: /Employment Tab/ })).toBeTruthy();
    await u.click(screen.getByRole('checkbox', { name: 'Mall' }));
    await u.click(button('Save'));
    await u.click(await screen.findByRole('button', { name: 'Ok' }));
    // The page is accessible again once the dialog's modal focus trap lets go (tabster, async).
    const tab = await screen.findByRole('tab', { name: /Employment Tab/ });
    expect(tab.getAttribute('aria-description')).toContain('has errors');
    expect(screen.getByText('Field is required')).toBeTruthy();
  });

  it('shows a held location that is disabled now checked and marked, and the server refusing a new one under the locations', async () => {
    const u = userEvent.setup();
    const locations = [
      { value: 1, label: 'Downtown' },
      { value: 9, label: 'Airport (disabled)' },
    ];
    const text = 'This location is disabled: choose an enabled location.';
    const onSave = vi.fn(async () => {
      throw new CombinedGraphQLErrors({
        errors: [{ message: text, extensions: { code: 'BAD_USER_INPUT', fields: { locationIds: text } } }],
      });
    });
    const held = user({ locations: [loc(1, 'Downtown'), loc(9, 'Airport')], posPassword: '1234' });
    renderWithProviders(<UserForm {...props({ record: held, onSave, lookups: { ...props().lookups, locations } })} />);
    expect((screen.getByRole('checkbox', { name: 'Airport (disabled)' }) as HTMLInputElement).checked).toBe(true);
    await u.clear(screen.getByRole('textbox', { name: /First Name/ }));
    await u.type(screen.getByRole('textbox', { name: /First Name/ }), 'Maya');
    await u.click(button('Save'));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ locationIds: [1, 9] }));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('sends the changed values through the one mapper', async () => {
    const u = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<UserForm {...props({ record: user(), onSave })} />);
    await u.clear(screen.getByRole('textbox', { name: /First Name/ }));
    await u.type(screen.getByRole('textbox', { name: /First Name/ }), '  Maya ');
    await u.click(button('Save'));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ firstName: '  Maya ', lastName: 'Lopez' }));
  });

  it('shows Sending while an invitation is resent', async () => {
    const u = userEvent.setup();
    const onResend = vi.fn();
    const { rerender } = renderWithProviders(<InvitationBar sending={false} onResend={onResend} />);
    await u.click(screen.getByRole('button', { name: 'Resend invitation' }));
    expect(onResend).toHaveBeenCalled();
    rerender(<InvitationBar sending onResend={onResend} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend invitation' }).textContent).toBe('Sending'));
  });

  it('a viewer without the edit flag sees the user read-only, without Save or the resend button', () => {
    const viewOnly = permissionSet(grant([]), 7, 14);
    renderWithProviders(<UserForm {...props({ record: user({ status: 'INVITED' }), permissions: viewOnly })} />);
    expect(screen.getByText('You can view this record but not change it')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /First Name/ }).hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('switch', { name: 'Access to Club Director' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend invitation' })).toBeNull();
  });
});
