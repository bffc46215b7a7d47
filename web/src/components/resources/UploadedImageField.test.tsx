import { BRAND_IMAGE_RULES } from '@marquee/core/settings/brandImage';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { UploadedImageField, type UploadedImageFieldProps } from './UploadedImageField.tsx';

const STORED = `/images/clients/7/${'a'.repeat(64)}.png`;
const png = (bytes = 70) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

const props = (over: Partial<UploadedImageFieldProps> = {}): UploadedImageFieldProps => ({
  label: 'Logo',
  value: null,
  upload: vi.fn(async () => STORED),
  onChange: vi.fn(),
  rules: BRAND_IMAGE_RULES,
  ...over,
});

const pick = (container: HTMLElement, file: File) =>
  fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [file] } });

describe('UploadedImageField', () => {
  it('shows Uploading… while the file travels, then hands over the stored path', async () => {
    let finish: (path: string) => void = () => {};
    const upload = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const p = props({ upload });
    const { container } = renderWithProviders(<UploadedImageField {...p} />);
    expect(screen.getByText('No image')).toBeTruthy();
    pick(container, png());
    expect(await screen.findByText('Uploading…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload image: Logo' })).toBeNull();
    await waitFor(() => expect(upload).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/)));
    await act(async () => finish(STORED));
    expect(p.onChange).toHaveBeenCalledWith(STORED);
    expect(screen.queryByText('Uploading…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload image: Logo' })).toBeTruthy();
  });

  it('previews the stored image and removes it', async () => {
    const p = props({ value: STORED });
    renderWithProviders(<UploadedImageField {...p} />);
    expect(screen.getByRole('img', { name: 'Preview of Logo' }).getAttribute('src')).toBe(STORED);
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Logo' }));
    expect(p.onChange).toHaveBeenCalledWith(null);
  });

  it('refuses an svg and a file over 1 MB before sending, keeping the saved value', async () => {
    const p = props({ value: STORED });
    const { container } = renderWithProviders(<UploadedImageField {...p} />);
    pick(container, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(/This is not a valid image/)).toBeTruthy();
    pick(container, png(1_048_577));
    expect(await screen.findByText('The image must not be larger than 1 mb.')).toBeTruthy();
    expect(p.upload).not.toHaveBeenCalled();
    expect(p.onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Preview of Logo' }).getAttribute('src')).toBe(STORED);
  });

  it("shows the server's refusal and leaves the value as it was", async () => {
    const p = props({ upload: vi.fn(async () => Promise.reject(new Error('Max image dimension is 2000x2000'))) });
    const { container } = renderWithProviders(<UploadedImageField {...p} />);
    pick(container, png());
    expect(await screen.findByText('Max image dimension is 2000x2000')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload image: Logo' })).toBeTruthy());
    expect(p.onChange).not.toHaveBeenCalled();
  });

  it('opens the file picker from the keyboard', async () => {
    const { container } = renderWithProviders(<UploadedImageField {...props()} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const opened = vi.spyOn(input, 'click');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload image: Logo' }));
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalled();
  });

  it('offers neither upload nor remove when read-only', () => {
    renderWithProviders(<UploadedImageField {...props({ value: STORED, readOnly: true })} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Preview of Logo' })).toBeTruthy();
  });
});
