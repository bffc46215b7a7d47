import { describe, expect, it } from 'vitest';
import { chipsOf, formatGuestNumber, formatPhone, formatPrice, imageSource } from './columnFormat.ts';

describe('grid column formatting (spec/3 §2)', () => {
  it('prefixes prices with a dollar sign', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice('7')).toBe('$7.00');
    expect(formatPrice('$3.1')).toBe('$3.10');
    expect(formatPrice(-2)).toBe('-$2.00');
    expect(formatPrice(null)).toBe('');
    expect(formatPrice('abc')).toBe('');
  });

  it('shows the first three chips, then an ellipsis', () => {
    expect(chipsOf('a; b;c')).toEqual({ shown: ['a', 'b', 'c'], more: false });
    expect(chipsOf('a;b;c;d')).toEqual({ shown: ['a', 'b', 'c'], more: true });
    expect(chipsOf(['x', '', 'y'])).toEqual({ shown: ['x', 'y'], more: false });
    expect(chipsOf(null)).toEqual({ shown: [], more: false });
  });

  it('gives 10-digit guest numbers a 1 prefix and leaves others alone', () => {
    expect(formatGuestNumber('5125550101')).toBe('15125550101');
    expect(formatGuestNumber('512-555-0101')).toBe('15125550101');
    expect(formatGuestNumber('15125550101')).toBe('15125550101');
    expect(formatGuestNumber('5550101')).toBe('5550101');
  });

  it('groups 10-digit phone numbers', () => {
    expect(formatPhone('5125550101')).toBe('(512) 555-0101');
    expect(formatPhone('15125550101')).toBe('+1 (512) 555-0101');
    expect(formatPhone('12345')).toBe('12345');
  });

  it('loads images from the booking CDN unless inline', () => {
    expect(imageSource('img/a.png', 'https://cdn.test/')).toBe('https://cdn.test/img/a.png');
    expect(imageSource('data:image/png;base64,AA==')).toBe('data:image/png;base64,AA==');
    expect(imageSource(null)).toBeNull();
  });
});
