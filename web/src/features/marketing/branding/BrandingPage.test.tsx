import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { BrandingPage, type BrandingPageProps } from './BrandingPage.tsx';

const values = {
  logoUrl: '',
  primaryColor: '#00AA00',
  backgroundColor: '#FFFFFF',
  textColor: '#222222',
  headerText: 'FunZone <Mall>',
  footerText: 'See you soon',
  senderName: 'FunZone Mall',
  replyTo: '',
  version: 1,
};

const props = (over: Partial<BrandingPageProps> = {}): BrandingPageProps => ({
  locations: [{ code: 'FZM', name: 'FunZone Mall' }],
  locationCode: 'FZM',
  onLocation: vi.fn(),
  languages: [{ id: 1, name: 'English' }],
  languageId: 1,
  onLanguage: vi.fn(),
  values,
  loadFailed: false,
  errors: {},
  canSave: true,
  saving: false,
  onChange: vi.fn(),
  uploadImage: vi.fn(async () => `/images/clients/7/${'a'.repeat(64)}.png`),
  onSave: vi.fn(),
  ...over,
});

const frameHtml = () => (screen.getByTitle('Preview') as HTMLIFrameElement).getAttribute('srcdoc') ?? '';

describe('BrandingPage', () => {
  it('previews the draft in a sandboxed frame, its texts escaped', () => {
    renderWithProviders(<BrandingPage {...props()} />);
    const frame = screen.getByTitle('Preview') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frameHtml()).toContain('border-top:6px solid #00AA00');
    expect(frameHtml()).toContain('FunZone &lt;Mall&gt;');
  });

  it('reports each change and saves', async () => {
    const p = props();
    renderWithProviders(<BrandingPage {...p} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Sender name' }), 'X');
    expect(p.onChange).toHaveBeenLastCalledWith('senderName', 'FunZone MallX');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(p.onSave).toHaveBeenCalled();
  });

  it('uploads the logo as a file and shows it in the field and the preview', async () => {
    const stored = `/images/clients/7/${'a'.repeat(64)}.png`;
    const p = props({ values: { ...values, logoUrl: stored } });
    renderWithProviders(<BrandingPage {...p} />);
    expect(screen.getByRole('img', { name: 'Preview of Logo' }).getAttribute('src')).toBe(stored);
    expect(frameHtml()).toContain(`<img src="${stored}"`);
    expect(screen.queryByRole('textbox', { name: 'Logo' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Logo' }));
    expect(p.onChange).toHaveBeenLastCalledWith('logoUrl', '');
  });

  it('is read-only without UPDATE_AND_EXECUTE, and asks for a location first', () => {
    const { unmount } = renderWithProviders(<BrandingPage {...props({ canSave: false })} />);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    unmount();
    renderWithProviders(<BrandingPage {...props({ locationCode: null, values: undefined })} />);
    expect(screen.getByText('Select any location to see its branding')).toBeTruthy();
  });
});
