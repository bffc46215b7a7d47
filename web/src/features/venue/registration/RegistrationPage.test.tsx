import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_REGISTRATION } from '@marquee/core/venue/registration';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { RegistrationPage, type RegistrationPageProps } from './RegistrationPage.tsx';

const settings = { ...DEFAULT_REGISTRATION, version: 0 };
const props = (over: Partial<RegistrationPageProps> = {}): RegistrationPageProps => ({
  locations: [{ code: 'FZD', name: 'Downtown' }],
  code: 'FZD',
  onLocation: vi.fn(),
  settings,
  failed: false,
  canSave: true,
  onSave: vi.fn(async () => {}),
  ...over,
});

describe('RegistrationPage', () => {
  it('asks and requires a field, then saves', async () => {
    const p = props();
    renderWithProviders(<RegistrationPage {...p} />);
    const required = screen.getByRole('checkbox', { name: 'Gender: Required' }) as HTMLInputElement;
    expect(required.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gender: Asked' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gender: Required' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(p.onSave).toHaveBeenCalledWith({
      ...settings,
      fields: { ...settings.fields, gender: { asked: true, required: true } },
    });
  });

  it('is read-only for someone who may not save', () => {
    renderWithProviders(<RegistrationPage {...props({ canSave: false })} />);
    expect(screen.getByText('You may view these settings but not change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows Something went wrong when the load failed', () => {
    renderWithProviders(<RegistrationPage {...props({ settings: undefined, failed: true })} />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
  });
});
