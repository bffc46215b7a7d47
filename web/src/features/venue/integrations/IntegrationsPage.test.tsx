import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { IntegrationsPage, type IntegrationsPageProps } from './IntegrationsPage.tsx';

const props = (over: Partial<IntegrationsPageProps> = {}): IntegrationsPageProps => ({
  locations: [{ code: 'FZD', name: 'Downtown' }],
  code: null,
  onLocation: vi.fn(),
  integrations: undefined,
  failed: false,
  editing: null,
  onEdit: vi.fn(),
  canSave: true,
  onSave: vi.fn(async () => {}),
  ...over,
});

describe('IntegrationsPage', () => {
  it('has its header and a Location picker, disabled with one location, and asks for a location', () => {
    renderWithProviders(<IntegrationsPage {...props()} />);
    expect(screen.getByRole('heading', { name: 'Integrations' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Select any location to see settings')).toBeTruthy();
  });

  it('opens the form of the card being edited', () => {
    renderWithProviders(
      <IntegrationsPage
        {...props({
          code: 'FZD',
          editing: 'googleTagManager',
          integrations: [
            {
              kind: 'googleTagManager',
              isEnabled: true,
              fields: { containerId: 'GTM-1' },
              hasSecret: false,
              version: 1,
            },
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Booking Settings' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Container ID/ }) as HTMLInputElement).value).toBe('GTM-1');
  });
});
