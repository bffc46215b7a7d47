import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { IntegrationCards } from './IntegrationCards.tsx';
import { IntegrationForm } from './IntegrationForm.tsx';
import type { IntegrationValues } from './integrationTypes.ts';

const analytics: IntegrationValues = {
  kind: 'googleAnalytics',
  isEnabled: false,
  fields: { measurementId: '' },
  hasSecret: false,
  version: 0,
};
const voucherify: IntegrationValues = {
  kind: 'voucherify',
  isEnabled: true,
  fields: { clientId: 'c-1', privateKey: '••••••••6789', host: 'api.voucherify.io' },
  hasSecret: true,
  version: 2,
};

describe('IntegrationForm (spec/3 §5)', () => {
  it('shows the booking-settings header and the Bookings back link', async () => {
    const onBack = vi.fn();
    renderWithProviders(<IntegrationForm integration={analytics} canSave onSave={vi.fn()} onBack={onBack} />);
    expect(screen.getByText('Booking Settings')).toBeTruthy();
    expect(screen.getByText('Online Booking Settings, Discounts, Marketing...')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bookings' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('requires the id only when enabled, checks on change, and sends nothing when the save check fails', async () => {
    const onSave = vi.fn(async () => {});
    renderWithProviders(<IntegrationForm integration={analytics} canSave onSave={onSave} onBack={vi.fn()} />);
    expect(screen.queryByText('This field is required.')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Enabled' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Measurement ID/ }), 'G-1');
    expect(screen.queryByText('This field is required.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...analytics, isEnabled: true, fields: { measurementId: 'G-1' } });
  });

  it('refuses more than 100 characters even when off', async () => {
    const onSave = vi.fn(async () => {});
    renderWithProviders(<IntegrationForm integration={analytics} canSave onSave={onSave} onBack={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: /Measurement ID/ });
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(101));
    expect(screen.getByText('At most 100 characters.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps a saved private key: the masked value is sent back untouched', async () => {
    const onSave = vi.fn(async () => {});
    renderWithProviders(<IntegrationForm integration={voucherify} canSave onSave={onSave} onBack={vi.fn()} />);
    expect(screen.getByText('Saved; leave as it is to keep it, or type a new key.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(voucherify);
  });
});

describe('IntegrationCards', () => {
  it('shows each card’s text and Enabled only when on', async () => {
    const onOpen = vi.fn();
    renderWithProviders(
      <IntegrationCards integrations={[analytics, { ...voucherify, kind: 'googleTagManager' }]} onOpen={onOpen} />,
    );
    expect(screen.getByText('Track online booking conversions on the Guest shop.')).toBeTruthy();
    expect(screen.getByText('Track activity and manage tags on the Guest Shop.')).toBeTruthy();
    expect(screen.getAllByText('Enabled')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Google Analytics' }));
    expect(onOpen).toHaveBeenCalledWith('googleAnalytics');
  });
});
