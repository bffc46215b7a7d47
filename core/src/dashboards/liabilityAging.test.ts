import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AGE_BUCKETS, aged, ageBucket, unservedMembership, unusedCredits } from './liabilityAging.ts';

const d = (iso: string) => Temporal.PlainDate.from(iso);
const asOf = d('2026-11-24');

describe('aged liabilities', () => {
  it('buckets by days owed: 0–30, 31–90, 91–365, over a year', () => {
    expect(AGE_BUCKETS.map((b) => b.key)).toEqual(['0-30', '31-90', '91-365', '365+']);
    expect(ageBucket(d('2026-10-25'), asOf)).toBe(0);
    expect(ageBucket(d('2026-10-24'), asOf)).toBe(1);
    expect(ageBucket(d('2025-11-24'), asOf)).toBe(2);
    expect(ageBucket(d('2025-11-23'), asOf)).toBe(3);
    expect(
      aged(
        [
          { since: d('2026-11-01'), cents: 500 },
          { since: d('2024-01-01'), cents: 100 },
        ],
        asOf,
      ),
    ).toEqual([500, 0, 0, 100]);
  });

  it('uses credits oldest first', () => {
    const issues = [
      { since: d('2026-11-10'), cents: 300 },
      { since: d('2026-08-01'), cents: 500 },
    ];
    expect(unusedCredits(issues, 600)).toEqual([{ since: d('2026-11-10'), cents: 200 }]);
    expect(unusedCredits(issues, 0)).toHaveLength(2);
  });

  it('owes the unserved part of a membership term', () => {
    // 30 days from Nov 1 (expiry Dec 1, exclusive), 3000 cents: 24 days served on Nov 24.
    expect(unservedMembership(3000, d('2026-11-01'), d('2026-12-01'), asOf)).toBeCloseTo(600);
    expect(unservedMembership(3000, d('2026-10-01'), d('2026-10-31'), asOf)).toBe(0);
  });
});
