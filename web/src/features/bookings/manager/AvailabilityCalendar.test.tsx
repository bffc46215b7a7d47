import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { AvailabilityCalendar, isBookableDay } from './AvailabilityCalendar.tsx';
import { BookingManagerContainer } from './BookingManagerContainer.tsx';

const december = (full: string[]) =>
  Array.from({ length: 31 }, (_v, i) => {
    const date = `2026-12-${String(i + 1).padStart(2, '0')}`;
    return { date, available: !full.includes(date) };
  });

describe('AvailabilityCalendar', () => {
  it('strikes out the days with no availability, keeps them selectable, and moves by month', () => {
    const onSelect = vi.fn();
    const onMonth = vi.fn();
    renderWithProviders(
      <AvailabilityCalendar
        month="2026-12"
        onMonth={onMonth}
        selected="2026-12-01"
        today="2026-11-24"
        days={december(['2026-12-05', '2026-12-25'])}
        onSelect={onSelect}
      />,
    );
    const calendar = screen.getByRole('region', { name: 'Days at this location' });
    expect(within(calendar).getByText('December 2026')).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: 'Dec 5, 2026, no availability' })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: 'Dec 25, 2026, no availability' })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: 'Dec 6, 2026' })).toBeTruthy();
    expect(within(calendar).getAllByRole('button', { name: /no availability/ })).toHaveLength(2);
    expect(within(calendar).getByRole('button', { name: 'Dec 1, 2026' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(calendar).getByRole('button', { name: 'Dec 25, 2026, no availability' }));
    expect(onSelect).toHaveBeenCalledWith('2026-12-25');
    fireEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(onMonth).toHaveBeenCalledWith('2027-01');
    fireEvent.click(within(calendar).getByRole('button', { name: 'Previous month' }));
    expect(onMonth).toHaveBeenCalledWith('2026-11');
  });

  it('for a booking: a closed or full day and a past day cannot be chosen, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onMonth = vi.fn();
    renderWithProviders(
      <AvailabilityCalendar
        label="Date"
        bookableOnly
        month="2026-12"
        onMonth={onMonth}
        selected="2026-12-10"
        today="2026-12-03"
        // The 2nd is past even if the answer says otherwise; the 5th is closed.
        days={december(['2026-12-05'])}
        onSelect={onSelect}
      />,
    );
    const calendar = screen.getByRole('region', { name: 'Date' });
    const closed = within(calendar).getByRole('button', { name: 'Dec 5, 2026, no availability' });
    const past = within(calendar).getByRole('button', { name: 'Dec 2, 2026, no availability' });
    const open = within(calendar).getByRole('button', { name: 'Dec 7, 2026' });
    for (const day of [closed, past]) {
      expect(day.getAttribute('aria-disabled')).toBe('true');
      await user.click(day);
      // Still reachable by keyboard, so it can say why; Enter and Space do nothing.
      day.focus();
      expect(document.activeElement).toBe(day);
      await user.keyboard('{Enter}');
      await user.keyboard(' ');
    }
    expect(onSelect).not.toHaveBeenCalled();
    expect(open.getAttribute('aria-disabled')).toBeNull();
    open.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2026-12-07');
    expect(within(calendar).getByText('Struck-through days have no availability and cannot be chosen.')).toBeTruthy();
    // Nothing before today's month can be booked.
    expect(within(calendar).getByRole('button', { name: 'Previous month' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(onMonth).toHaveBeenCalledWith('2027-01');
  });

  it('is one tab stop that Tab enters on the chosen day; arrows move by day and week, Home and End to the week', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <button type="button">before</button>
        <AvailabilityCalendar
          month="2026-12"
          onMonth={vi.fn()}
          selected="2026-12-16"
          today="2026-12-03"
          days={december([])}
          onSelect={vi.fn()}
        />
      </>,
    );
    const calendar = screen.getByRole('region', { name: 'Days at this location' });
    const day = (d: number) => within(calendar).getByRole('button', { name: `Dec ${d}, 2026` });
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab(); // Previous month
    await user.tab(); // Next month
    await user.tab();
    expect(document.activeElement).toBe(day(16));
    // Wednesday the 16th: a day, a week, then the week's Sunday and Saturday.
    for (const [key, to] of [
      ['{ArrowRight}', 17],
      ['{ArrowDown}', 24],
      ['{ArrowLeft}', 23],
      ['{ArrowUp}', 16],
      ['{Home}', 13],
      ['{End}', 19],
    ] as const) {
      await user.keyboard(key);
      expect(document.activeElement).toBe(day(to));
    }
    // Only the day last focused is in the tab order: leaving and coming back returns to it.
    expect(
      within(calendar)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([
      within(calendar).getByRole('button', { name: 'Previous month' }),
      within(calendar).getByRole('button', { name: 'Next month' }),
      day(19),
    ]);
  });

  it('for a booking: nothing can be chosen while the month is loading', () => {
    const onSelect = vi.fn();
    renderWithProviders(
      <AvailabilityCalendar
        bookableOnly
        month="2026-12"
        onMonth={() => undefined}
        selected=""
        today="2026-12-03"
        days={undefined}
        onSelect={onSelect}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dec 10, 2026' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('tells a bookable day: not past, answered available', () => {
    const days = december(['2026-12-05']);
    expect(isBookableDay('2026-12-07', '2026-12-03', days)).toBe(true);
    expect(isBookableDay('2026-12-03', '2026-12-03', days)).toBe(true);
    expect(isBookableDay('2026-12-05', '2026-12-03', days)).toBe(false);
    expect(isBookableDay('2026-12-02', '2026-12-03', days)).toBe(false);
    expect(isBookableDay('2026-12-07', '2026-12-03', undefined)).toBe(false);
    expect(isBookableDay('2027-01-04', '2026-12-03', days)).toBe(false);
  });

  it('marks nothing while the month is loading', () => {
    renderWithProviders(
      <AvailabilityCalendar
        month="2026-12"
        onMonth={() => undefined}
        selected="2026-12-01"
        today="2026-11-24"
        days={undefined}
        onSelect={() => undefined}
      />,
    );
    expect(screen.queryAllByRole('button', { name: /no availability/ })).toHaveLength(0);
  });
});

// The fake server, by operation name (module level: its keys look like components to the linter).
const ANSWERS: Parameters<typeof fakeClient>[0] = {
  LocationChoices: {
    data: {
      locations: [
        { __typename: 'Location', locationId: 1, name: 'FunZone Downtown', code: 'FZD', groupId: 1, groupName: 'G' },
      ],
    },
  },
  BookingSchedule: {
    data: {
      bookingSchedule: {
        __typename: 'BookingSchedule',
        date: '2026-12-03',
        today: '2026-11-24',
        location: {
          __typename: 'BookingLocation',
          id: 1,
          code: 'FZD',
          name: 'FunZone Downtown',
          timeZone: 'America/Chicago',
          currency: 'USD',
        },
        resources: [],
      },
    },
  },
  BookingLocationDaysAvailability: (v) => ({
    data: {
      bookingLocationDaysAvailability: (v.month === '2026-12' ? december(['2026-12-24']) : []).map((d) => ({
        __typename: 'BookingDayAvailability',
        ...d,
      })),
    },
  }),
};

describe('the manager’s calendar', () => {
  it('asks for the open day’s month at the location, and picking a day opens it', async () => {
    const fake = fakeClient(ANSWERS);
    const { currentUrl } = renderWithProviders(<BookingManagerContainer />, {
      url: '/club-booking/manager?location=FZD&date=2026-12-03',
      client: fake.client,
    });
    const day = await screen.findByRole('button', { name: 'Dec 24, 2026, no availability' });
    expect(fake.calls.filter((c) => c.name === 'BookingLocationDaysAvailability').map((c) => c.variables)).toEqual([
      { locationCode: 'FZD', month: '2026-12' },
    ]);
    fireEvent.click(day);
    expect(currentUrl()).toContain('date=2026-12-24');
  });

  it('opened from the URL before the schedule has answered, the new-booking dialog starts on the location’s today', async () => {
    const fake = fakeClient({
      ...ANSWERS,
      BookingProducts: { data: { bookingProducts: [] } },
      BookingOfferingChoices: { data: { bookingOfferingChoices: [] } },
    });
    renderWithProviders(<BookingManagerContainer />, {
      url: '/club-booking/manager?location=FZD&dialog=new',
      client: fake.client,
    });
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getByRole('button', { name: /^Nov 24, 2026/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // Never an empty day, which the server refuses as an invalid date.
    expect(fake.calls.filter((c) => c.name === 'BookingProducts').map((c) => c.variables.date)).toEqual(['2026-11-24']);
  });
});
