import { describe, expect, it } from 'vitest';
import { joinPhone, splitPhone } from './phone.ts';

describe('the simple dialog phone with a country code', () => {
  it('stores the code before the national number, digits only', () => {
    expect(joinPhone('995', '555 12-34-56')).toBe('995555123456');
    expect(joinPhone('1', '5125550123')).toBe('15125550123');
  });

  it('stores nothing while the number is empty, so the required rule still applies', () => {
    expect(joinPhone('44', '')).toBe('');
    expect(joinPhone('44', ' - ')).toBe('');
  });

  it('splits by the longest known code', () => {
    expect(splitPhone('995555123456')).toEqual({ countryCode: '995', national: '555123456' });
    expect(splitPhone('447700900123')).toEqual({ countryCode: '44', national: '7700900123' });
    expect(splitPhone('15125550123')).toEqual({ countryCode: '1', national: '5125550123' });
  });

  it('reads numbers saved without a code as the default code’s', () => {
    expect(splitPhone('5125550123')).toEqual({ countryCode: '1', national: '5125550123' });
    expect(splitPhone('')).toEqual({ countryCode: '1', national: '' });
  });

  it('round-trips what it stores', () => {
    for (const [code, national] of [
      ['52', '5512345678'],
      ['34', '612345678'],
      ['1', '5125550123'],
    ] as const) {
      expect(splitPhone(joinPhone(code, national))).toEqual({ countryCode: code, national });
    }
  });
});
