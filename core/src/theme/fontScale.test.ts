import { describe, expect, it } from 'vitest';
import { clampFontScale, FONT_SCALES, rootFontSize } from './fontScale.ts';

describe('font scaling', () => {
  it('offers 70 % to 130 % in 10 % steps', () => {
    expect(FONT_SCALES.map((s) => Math.round(s * 100))).toEqual([70, 80, 90, 100, 110, 120, 130]);
  });

  it('sets the root to 62.5 % times the factor', () => {
    expect(rootFontSize(1)).toBe('62.5%');
    expect(rootFontSize(0.7)).toBe('43.75%');
    expect(rootFontSize(1.3)).toBe('81.25%');
  });

  it('snaps values off the menu to the nearest step', () => {
    expect(clampFontScale(1.26)).toBe(1.3);
    expect(clampFontScale(5)).toBe(1.3);
    expect(clampFontScale(0.1)).toBe(0.7);
    expect(clampFontScale(Number.NaN)).toBe(1);
  });
});
