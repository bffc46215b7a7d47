import { describe, expect, it } from 'vitest';
import { isOffered, offeredOptions } from './offered.ts';

describe('isOffered', () => {
  it('any: linked to one of the product’s locations', () => {
    expect(isOffered([1, 2], [2, 3], 'any')).toBe(true);
    expect(isOffered([1], [2, 3], 'any')).toBe(false);
    expect(isOffered([], [2], 'any')).toBe(false);
  });
  it('every: linked to all of them', () => {
    expect(isOffered([1, 2, 3], [2, 3], 'every')).toBe(true);
    expect(isOffered([2], [2, 3], 'every')).toBe(false);
  });
  it('a product without locations is not limited', () => {
    expect(isOffered([], [], 'every')).toBe(true);
  });
});

describe('offeredOptions', () => {
  const options = [
    { value: 1, label: 'Arcade', locationIds: [10] },
    { value: 2, label: 'Bowling', locationIds: [20] },
    { value: 3, label: 'Both', locationIds: [10, 20] },
  ];
  it('lists those offered and keeps those already chosen', () => {
    expect(offeredOptions(options, [10], 'any', []).map((o) => o.value)).toEqual([1, 3]);
    expect(offeredOptions(options, [10], 'any', [2]).map((o) => o.value)).toEqual([1, 2, 3]);
    expect(offeredOptions(options, [10, 20], 'every', []).map((o) => o.value)).toEqual([3]);
  });
});
