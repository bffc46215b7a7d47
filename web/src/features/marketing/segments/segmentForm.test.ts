import { describe, expect, it } from 'vitest';
import { conditionsComplete, EMPTY_SEGMENT, fromSegment, toSegmentInput } from './segmentForm.ts';

describe('segment form', () => {
  it('maps each condition’s text to its own field', () => {
    const input = toSegmentInput({
      name: '  Recent ',
      locationId: null,
      match: 'ANY',
      conditions: [
        { type: 'LAST_VISIT_WITHIN', value: '30' },
        { type: 'SPEND_OVER', value: '99.5' },
        { type: 'MEMBERSHIP_STATUS', value: 'active' },
        { type: 'POSTAL_CODE', value: ' 10 ' },
      ],
    });
    expect(input).toEqual({
      name: 'Recent',
      locationId: null,
      match: 'ANY',
      conditions: [
        { type: 'LAST_VISIT_WITHIN', days: 30 },
        { type: 'SPEND_OVER', amount: 99.5 },
        { type: 'MEMBERSHIP_STATUS', status: 'ACTIVE' },
        { type: 'POSTAL_CODE', prefix: '10' },
      ],
    });
  });

  it('reads a saved segment back into the form', () => {
    const values = fromSegment({
      __typename: 'GuestSegment',
      id: 1,
      name: 'Teens',
      locationId: 4,
      locationName: 'Downtown',
      match: 'ALL',
      updatedAt: '',
      numberOfGuests: null,
      conditions: [{ __typename: 'SegmentCondition', type: 'AGE_GROUP', group: 'TEEN' }],
    } as never);
    expect(values).toEqual({
      name: 'Teens',
      locationId: 4,
      match: 'ALL',
      conditions: [{ type: 'AGE_GROUP', value: 'teen' }],
    });
  });

  it('is complete only with a name and a value for every condition', () => {
    expect(conditionsComplete(EMPTY_SEGMENT)).toBe(false);
    expect(conditionsComplete({ ...EMPTY_SEGMENT, name: 'X' })).toBe(true);
    expect(conditionsComplete({ ...EMPTY_SEGMENT, name: 'X', conditions: [{ type: 'HAS_TAG', value: '' }] })).toBe(
      false,
    );
  });
});
