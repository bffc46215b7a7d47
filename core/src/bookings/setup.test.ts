import { describe, expect, it } from 'vitest';
import { capacityOverResources, placesOfResources } from './setup.ts';

describe('places per slot against the resources', () => {
  const lanes = [{ places: 6 }, { places: 4 }];

  it('sums counted places; a resource that does not count places makes the whole not counted', () => {
    expect(placesOfResources(lanes)).toBe(10);
    expect(placesOfResources([...lanes, { places: null }])).toBeNull();
  });

  it('refuses more places a slot than the resources hold, or none counted on counted resources', () => {
    expect(capacityOverResources(10, lanes)).toBeNull();
    expect(capacityOverResources(11, lanes)).toEqual({ places: 10 });
    expect(capacityOverResources(null, lanes)).toEqual({ places: 10 });
    expect(capacityOverResources(500, [{ places: null }])).toBeNull();
  });
});
