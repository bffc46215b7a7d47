import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodePermissions, permissionSet } from '@marquee/core/permissions';
import { calendarDays, DEFAULT_WEEKLY_AVAILABILITY } from '@marquee/core/venue/calendar';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CalendarPage, type CalendarPageProps } from './CalendarPage.tsx';

const ALL = permissionSet(encodePermissions({ 16: ['view', 'add', 'updateAndExecute', 'remove'] }), 7, 16);
const VIEW = permissionSet(encodePermissions({ 16: ['view'] }), 7, 16);
const week = DEFAULT_WEEKLY_AVAILABILITY.map((d) => ({ ...d, isOpen: true, startTime: '10:00', endTime: '22:00' }));
const allDay = { id: 9, exceptionDate: '2026-11-26', startTime: null, endTime: null, isAllDay: true };

const props = (over: Partial<CalendarPageProps> = {}): CalendarPageProps => ({
  locations: [{ code: 'FZD', name: 'FunZone Downtown' }],
  code: 'FZD',
  onLocation: vi.fn(),
  view: 'week',
  onView: vi.fn(),
  date: '2026-11-26',
  onDate: vi.fn(),
  onStep: vi.fn(),
  onToday: vi.fn(),
  days: calendarDays(week, [allDay], 'week', '2026-11-26'),
  failed: false,
  week,
  weekVersion: 3,
  permissions: ALL,
  onSaveWeek: vi.fn(async () => {}),
  onAddException: vi.fn(async () => {}),
  onUpdateException: vi.fn(async () => {}),
  onRemoveException: vi.fn(),
  onClearDate: vi.fn(),
  ...over,
});

describe('CalendarPage', () => {
  it('shows a week with the language’s dates and times (English: Nov 26, 2026 and 12-hour times); an all-day exception closes its day', () => {
    renderWithProviders(<CalendarPage {...props()} />);
    const thursday = screen.getByRole('region', { name: 'Thursday Nov 26, 2026' });
    expect(within(thursday).getAllByText('Closed').length).toBeGreaterThan(0);
    const wednesday = screen.getByRole('region', { name: 'Wednesday Nov 25, 2026' });
    expect(within(wednesday).getByText('Open 10:00 AM – 10:00 PM')).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(7);
  });

  it('asks for a location first; the picker is disabled with one location', () => {
    renderWithProviders(<CalendarPage {...props({ code: null })} />);
    expect(screen.getByText('Select any location to see settings')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds an all-day exception through the dialog', async () => {
    const p = props();
    renderWithProviders(<CalendarPage {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add exception' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(p.onAddException).toHaveBeenCalledWith({
      exceptionDate: '2026-11-26',
      startTime: null,
      endTime: null,
      isAllDay: true,
    });
  });

  it('edits an exception: the dialog starts from it and saves by id', async () => {
    const p = props();
    renderWithProviders(<CalendarPage {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit exception on Nov 26, 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit exception' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'All day (closed)' }));
    await userEvent.type(within(dialog).getByLabelText(/Start time/), '18:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(p.onUpdateException).toHaveBeenCalledWith(9, {
      exceptionDate: '2026-11-26',
      startTime: '18:00',
      endTime: null,
      isAllDay: false,
    });
  });

  it('removes an exception; a view-only user sees no add, remove or save', async () => {
    const p = props();
    const { unmount } = renderWithProviders(<CalendarPage {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove exception on Nov 26, 2026' }));
    expect(p.onRemoveException).toHaveBeenCalledWith(9);
    unmount();
    renderWithProviders(<CalendarPage {...props({ permissions: VIEW })} />);
    expect(screen.queryByRole('button', { name: 'Add exception' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove exception/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit exception/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save weekly availability' })).toBeNull();
  });

  it('saves the weekly availability once changed, refusing an end before the start', async () => {
    const p = props();
    renderWithProviders(<CalendarPage {...p} />);
    const save = screen.getByRole('button', { name: 'Save weekly availability' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Monday: Open' }));
    expect(save.disabled).toBe(false);
    await userEvent.click(save);
    expect(p.onSaveWeek).toHaveBeenCalledWith(week.map((d) => (d.weekday === 'monday' ? { ...d, isOpen: false } : d)));
  });
});
