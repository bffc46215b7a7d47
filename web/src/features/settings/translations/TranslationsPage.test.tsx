import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { TranslationsPage, type TranslationsPageProps } from './TranslationsPage.tsx';

const props = (over: Partial<TranslationsPageProps> = {}): TranslationsPageProps => ({
  locations: [{ code: 'FZD', name: 'Downtown' }],
  locationCode: 'FZD',
  onLocation: vi.fn(),
  languages: [
    { id: 1, name: 'English' },
    { id: 3, name: 'Spanish' },
  ],
  languageId: 3,
  onLanguage: vi.fn(),
  search: '',
  onSearch: vi.fn(),
  missingOnly: false,
  onMissingOnly: vi.fn(),
  entries: [
    { key: 'booking.title', group: 'BOOKING', defaultText: 'Book your visit', text: null, missing: true },
    { key: 'product.4.name', group: 'PRODUCT', defaultText: 'Nachos', text: 'Nachos ES', missing: false },
  ],
  missing: 1,
  truncated: false,
  loading: false,
  failed: false,
  drafts: new Map(),
  onEdit: vi.fn(),
  canSave: true,
  saving: false,
  onSave: vi.fn(),
  ...over,
});

describe('TranslationsPage', () => {
  it('shows each text beside the default language and flags the missing ones', () => {
    renderWithProviders(<TranslationsPage {...props()} />);
    expect(screen.getByText('Book your visit')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Translation: product.4.name' })).toHaveProperty('value', 'Nachos ES');
    expect(screen.getAllByText('Missing')).toHaveLength(1);
    expect(screen.getByText('1 missing')).toBeTruthy();
  });

  it('asks for a location first', () => {
    renderWithProviders(<TranslationsPage {...props({ locationCode: null })} />);
    expect(screen.getByText('Please select any location')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('edits a text; Save is enabled only with edits and only for those who may save', async () => {
    const onEdit = vi.fn();
    const { rerender } = renderWithProviders(<TranslationsPage {...props({ onEdit })} />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Translation: booking.title' }), 'R');
    expect(onEdit).toHaveBeenCalledWith('booking.title', 'R');
    rerender(<TranslationsPage {...props({ drafts: new Map([['booking.title', 'Reserve']]) })} />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    rerender(<TranslationsPage {...props({ canSave: false })} />);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows only the missing ones when asked', () => {
    renderWithProviders(<TranslationsPage {...props({ missingOnly: true })} />);
    expect(screen.queryByText('Nachos')).toBeNull();
    expect(screen.getByText('Book your visit')).toBeTruthy();
  });
});
