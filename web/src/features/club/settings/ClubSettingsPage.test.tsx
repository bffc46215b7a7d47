import { defaultOnlineBookingSettings, WEEKDAYS } from '@marquee/core/club/settings';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ClubSettingsPage, type ClubSettingsPageProps } from './ClubSettingsPage.tsx';

const open = () => {
  const s = defaultOnlineBookingSettings();
  for (const day of WEEKDAYS)
    s.generalSettings.availabilityPerDay[day] = [{ enabled: true, data: [{ start: '10:00', end: '18:00' }] }];
  return s;
};
const props = (over: Partial<ClubSettingsPageProps> = {}): ClubSettingsPageProps => ({
  locations: [{ code: 'DT', name: 'Downtown' }],
  code: 'DT',
  onLocation: vi.fn(),
  loaded: { settings: open(), timeZone: 'America/Chicago', categories: [{ id: 3, name: 'Parties' }] },
  failed: false,
  saving: false,
  canSave: true,
  serverErrors: {},
  uploadImage: vi.fn(async () => `/images/clients/7/${'a'.repeat(64)}.png`),
  onSave: vi.fn(),
  shopUrl: 'http://127.0.0.1/shop/7/DT',
  ...over,
});

describe('ClubSettingsPage', () => {
  it('reads nothing and asks for a location until one is chosen', () => {
    renderWithProviders(<ClubSettingsPage {...props({ code: null, loaded: undefined })} />);
    expect(screen.getByText('Choose a location to see its settings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('links the location’s guest shop, where guests book online', () => {
    renderWithProviders(<ClubSettingsPage {...props()} />);
    const link = screen.getByRole('link', { name: 'http://127.0.0.1/shop/7/DT' });
    expect(link.getAttribute('href')).toBe('http://127.0.0.1/shop/7/DT');
    expect(screen.getByText(/Guests book online at/)).toBeTruthy();
  });

  it('opens a day ticked on with the usual hours, so it offers times', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const closed = defaultOnlineBookingSettings();
    renderWithProviders(
      <ClubSettingsPage {...props({ onSave, loaded: { settings: closed, timeZone: 'UTC', categories: [] } })} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]?.[0].generalSettings.availabilityPerDay.monday).toEqual([
      { enabled: true, data: [{ start: '10:00', end: '18:00' }] },
    ]);
  });

  it('saves Tuesday closed and a 60-minute buffer', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<ClubSettingsPage {...props({ onSave })} />);
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    const buffer = screen.getByRole('spinbutton', { name: 'Buffer time (minutes)' });
    await user.clear(buffer);
    await user.type(buffer, '60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const saved = onSave.mock.calls[0]![0];
    expect(saved.generalSettings.bufferTime).toBe(60);
    expect(saved.generalSettings.availabilityPerDay.tuesday[0].enabled).toBe(false);
    expect(saved.generalSettings.availabilityPerDay.monday[0].enabled).toBe(true);
  });

  it('flags overlapping ranges on their day and sends nothing', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<ClubSettingsPage {...props({ onSave })} />);
    await user.click(screen.getByRole('button', { name: 'Add time range: Friday' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('These time ranges overlap.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s field messages and keeps Save off without the edit flag', () => {
    renderWithProviders(
      <ClubSettingsPage
        {...props({ canSave: false, serverErrors: { 'branding.primaryColor': 'Enter a colour as #RRGGBB.' } })}
      />,
    );
    expect(screen.getByText('Enter a colour as #RRGGBB.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a weekly blackout date, and flags one without a date', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<ClubSettingsPage {...props({ onSave })} />);
    await user.click(screen.getByRole('button', { name: 'Add blackout date' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a date.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Blackout date 1/), '2026-12-24');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Repeats' }), 'Every week');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0].blackoutDates).toEqual([{ date: '2026-12-24', repeat: 'WEEKLY' }]);
  });
});
