import { BRAND_COLOUR } from '@marquee/core/constants';
import { describe, expect, it } from 'vitest';
import { brandRamp } from './brandRamp.ts';

describe('brandRamp', () => {
  it('puts the brand colour at shade 80 and darkens below, lightens above', () => {
    const ramp = brandRamp(BRAND_COLOUR);
    expect(ramp[80].toUpperCase()).toBe(BRAND_COLOUR);
    const lightness = (hex: string) => [1, 3, 5].reduce((s, i) => s + Number.parseInt(hex.slice(i, i + 2), 16), 0);
    expect(lightness(ramp[10])).toBeLessThan(lightness(ramp[80]));
    expect(lightness(ramp[160])).toBeGreaterThan(lightness(ramp[80]));
    expect(Object.keys(ramp)).toHaveLength(16);
  });
});
