import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { encodePermissions } from '@marquee/core/permissions';
import { type FakeAnswer, fakeClient } from '../../../test/fakeClient.ts';
import { meFixture, meResult } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { GuestsContainer } from './GuestsContainer.tsx';

const guest = {
  __typename: 'Guest',
  id: 5,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@guests.test',
  phone: '15125550100',
  homeLocation: 'Downtown',
  visits: 12,
  bookings: 3,
  spendCents: 45678,
  lastVisit: '2026-11-20',
  notesCount: 1,
  tags: [{ __typename: 'GuestTagRef', id: 1, name: 'VIP' }],
};
const note = (id: number, text: string) => ({
  __typename: 'GuestNote',
  id,
  guestId: 5,
  text,
  authorName: 'Dana Director',
  createdAt: '2026-11-24T09:30:00.000Z',
});

/** The fake server's notes of guest 5, newest first; each test starts from one. */
let notes: ReturnType<typeof note>[] = [];
const detailAnswer: FakeAnswer = () => ({ data: { guest: { __typename: 'GuestDetail', guest, notes: [...notes] } } });
const addAnswer: FakeAnswer = (v) => {
  const added = note(2, String(v.text));
  notes.unshift(added);
  return {
    data: { addGuestNote: { __typename: 'AddGuestNoteResult', note: added, message: 'The note has been added' } },
  };
};

function setup(url: string, permissionBits?: string) {
  notes = [note(1, 'Prefers lane 4')];
  const fake = fakeClient({
    Me: { data: meResult(permissionBits ? { ...meFixture(), permissionBits } : meFixture()) },
    Guests: { data: { guests: { __typename: 'GuestPage', rows: [guest], total: 1, page: 0, rowsPerPage: 25 } } },
    GuestDetail: detailAnswer,
    AddGuestNote: addAnswer,
  });
  renderWithProviders(<GuestsContainer />, { url, client: fake.client });
  return fake.calls;
}

/** The grid row holding `text` (a name query over every row's cells is slow in jsdom). */
async function rowOf(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text)).closest<HTMLElement>('[role="row"]')!;
}

describe('Guests', () => {
  it('shows each guest’s visits, bookings and spend', async () => {
    setup('/marketing/guests');
    const row = await rowOf('Lovelace, Ada');
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('$456.78')).toBeTruthy();
    expect(within(row).getByText('Nov 20, 2026')).toBeTruthy();
  });

  it('opens a guest’s notes and adds one, newest first with its author', async () => {
    const user = userEvent.setup();
    const calls = setup('/marketing/guests');
    await user.click(await rowOf('Lovelace, Ada'));
    expect(await screen.findByText('Prefers lane 4')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Birthday on Saturday');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('The note has been added')).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Birthday on Saturday');
    expect(items[0]!.textContent).toContain('Dana Director');
    expect(calls.find((c) => c.name === 'AddGuestNote')?.variables).toEqual({
      guestId: 5,
      text: 'Birthday on Saturday',
    });
  });

  it('offers no note form without ADD on the guests screen', async () => {
    setup('/marketing/guests?mode=edit&id=5', encodePermissions({ 112: ['view', 'detailView'] }));
    expect(await screen.findByText('Prefers lane 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });
});
