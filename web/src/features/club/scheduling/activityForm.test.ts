import { validateActivity } from '@marquee/core/bookings/setup';
import { describe, expect, it } from 'vitest';
import { activityInput, blankActivity } from './activityForm.ts';

describe('activityInput', () => {
  it('sends money in cents, empty places as unlimited and the resources in order, and core names a bad field', () => {
    const resources = [
      { id: 5, name: 'Lane 5' },
      { id: 3, name: 'Lane 3' },
    ];
    const form = { ...blankActivity(), productId: 2, resources, name: 'Bowling', price: '12.5', capacity: '' };
    const input = activityInput(form, 1);
    expect(input).toMatchObject({ productId: 2, resourceIds: [5, 3], locationId: 1, priceCents: 1250, capacity: null });
    expect(validateActivity({ ...input, minGuests: 0 })).toHaveProperty('minGuests');
    expect(validateActivity({ ...input, resourceIds: [] })).toEqual({ resourceIds: 'scheduling.error.noResource' });
    expect(validateActivity({ ...input, resourceIds: [3, 3] })).toEqual({ resourceIds: 'scheduling.error.resources' });
  });
});
