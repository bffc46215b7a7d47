import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookingScheduleQuery } from '../../../generated/graphql.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ScheduleView } from './ScheduleView.tsx';

const slot = (startTime: string, slotsRemaining: number | null, bookings: { id: number; code: string }[] = []) => ({
  startTime,
  slotsRemaining,
  booked: 0,
  started: false,
  closed: false,
  bookings: bookings.map((b) => ({
    id: b.id,
    confirmationCode: b.code,
    state: 'BOOKED' as const,
    guests: 2,
    holderName: 'Ana Lopez',
    totalCents: 5000,
    paidCents: 0,
    refundedCents: 0,
  })),
});

const schedule: BookingScheduleQuery['bookingSchedule'] = {
  date: '2026-12-01',
  today: '2026-11-24',
  location: { id: 1, code: 'FZD', name: 'FunZone Downtown', timeZone: 'America/Chicago', currency: 'USD' },
  resources: [
    {
      id: 1,
      name: 'Lane 1',
      kind: 'LANE',
      activities: [
        {
          id: 7,
          name: 'Bowling Game',
          capacity: 6,
          slots: [slot('10:00', 4, [{ id: 11, code: 'ABC23467' }]), slot('13:30', 0), slot('15:00', null)],
        },
      ],
    },
    { id: 2, name: 'Party Room A', kind: 'ROOM', activities: [] },
  ],
  closedBookings: [],
};

describe('ScheduleView', () => {
  it('shows each resource, its slots in 12-hour time with places left, full and unlimited, and opens a booking', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<ScheduleView schedule={schedule} onOpen={onOpen} />);
    const lane = screen.getByRole('region', { name: 'Lane 1' });
    expect(within(lane).getByText('10:00 AM')).toBeTruthy();
    expect(within(lane).getByText('4 left')).toBeTruthy();
    expect(within(lane).getByText('Full')).toBeTruthy();
    expect(within(lane).getByText('Unlimited')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Party Room A' })).getByText('No activities on this resource.'),
    ).toBeTruthy();
    await userEvent.setup().click(within(lane).getByRole('button', { name: 'Ana Lopez, 2 guests (ABC23467)' }));
    expect(onOpen).toHaveBeenCalledWith(11);
  });

  it('flags the bookings on a day closed in the Calendar, each opened from the flag', async () => {
    const onOpen = vi.fn();
    const closedSlot = { ...slot('14:30', 0, [{ id: 21, code: 'KLM23467' }]), closed: true };
    renderWithProviders(
      <ScheduleView
        schedule={{
          ...schedule,
          resources: [
            {
              ...schedule.resources[0]!,
              activities: [{ ...schedule.resources[0]!.activities[0]!, slots: [closedSlot] }],
            },
          ],
          closedBookings: [
            { id: 21, confirmationCode: 'KLM23467', holderName: 'Ana Lopez', activityId: 7, startTime: '14:30' },
            { id: 22, confirmationCode: 'NPQ23467', holderName: 'Bo Chan', activityId: 7, startTime: '16:00' },
          ],
        }}
        onOpen={onOpen}
      />,
    );
    expect(screen.getByText('2 bookings on a closed day')).toBeTruthy();
    expect(screen.getByText('Closed in the Calendar')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open NPQ23467: Bo Chan at 4:00 PM' }));
    expect(onOpen).toHaveBeenCalledWith(22);
  });
});
