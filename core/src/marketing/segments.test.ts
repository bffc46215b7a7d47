import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { dollarsToCents, SegmentInput, segmentListLocation, segmentProblems, savedMessage } from './segments.ts';
import { en } from '../messages/en.ts';

const input = (over: Partial<SegmentInput> = {}): SegmentInput => ({
  name: 'Recent',
  locationId: null,
  match: 'all',
  conditions: [{ type: 'lastVisitWithin', days: 30 }],
  ...over,
});

describe('segment rules', () => {
  it('sends location all as none and makes no call without a location', () => {
    expect(segmentListLocation('all')).toEqual({});
    expect(segmentListLocation('FZD')).toEqual({ location: 'FZD' });
    expect(segmentListLocation(undefined)).toBeUndefined();
    expect(segmentListLocation('')).toBeUndefined();
  });

  it('accepts the conditions of the spec and refuses unknown ones', () => {
    expect(Value.Check(SegmentInput, input())).toBe(true);
    expect(Value.Check(SegmentInput, input({ conditions: [{ type: 'spendOver', amount: 50.5 }] }))).toBe(true);
    expect(Value.Check(SegmentInput, input({ conditions: [] }))).toBe(false);
    expect(Value.Check(SegmentInput, { ...input(), conditions: [{ type: 'sql', text: '1=1' }] })).toBe(false);
    expect(Value.Check(SegmentInput, input({ conditions: [{ type: 'lastVisitWithin', days: 0 }] }))).toBe(false);
    expect(
      Value.Check(SegmentInput, input({ conditions: [{ type: 'postalCode', prefix: "1'; drop table guests" }] })),
    ).toBe(false);
  });

  it('flags a blank name and a repeated condition', () => {
    expect(segmentProblems(input({ name: '  ' }))).toEqual({ name: 'marketing.segment.nameRequired' });
    const twice = input({
      conditions: [
        { type: 'hasTag', tagId: 1 },
        { type: 'hasTag', tagId: 1 },
      ],
    });
    expect(segmentProblems(twice)).toEqual({ conditions: 'marketing.segment.conditionTwice' });
  });

  it('turns dollars into cents without drift', () => {
    expect(dollarsToCents(12.3)).toBe(1230);
    expect(dollarsToCents(0.29)).toBe(29);
  });

  it('says created or updated as the spec words it', () => {
    expect(en[savedMessage(true)]).toBe('Guest segment has been successfully created');
    expect(en[savedMessage(false)]).toBe('Guest segment has been successfully updated');
  });
});
