import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { NewGuestContainer } from './NewGuestContainer.tsx';

const ANA = {
  __typename: 'DuplicateGuest',
  id: 3,
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@x.test',
  phone: '',
  reason: 'EMAIL',
};
const created = {
  data: {
    createDeskGuest: {
      __typename: 'CreateDeskGuestResult',
      message: 'Guest Anna Lopes created.',
      guest: {
        __typename: 'BookingGuest',
        id: 9,
        firstName: 'Anna',
        lastName: 'Lopes',
        email: 'anna@x.test',
        phone: '',
      },
    },
  },
};

function renderForm(answers: Parameters<typeof fakeClient>[0]) {
  const fake = fakeClient(answers);
  const onPicked = vi.fn();
  renderWithProviders(
    <NewGuestContainer locationCode="FZD" today="2026-11-24" onPicked={onPicked} onCancel={() => undefined} />,
    { client: fake.client },
  );
  return { fake, onPicked };
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value } });

describe('NewGuestContainer', () => {
  it("shows core's field messages before asking the server anything", async () => {
    const { fake } = renderForm({});
    fireEvent.click(screen.getByRole('button', { name: 'Create guest' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('Enter an e-mail or a phone number.')).toBeTruthy();
    expect(fake.calls).toEqual([]);
  });

  it('offers a likely duplicate first; "Use this guest" picks it and creates nothing', async () => {
    const { fake, onPicked } = renderForm({
      BookingDuplicateGuests: { data: { bookingDuplicateGuests: [ANA] } },
    });
    type('First name', 'Anna');
    type('Last name', 'Lopes');
    type('E-mail', 'ana@x.test');
    fireEvent.click(screen.getByRole('button', { name: 'Create guest' }));
    expect(await screen.findByText('This guest may already exist')).toBeTruthy();
    expect(screen.getByText(/Ana Lopez ana@x\.test \(same e-mail\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use this guest' }));
    expect(onPicked).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    expect(fake.calls.map((c) => c.name)).toEqual(['BookingDuplicateGuests']);
  });

  it('creates a new guest when none of them is the one, with one key for every click', async () => {
    const { fake, onPicked } = renderForm({
      BookingDuplicateGuests: { data: { bookingDuplicateGuests: [ANA] } },
      CreateDeskGuest: created,
    });
    type('First name', 'Anna');
    type('Last name', 'Lopes');
    type('E-mail', 'anna@x.test');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Agrees to marketing e-mail and SMS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create guest' }));
    const anyway = await screen.findByRole('button', { name: 'None of these: create a new guest' });
    fireEvent.click(anyway);
    fireEvent.click(anyway);
    await waitFor(() => expect(onPicked).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    const creates = fake.calls.filter((c) => c.name === 'CreateDeskGuest');
    expect(creates.length).toBeGreaterThan(0);
    const input = creates[0]!.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({
      firstName: 'Anna',
      lastName: 'Lopes',
      email: 'anna@x.test',
      marketingOptIn: true,
      locationCode: 'FZD',
    });
    expect(new Set(creates.map((c) => (c.variables.input as { idempotencyKey: string }).idempotencyKey)).size).toBe(1);
  });

  it("shows the server's field message under its field", async () => {
    renderForm({
      BookingDuplicateGuests: { data: { bookingDuplicateGuests: [] } },
      CreateDeskGuest: {
        errors: [
          {
            message: 'A guest with this e-mail already exists.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { email: 'A guest with this e-mail already exists.' },
              fieldKeys: { email: { key: 'deskGuests.error.emailTaken' } },
            },
          },
        ],
      },
    });
    type('First name', 'Anna');
    type('Last name', 'Lopes');
    type('E-mail', 'anna@x.test');
    fireEvent.click(screen.getByRole('button', { name: 'Create guest' }));
    expect(await screen.findByText('A guest with this e-mail already exists.')).toBeTruthy();
  });
});
