import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { AvailabilityCalendar } from './AvailabilityCalendar.tsx';
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
    expect(within(calendar).getByRole('button', { name: '12/05/2026, no availability' })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: '12/25/2026, no availability' })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: '12/06/2026' })).toBeTruthy();
    expect(within(calendar).getAllByRole('button', { name: /no availability/ })).toHaveLength(2);
    expect(within(calendar).getByRole('button', { name: '12/01/2026' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(calendar).getByRole('button', { name: '12/25/2026, no availability' }));
    expect(onSelect).toHaveBeenCalledWith('2026-12-25');
    fireEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(onMonth).toHaveBeenCalledWith('2027-01');
    fireEvent.click(within(calendar).getByRole('button', { name: 'Previous month' }));
    expect(onMonth).toHaveBeenCalledWith('2026-11');
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
    const day = await screen.findByRole('button', { name: '12/24/2026, no availability' });
    expect(fake.calls.filter((c) => c.name === 'BookingLocationDaysAvailability').map((c) => c.variables)).toEqual([
      { locationCode: 'FZD', month: '2026-12' },
    ]);
    fireEvent.click(day);
    expect(currentUrl()).toContain('date=2026-12-24');
  });
});
