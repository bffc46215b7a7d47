import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY, isCurrencyCode, viewCurrency } from './currency.ts';

describe('dashboard currency', () => {
  it('is the one currency the locations share, null when they differ', () => {
    expect(viewCurrency(['EUR', 'EUR'])).toBe('EUR');
    expect(viewCurrency(['USD', 'EUR'])).toBeNull();
    expect(viewCurrency([])).toBe(DEFAULT_CURRENCY);
  });

  it('accepts ISO 4217 codes only', () => {
    expect(isCurrencyCode('GEL')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('US$')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
  });
});
