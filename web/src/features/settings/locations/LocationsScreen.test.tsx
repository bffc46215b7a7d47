import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceScreen } from '../../../components/resources/ResourceScreen.tsx';
import { LocationChoicesDocument, type LocationChoicesQuery } from '../../../generated/graphql.ts';
import { fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { LOCATIONS_SCREEN } from './locationsConfig.tsx';

const location = (id: number, name: string, enabled: boolean) => ({
  __typename: 'SettingsLocation',
  id,
  name,
  code: name.slice(0, 2).toUpperCase(),
  groupId: null,
  groupName: null,
  storeNumber: '',
  address1: '',
  address2: '',
  city: 'Austin',
  state: 'TX',
  postalCode: '',
  address: 'Austin, TX',
  enabled,
  version: 4,
});

function setup(url = '/settings/locations') {
  const rows = [location(1, 'Downtown', true), location(2, 'Mall', false)];
  const detail = (v: Record<string, unknown>) => ({ data: { settingsLocation: rows.find((r) => r.id === v.id) } });
  const fake = fakeClient({
    Me: { data: meResult(meFixture()) },
    SettingsLocations: {
      data: { settingsLocations: { __typename: 'LocationPage', total: 2, page: 0, rowsPerPage: 25, rows } },
    },
    SettingsLocation: detail,
    GroupChoices: { data: { groupOptions: [] } },
    UpdateLocation: { data: { updateLocation: { ...rows[0], enabled: false, version: 5 } } },
  });
  // A picker read the lookup before: the cached answer a save must drop.
  fake.client.writeQuery({
    query: LocationChoicesDocument,
    data: {
      locations: rows.map((r) => ({
        __typename: 'LocationLookup' as const,
        locationId: r.id,
        name: r.name,
        code: r.code,
        groupId: null,
        groupName: null,
      })),
    },
  });
  const utils = renderWithProviders(<ResourceScreen config={LOCATIONS_SCREEN} />, { url, client: fake.client });
  return { ...utils, calls: fake.calls, client: fake.client };
}

describe('Locations: the enabled flag', () => {
  it('shows the flag as a column', async () => {
    setup();
    const mall = await screen.findByRole('row', { name: /Mall/ });
    expect(within(mall).getByRole('img', { name: 'No' })).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Downtown/ })).getByRole('img', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Enabled' })).toBeTruthy();
  });

  it('filters by status on the server and keeps the filter in the URL', async () => {
    const user = userEvent.setup();
    const { calls, currentUrl } = setup();
    await screen.findByRole('row', { name: /Mall/ });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Disabled' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'SettingsLocations').at(-1)?.variables).toMatchObject({ enabled: false }),
    );
    expect(currentUrl()).toBe('/settings/locations?enabled=off');
  });

  it('reads the status filter from the URL', async () => {
    const { calls } = setup('/settings/locations?enabled=on');
    await screen.findByRole('row', { name: /Mall/ });
    expect(calls.find((c) => c.name === 'SettingsLocations')?.variables).toMatchObject({ enabled: true });
  });

  it('switches a location off in the form, saves the flag and drops the cached location lookup', async () => {
    const user = userEvent.setup();
    const { calls, client } = setup('/settings/locations?mode=edit&id=1');
    expect(client.readQuery<LocationChoicesQuery>({ query: LocationChoicesDocument })?.locations).toHaveLength(2);
    const toggle = await screen.findByRole('switch', { name: 'Enabled' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'UpdateLocation')?.variables).toMatchObject({
        id: 1,
        version: 4,
        input: { enabled: false, city: 'Austin' },
      }),
    );
    await waitFor(() => expect(client.readQuery({ query: LocationChoicesDocument })).toBeNull());
  });
});
