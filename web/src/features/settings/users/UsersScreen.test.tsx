import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceScreen } from '../../../components/resources/ResourceScreen.tsx';
import { fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { USERS_SCREEN } from './usersConfig.tsx';

const row = (id: number, firstName: string, locations: { locationId: number; name: string; code: string }[]) => ({
  __typename: 'SettingsUser',
  id,
  firstName,
  lastName: 'Lopez',
  email: `${firstName.toLowerCase()}@funzone.test`,
  phone: '5125550100',
  roleId: 2,
  roleName: 'Cashier',
  access: true,
  status: 'ACTIVE',
  version: 1,
  locations: locations.map((l) => ({ __typename: 'LocationRef', ...l })),
});

function setup(url = '/settings/users') {
  const rows = [row(1, 'Mia', [{ locationId: 1, name: 'Downtown', code: 'DT' }]), row(2, 'Noa', [])];
  const fake = fakeClient({
    Me: { data: meResult(meFixture()) },
    SettingsUsers: { data: { settingsUsers: { __typename: 'UserPage', total: 2, page: 0, rowsPerPage: 25, rows } } },
    RoleChoices: { data: { roleOptions: [] } },
    LocationChoices: {
      data: {
        locations: [
          { __typename: 'LocationLookup', locationId: 1, name: 'Downtown', code: 'DT', groupId: null, groupName: null },
          { __typename: 'LocationLookup', locationId: 2, name: 'Mall', code: 'ML', groupId: null, groupName: null },
        ],
      },
    },
  });
  return {
    ...renderWithProviders(<ResourceScreen config={USERS_SCREEN} />, { url, client: fake.client }),
    calls: fake.calls,
  };
}

describe('Users (on the resource wing)', () => {
  it('sorts by name, e-mail, phone and role on the server', async () => {
    const user = userEvent.setup();
    const { calls, currentUrl } = setup();
    await screen.findByRole('row', { name: 'Mia Lopez' });
    for (const [label, sort] of [
      ['Email', 'EMAIL'],
      ['Phone', 'PHONE'],
      ['Role', 'ROLE'],
      ['Name', 'NAME'],
    ] as const) {
      await user.click(within(screen.getByRole('columnheader', { name: label })).getByRole('button'));
      await waitFor(() =>
        expect(calls.filter((c) => c.name === 'SettingsUsers').at(-1)?.variables).toMatchObject({ sort }),
      );
    }
    expect(currentUrl()).toBe('/settings/users');
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('offers the locations sub-table only for users with locations', async () => {
    setup();
    await screen.findByRole('row', { name: 'Mia Lopez' });
    expect(screen.getByRole('button', { name: 'Show the sub-table of Mia Lopez' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show the sub-table of Noa Lopez' })).toBeNull();
  });

  it('filters by location on the server and keeps the filter in the URL', async () => {
    const user = userEvent.setup();
    const { calls, currentUrl } = setup();
    await screen.findByRole('row', { name: 'Mia Lopez' });
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'Mall' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'SettingsUsers').at(-1)?.variables).toMatchObject({ locationId: 2 }),
    );
    expect(currentUrl()).toBe('/settings/users?locationId=2');
  });

  it('reads the location filter from the URL', async () => {
    const { calls } = setup('/settings/users?locationId=1&roleId=2');
    await screen.findByRole('row', { name: 'Mia Lopez' });
    expect(calls.find((c) => c.name === 'SettingsUsers')?.variables).toMatchObject({ locationId: 1, roleId: 2 });
  });
});
