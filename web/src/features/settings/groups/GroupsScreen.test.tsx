import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { grant, meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ResourceScreen } from '../../../components/resources/ResourceScreen.tsx';
import { GROUPS_SCREEN } from './groupsConfig.tsx';

const loc = (locationId: number, name: string) => ({
  __typename: 'LocationRef',
  locationId,
  name,
  code: name.slice(0, 2),
});
const group = (id: number, name: string, locations = [loc(1, 'Downtown')]) => ({
  __typename: 'SettingsGroup',
  id,
  name,
  version: 1,
  locations,
});
const page = (rows: ReturnType<typeof group>[], total = rows.length) => ({
  data: { settingsGroups: { __typename: 'GroupPage', total, page: 0, rowsPerPage: 25, rows } },
});
const choices = {
  data: {
    locations: [
      { __typename: 'LocationLookup', locationId: 1, name: 'Downtown', code: 'DT', groupId: null, groupName: null },
      { __typename: 'LocationLookup', locationId: 2, name: 'Mall', code: 'ML', groupId: null, groupName: null },
    ],
  },
};

function setup(url = '/settings/groups', me = meFixture(), rows = [group(1, 'Central'), group(2, 'Florida')]) {
  const detail = (v: Record<string, unknown>) => ({ data: { settingsGroup: rows.find((r) => r.id === v.id) } });
  const removal = (v: Record<string, unknown>) => ({
    data: { deleteGroups: { __typename: 'RemoveResult', removed: (v.ids as number[]).length, message: 'ok' } },
  });
  const fake = fakeClient({
    Me: { data: meResult(me) },
    SettingsGroups: page(rows),
    LocationChoices: choices,
    SettingsGroup: detail,
    DeleteGroups: removal,
    CreateGroup: { data: { createGroup: group(3, 'New') } },
  });
  const utils = renderWithProviders(<ResourceScreen config={GROUPS_SCREEN} />, { url, client: fake.client });
  return { ...utils, calls: fake.calls };
}

describe('Groups (the admin pattern)', () => {
  it('lists the page from the server with its sub-table', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/settings/groups?page=1&rows=10&q=cen');
    expect(await screen.findByRole('row', { name: 'Central' })).toBeTruthy();
    expect(calls.find((c) => c.name === 'SettingsGroups')?.variables).toMatchObject({
      page: 1,
      rowsPerPage: 10,
      search: 'cen',
      sort: 'NAME',
      order: 'ASC',
    });
    await user.click(screen.getByRole('button', { name: 'Show the sub-table of Central' }));
    const sub = screen.getByRole('region', { name: 'Central' });
    expect(within(sub).getByText('Downtown')).toBeTruthy();
  });

  it('shows the empty text', async () => {
    setup('/settings/groups', meFixture(), []);
    expect(await screen.findByText('There are no groups')).toBeTruthy();
  });

  it('hides add and removal without the permissions, and does not open rows without detail view', async () => {
    const user = userEvent.setup();
    const viewOnly = meFixture({ permissionBits: grant([]) });
    const { currentUrl } = setup('/settings/groups', viewOnly);
    await user.click(await screen.findByRole('row', { name: 'Central' }));
    expect(screen.queryByRole('button', { name: 'Add Group' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select Central' })).toBeNull();
    expect(currentUrl()).not.toContain('mode=edit');
  });

  it('asks before removing several rows, removes them and says so in the plural', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Central' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Florida' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to remove selected items?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The groups have been successfully deleted')).toBeTruthy();
    expect(calls.find((c) => c.name === 'DeleteGroups')?.variables).toEqual({ ids: [1, 2] });
    // The current page is fetched again.
    await waitFor(() => expect(calls.filter((c) => c.name === 'SettingsGroups').length).toBeGreaterThan(1));
  });

  it('asks the singular question for one row', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Central' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (1)' }));
    expect(await screen.findByRole('alertdialog', { name: 'Are you sure you want to remove the item?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens a row in edit mode through the URL', async () => {
    const user = userEvent.setup();
    const { currentUrl } = setup('/settings/groups?page=0&q=c');
    await user.click(await screen.findByRole('row', { name: 'Central' }));
    expect(currentUrl()).toBe('/settings/groups?q=c&mode=edit&id=1');
    expect(await screen.findByRole('heading', { name: 'Central' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Central');
  });

  it('flags the Basic Tab and asks to fill the required fields on an invalid save', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/settings/groups?mode=new');
    expect(await screen.findByRole('heading', { name: 'New Group' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '  Fresh  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Please fill all the required fields' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(screen.getByText('Select at least one location.')).toBeTruthy();
    // The page is accessible again once the dialog's modal focus trap lets go (tabster, async).
    expect((await screen.findByRole('tab', { name: /Basic Tab/ })).getAttribute('aria-description')).toContain(
      'has errors',
    );
    expect(calls.some((c) => c.name === 'CreateGroup')).toBe(false);
  });

  it('saves a new group with the name trimmed and returns to the table', async () => {
    const user = userEvent.setup();
    const { calls, currentUrl } = setup('/settings/groups?mode=new');
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), '  Fresh  ');
    await user.click(screen.getByRole('checkbox', { name: 'Mall' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The group has been successfully saved')).toBeTruthy();
    expect(calls.find((c) => c.name === 'CreateGroup')?.variables).toEqual({
      input: { name: 'Fresh', locationIds: [2] },
    });
    expect(currentUrl()).toBe('/settings/groups');
  });
});
