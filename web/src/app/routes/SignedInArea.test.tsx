import { ROUTES } from '@marquee/core/routes';
import { SCREENS } from './screens.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ViewerFieldsFragment } from '../../generated/graphql.ts';
import { fakeClient } from '../../test/fakeClient.ts';
import { meFixture, meResult, noSelectorFixture, staffFixture } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SignedInArea } from './SignedInArea.tsx';

function renderAt(url: string, me: ViewerFieldsFragment | null) {
  const fake = fakeClient({
    Me: { data: meResult(me) },
    LogVisit: { data: { logVisit: true } },
    // Owner's Box asks for the setup checklist: a client that is set up shows none.
    SetupChecklist: { data: { setupChecklist: { __typename: 'SetupChecklist', complete: true, items: [] } } },
  });
  return { ...renderWithProviders(<SignedInArea />, { url, client: fake.client }), calls: fake.calls };
}

describe('SignedInArea: route guard wiring', () => {
  it('sends a staff viewer from /settings/users to / and on to the first allowed entry', async () => {
    const { visited, currentUrl } = renderAt('/settings/users', staffFixture());
    expect(await screen.findByRole('heading', { name: 'Booking manager' })).toBeTruthy();
    expect(visited.slice(0, 2)).toEqual(['/', '/club-booking/manager']);
    expect(currentUrl()).toBe('/club-booking/manager');
  });

  it('sends / to the owners box when allowed', async () => {
    const { currentUrl } = renderAt('/', meFixture());
    // The first import of the (lazily loaded) dashboard takes a while under jsdom.
    expect(await screen.findByRole('heading', { name: "Owner's Box" }, { timeout: 20_000 })).toBeTruthy();
    expect(currentUrl()).toBe('/ownersbox');
  });

  it('sends a signed-out visitor to login, remembering the path and query', async () => {
    const { currentUrl } = renderAt('/profile?page=points', null);
    await waitFor(() => expect(currentUrl()).toBe('/auth/login?from=%2Fprofile%3Fpage%3Dpoints'));
  });

  it('sends unknown paths to /', async () => {
    const { visited } = renderAt('/no/such/page', meFixture());
    await screen.findByRole('heading', { name: "Owner's Box" });
    expect(visited[0]).toBe('/');
  });

  it('has a screen for every signed-in route: no placeholder is left', () => {
    const missing = ROUTES.filter((r) => r.access.kind === 'signedIn' && r.path !== '/' && !SCREENS[r.path]);
    expect(missing.map((r) => r.path)).toEqual([]);
  });
});

describe('SignedInArea: customer selector', () => {
  it('shows on a listed path with module 119', async () => {
    renderAt('/ownersbox', meFixture());
    const selector = await screen.findByRole('combobox', { name: 'Customer' });
    expect(selector.textContent).toContain('FunZone');
  });

  it('hides on a path outside the list', async () => {
    renderAt('/calendar', meFixture());
    await screen.findByRole('heading', { name: 'Calendar' });
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
  });

  it('hides without module 119', async () => {
    renderAt('/ownersbox', noSelectorFixture());
    await screen.findByRole('heading', { name: "Owner's Box" });
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
  });
});

describe('SignedInArea: shell', () => {
  it('asks for points of contact while the profile is incomplete, then opens them', async () => {
    const user = userEvent.setup();
    const { currentUrl } = renderAt('/calendar', meFixture({ isProfileCompleted: false }));
    const modal = await screen.findByRole('alertdialog', { name: 'Please fill the Points of Contacts' });
    await user.click(within(modal).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(currentUrl()).toBe('/profile?page=points'));
  });

  it('shows the user menu with name and title, Guest when there is none', async () => {
    renderAt('/calendar', staffFixture());
    expect(await screen.findByRole('button', { name: 'Sam Reyes Guest' })).toBeTruthy();
  });

  it('logs view_bookings when Bookings is picked', async () => {
    const user = userEvent.setup();
    const { calls, currentUrl } = renderAt('/club-booking/manager', staffFixture());
    await user.click(await screen.findByRole('link', { name: 'Bookings' }));
    await waitFor(() => expect(currentUrl()).toBe('/club-booking/bookings'));
    expect(calls).toContainEqual({ name: 'LogVisit', variables: { eventName: 'view_bookings' } });
  });
});
