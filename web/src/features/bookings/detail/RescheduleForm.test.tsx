import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { type RescheduleOption, RescheduleForm } from './RescheduleForm.tsx';

const slot = (startTime: string, slotsRemaining: number | null) => ({
  activityId: 0,
  date: '2026-12-01',
  startTime,
  slotsRemaining,
  started: false,
});
const options: RescheduleOption[] = [
  {
    activityId: 1,
    name: 'Bowling',
    resourceName: 'Lane 1',
    current: true,
    totalCents: 5000,
    changeCents: 0,
    differenceCents: 0,
    slots: [slot('10:00', 8), slot('11:00', 1)],
  },
  {
    activityId: 2,
    name: 'Laser tag',
    resourceName: 'Arena',
    current: false,
    totalCents: 7000,
    changeCents: 2000,
    differenceCents: 2000,
    slots: [slot('12:00', null)],
  },
  {
    activityId: 3,
    name: 'Mini golf',
    resourceName: 'Course',
    current: false,
    totalCents: 3000,
    changeCents: -2000,
    differenceCents: -2000,
    slots: [],
  },
];

const render = () => {
  const onReschedule = vi.fn(async () => true);
  renderWithProviders(
    <RescheduleForm
      options={options}
      failed={false}
      date="2026-12-01"
      onDate={() => undefined}
      guests={2}
      currency="USD"
      busy={false}
      onReschedule={onReschedule}
    />,
  );
  return onReschedule;
};
const timeOptions = () =>
  Array.from((screen.getByRole('combobox', { name: 'New time' }) as HTMLSelectElement).options).map(
    (o) => o.textContent,
  );
const activity = (value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: 'Activity' }), { target: { value } });

describe('RescheduleForm', () => {
  it('starts on the current activity, offers only times with room for the party, with the places left', () => {
    render();
    expect(timeOptions()).toEqual(['', '10:00 AM (8 left)']);
    expect(screen.getByText(/New price \$50\.00/).textContent).toContain('Nothing to pay or refund after the move.');
  });

  it('shows the new price and what is due or to refund before confirming another activity', async () => {
    const onReschedule = render();
    activity('2');
    expect(screen.getByText(/New price \$70\.00/).textContent).toContain('To pay after the move: $20.00');
    fireEvent.change(screen.getByRole('combobox', { name: 'New time' }), { target: { value: '12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(onReschedule).toHaveBeenCalledWith('2026-12-01', '12:00', 2));
    activity('3');
    expect(screen.getByText(/New price \$30\.00/).textContent).toContain('To refund after the move: $20.00');
    expect(screen.getByText('No time with enough places on this day.')).toBeTruthy();
  });
});
