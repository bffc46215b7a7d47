import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CreateBookingDialog } from './CreateBookingDialog.tsx';

const offering = (
  offeringId: number,
  name: string,
  unitPrice: string,
  minQuantity = 1,
  maxQuantity: number | null = null,
) => ({
  __typename: 'BookingOfferingChoice',
  offeringId,
  productId: offeringId + 100,
  name,
  unitPrice,
  unitCents: Math.round(Number(unitPrice) * 100),
  minQuantity,
  maxQuantity,
});

/** December 2026 at the location: every day open except `closed`. */
const december = (closed: string[]) =>
  Array.from({ length: 31 }, (_v, i) => {
    const date = `2026-12-${String(i + 1).padStart(2, '0')}`;
    return { __typename: 'BookingDayAvailability', date, available: !closed.includes(date) };
  });

// The fake server, by operation name (module level: its keys look like components to the linter).
const ANSWERS: Parameters<typeof fakeClient>[0] = {
  BookingLocationDaysAvailability: (v) => ({
    data: { bookingLocationDaysAvailability: v.month === '2026-12' ? december(['2026-12-05']) : [] },
  }),
  BookingProducts: {
    data: {
      bookingProducts: [
        {
          __typename: 'BookingProduct',
          productId: 9,
          name: 'Bowling',
          priceCents: 2500,
          slotsRemaining: null,
          activities: [
            {
              __typename: 'BookingActivity',
              id: 7,
              name: 'Game',
              resourceName: 'Lane 1',
              priceCents: 2500,
              capacity: 6,
            },
          ],
        },
      ],
    },
  },
  BookingOfferingChoices: {
    data: { bookingOfferingChoices: [offering(1, 'Socks', '3.50'), offering(2, 'Pizza', '12.00', 2, 4)] },
  },
  BookingTimeSlots: (v) => ({
    data: {
      bookingTimeSlots: [
        {
          __typename: 'BookingTimeSlot',
          activityId: 7,
          date: v.date,
          startTime: '10:00',
          startsAt: `${v.date}T10:00:00-06:00`,
          slotsRemaining: 4,
          started: false,
        },
      ],
    },
  }),
  // The server's desk price: $25 a guest, add-ons as sent, code TEN $10 off, deal 5 $5 a guest off.
  BookingDeskQuote: (v) => {
    const input = v.input as {
      guests: number;
      offerings?: { quantity: number; unitPrice: string }[];
      discountCode?: string | null;
      dealId?: number | null;
    };
    if (input.discountCode && input.discountCode !== 'TEN') {
      return { errors: [{ message: 'This discount code is not valid.' }] } as never;
    }
    const listCents = input.guests * 2500;
    const addOnsCents = (input.offerings ?? []).reduce(
      (s, o) => s + o.quantity * Math.round(Number(o.unitPrice) * 100),
      0,
    );
    const discountCents = (input.discountCode ? 1000 : 0) + (input.dealId === 5 ? input.guests * 500 : 0);
    return {
      data: {
        bookingDeskQuote: {
          __typename: 'BookingDeskQuote',
          listCents,
          addOnsCents,
          liveDeal: { __typename: 'BookingLiveDeal', id: 5, name: 'Happy hour', savingCents: input.guests * 500 },
          dealId: input.dealId ?? null,
          discountCode: input.discountCode ?? null,
          discountCents,
          totalCents: listCents + addOnsCents - discountCents,
        },
      },
    };
  },
  BookingHolders: {
    data: {
      bookingHolders: [
        { __typename: 'BookingGuest', id: 3, firstName: 'Ana', lastName: 'Lopez', email: 'ana@x.test', phone: '1' },
      ],
    },
  },
};

/** The dialog over fake answers, on the 1st of December with today the 24th of November unless told. */
function renderDialog(
  answers: Parameters<typeof fakeClient>[0],
  { initialDate = '2026-12-01', today = '2026-11-24' } = {},
) {
  const fake = fakeClient(answers);
  const onCreate = vi.fn(async () => null);
  renderWithProviders(
    <CreateBookingDialog
      locationCode="FZD"
      initialDate={initialDate}
      today={today}
      currency="USD"
      busy={false}
      onCreate={onCreate}
      onClose={() => undefined}
    />,
    { client: fake.client },
  );
  return { fake, onCreate };
}

describe('CreateBookingDialog', () => {
  it('adds the location’s add-ons with quantities (within their limits), counts them in the total and sends them', async () => {
    const { onCreate } = renderDialog(ANSWERS);
    const product = screen.getByRole('combobox', { name: 'Product' });
    await screen.findByRole('option', { name: 'Bowling' });
    fireEvent.change(product, { target: { value: '9' } });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Time slot' }), { target: { value: '10:00' } });
    await screen.findByRole('option', { name: '10:00 AM (4 left)' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Time slot' }), { target: { value: '10:00' } });
    expect(await screen.findByText('Total: $50.00')).toBeTruthy();

    const addOn = screen.getByRole('combobox', { name: 'Add-on' });
    fireEvent.change(addOn, { target: { value: '1' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add add-on' }));
    expect(screen.getByText(/3 × Socks \(\$10\.50\)/)).toBeTruthy();
    // Pizza: at least 2, at most 4 — asking for 9 adds 4.
    fireEvent.change(addOn, { target: { value: '2' } });
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add add-on' }));
    expect(screen.getByText(/4 × Pizza \(\$48\.00\)/)).toBeTruthy();
    expect(await screen.findByText('Total: $108.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pizza' }));
    expect(await screen.findByText('Total: $60.50')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search guests by name, e-mail or phone' }), {
      target: { value: 'ana' },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Ana Lopez/ }, { timeout: 2000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Create booking' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        activityId: 7,
        startTime: '10:00',
        guests: 2,
        holderId: 3,
        offerings: [{ productId: 101, name: 'Socks', quantity: 3, unitPrice: '3.50' }],
      }),
    );
    // Each total is the server's answer: a long walk through the dialog on a shared machine.
  }, 90_000);

  it('lists the add-ons the location answers, and says so when it has none', async () => {
    renderDialog({ ...ANSWERS, BookingOfferingChoices: { data: { bookingOfferingChoices: [] } } });
    const addOns = await screen.findByRole('group', { name: 'Add-ons' });
    expect(within(addOns).getByText('This location offers no add-ons.')).toBeTruthy();
    expect(within(addOns).queryByRole('combobox', { name: 'Add-on' })).toBeNull();
  });

  it('offers only bookable days: a closed or past day cannot be picked and its slots are never asked for', async () => {
    // The manager had the closed 5th open.
    const { fake } = renderDialog(ANSWERS, { initialDate: '2026-12-05', today: '2026-12-03' });
    const calendar = screen.getByRole('region', { name: 'Date' });
    await screen.findByRole('option', { name: 'Bowling' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Product' }), { target: { value: '9' } });
    expect(await screen.findByText('This day has no availability. Choose another day.')).toBeTruthy();
    const closed = within(calendar).getByRole('button', { name: 'Dec 5, 2026, no availability' });
    const past = within(calendar).getByRole('button', { name: 'Dec 2, 2026, no availability' });
    expect(closed.getAttribute('aria-disabled')).toBe('true');
    expect(past.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(past);
    expect(
      within(calendar).getByRole('button', { name: 'Dec 5, 2026, no availability' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(fake.calls.filter((c) => c.name === 'BookingTimeSlots')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Create booking' }).hasAttribute('disabled')).toBe(true);

    // An open day: chosen, and its slots asked for.
    fireEvent.click(within(calendar).getByRole('button', { name: 'Dec 7, 2026' }));
    expect(within(calendar).getByRole('button', { name: 'Dec 7, 2026' }).getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('option', { name: '10:00 AM (4 left)' });
    expect(screen.queryByText('This day has no availability. Choose another day.')).toBeNull();
    expect(fake.calls.filter((c) => c.name === 'BookingTimeSlots').map((c) => c.variables)).toEqual([
      { activityId: 7, date: '2026-12-07' },
    ]);
  });

  it('prices a discount code and the live lightning deal before confirming, and sends them', async () => {
    const { onCreate } = renderDialog(ANSWERS);
    await screen.findByRole('option', { name: 'Bowling' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Product' }), { target: { value: '9' } });
    await screen.findByRole('option', { name: '10:00 AM (4 left)' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Time slot' }), { target: { value: '10:00' } });
    const code = await screen.findByRole('textbox', { name: 'Discount code' });
    fireEvent.change(code, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This discount code is not valid.')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'TEN' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code TEN: $10.00 off')).toBeTruthy();
    expect(screen.getByText('Total: $40.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Apply lightning deal Happy hour ($10.00 off)' }));
    expect(await screen.findByText('Total: $30.00')).toBeTruthy();
    expect(screen.getByText('List price $50.00')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search guests by name, e-mail or phone' }), {
      target: { value: 'ana' },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Ana Lopez/ }, { timeout: 2000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Create booking' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ discountCode: 'TEN', dealId: 5 }));
  }, 90_000);
});
