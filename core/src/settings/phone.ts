/**
 * The simple user dialog's phone with a country code. The number is stored as digits only (PHONE_PATTERN), the country code first, so every
 * layer keeps one format; the dialog shows the code and the national number apart.
 */

/** The calling codes offered, by the countries the product is sold in and their neighbours. */
export const COUNTRY_CODES = [
  { code: '1', country: 'US / CA' },
  { code: '52', country: 'MX' },
  { code: '34', country: 'ES' },
  { code: '44', country: 'GB' },
  { code: '49', country: 'DE' },
  { code: '33', country: 'FR' },
  { code: '995', country: 'GE' },
] as const;

export const DEFAULT_COUNTRY_CODE = '1';

/** A North American number without its code: stored numbers of this length carry none. */
const NATIONAL_DIGITS = 10;

export interface SplitPhone {
  countryCode: string;
  national: string;
}

/**
 * The stored digits as code and national number. Ten digits or fewer were saved without a code
 * (before the dialog asked for one) and read as the default code's; longer ones start with one of
 * COUNTRY_CODES (the longest that matches), else the default code is assumed.
 */
export function splitPhone(stored: string): SplitPhone {
  const digits = stored.replace(/\D/g, '');
  if (digits.length <= NATIONAL_DIGITS) return { countryCode: DEFAULT_COUNTRY_CODE, national: digits };
  const match = [...COUNTRY_CODES].sort((x, y) => y.code.length - x.code.length).find((c) => digits.startsWith(c.code));
  return match
    ? { countryCode: match.code, national: digits.slice(match.code.length) }
    : { countryCode: DEFAULT_COUNTRY_CODE, national: digits };
}

/** What is stored: the code then the national number, digits only; empty while the number is. */
export function joinPhone(countryCode: string, national: string): string {
  const number = national.replace(/\D/g, '');
  return number === '' ? '' : `${countryCode.replace(/\D/g, '')}${number}`;
}
