/**
 * Formatting of the grid column types of spec/3 §2, as pure functions (the cells render these).
 */

/** price: a dollar prefix and two decimals; empty when not a number. */
export function formatPrice(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace('$', ''));
  if (!Number.isFinite(n)) return '';
  const sign = n < 0 ? '-' : '';
  return `${sign}$${Math.abs(n).toFixed(2)}`;
}

/** chips: semicolon-separated (or a list); the first 3 are shown, then an ellipsis. */
export const MAX_CHIPS = 3;
export function chipsOf(value: string | readonly string[] | null | undefined): { shown: string[]; more: boolean } {
  const all = (typeof value === 'string' ? value.split(';') : (value ?? [])).map((s) => s.trim()).filter(Boolean);
  return { shown: all.slice(0, MAX_CHIPS), more: all.length > MAX_CHIPS };
}

/** phone: digits grouped 3-3-4 when there are 10 of them, otherwise as given. */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length === 10) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+1 ${formatPhone(digits.slice(1))}`;
  return value ?? '';
}

/** guest number: a number of 10 digits gets a '1' prefix (spec/3 §2, spec/1 §9). */
export function formatGuestNumber(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 10 ? `1${digits}` : (value ?? '');
}

/** image: a CDN path becomes a CDN address; inline data (data: URLs) and full addresses stay. */
export const BOOKING_CDN = 'https://cdn.booking.marquee.app/';
export function imageSource(value: string | null | undefined, cdn = BOOKING_CDN): string | null {
  if (!value) return null;
  if (/^(data:|https?:|blob:)/.test(value)) return value;
  return `${cdn}${value.replace(/^\/+/, '')}`;
}
