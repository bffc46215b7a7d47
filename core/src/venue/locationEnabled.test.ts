import { describe, expect, it } from 'vitest';
import { disabledAmong } from './locationEnabled.ts';

describe('disabled locations among those a save names', () => {
  it('answers each id not enabled once, in the order named', () => {
    expect(disabledAmong([4, 2, 4, 9, 2], new Set([9]))).toEqual([4, 2]);
  });

  it('answers none when every id is enabled or none is named', () => {
    expect(disabledAmong([1, 2], new Set([1, 2, 3]))).toEqual([]);
    expect(disabledAmong([], new Set())).toEqual([]);
  });
});
