import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultGeneralSettings } from '@marquee/core/venue/generalSettings';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { GeneralSettingsPage, type GeneralSettingsPageProps } from './GeneralSettingsPage.tsx';

const { locationCode: _c, ...settings } = defaultGeneralSettings('FZD', 'America/Chicago');
const props = (over: Partial<GeneralSettingsPageProps> = {}): GeneralSettingsPageProps => ({
  locations: [
    { code: 'FZD', name: 'Downtown' },
    { code: 'FZN', name: 'North' },
  ],
  code: 'FZD',
  onLocation: vi.fn(),
  settings,
  failed: false,
  serverErrors: {},
  canSave: true,
  onSave: vi.fn(async () => {}),
  ...over,
});

describe('GeneralSettingsPage', () => {
  it('saves a changed currency and contact e-mail', async () => {
    const p = props();
    renderWithProviders(<GeneralSettingsPage {...p} />);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    await userEvent.type(screen.getByRole('textbox', { name: 'Contact e-mail' }), 'desk@funzone.test');
    await userEvent.click(save);
    expect(p.onSave).toHaveBeenCalledWith({ ...settings, currency: 'EUR', contactEmail: 'desk@funzone.test' });
  });

  it('checks the e-mail as it is typed and keeps Save off while it is wrong', async () => {
    const p = props();
    renderWithProviders(<GeneralSettingsPage {...p} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Contact e-mail' }), 'desk@');
    expect(screen.getByText('Invalid email format')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for a location first, and says so when the load failed', () => {
    const { unmount } = renderWithProviders(<GeneralSettingsPage {...props({ code: null })} />);
    expect(screen.getByText('Select any location to see settings')).toBeTruthy();
    unmount();
    renderWithProviders(<GeneralSettingsPage {...props({ settings: undefined, failed: true })} />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
  });

  it('a read-only role sees the settings without Save', () => {
    renderWithProviders(<GeneralSettingsPage {...props({ canSave: false })} />);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('You may view these settings but not change them.')).toBeTruthy();
  });
});
