import type { SegmentCondition } from '@marquee/core/marketing/segments';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { compileCount, compileSegment, isoBefore } from './segmentSql.ts';

const dialect = new PgDialect();
const ctx = { masterClientId: 7, today: '2026-11-24' };
const compile = (conditions: SegmentCondition[], match: 'all' | 'any' = 'all', locationId: number | null = null) =>
  dialect.sqlToQuery(compileSegment({ locationId, match, conditions }, ctx));

describe('segment compiler', () => {
  it('scopes every segment to the master client, as a parameter', () => {
    const q = compile([{ type: 'lastVisitWithin', days: 30 }]);
    expect(q.sql).toMatch(/^st\.master_client_id = \$1 and \(st\.last_visit >= \$2::date\)$/);
    expect(q.params).toEqual([7, '2026-10-25']);
  });

  it('adds the segment location and joins with and / or', () => {
    const conditions: SegmentCondition[] = [
      { type: 'spendOver', amount: 100.5 },
      { type: 'location', locationId: 3 },
    ];
    expect(compile(conditions, 'all', 9).sql).toContain(
      'st.home_location_id = $2 and (st.spend_cents > $3 and st.home_location_id = $4)',
    );
    expect(compile(conditions, 'any').sql).toContain('(st.spend_cents > $2 or st.home_location_id = $3)');
    expect(compile(conditions, 'any').params).toEqual([7, 10050, 3]);
  });

  it('binds user text instead of writing it into the SQL', () => {
    const q = compile([
      { type: 'postalCode', prefix: '100' },
      { type: 'hasTag', tagId: 4 },
    ]);
    expect(q.sql).not.toContain('100');
    expect(q.params).toEqual([7, '100%', 4]);
  });

  it('compiles membership status and age groups against today', () => {
    expect(compile([{ type: 'membershipStatus', status: 'active' }]).sql).toContain('st.membership_expiry >= $2::date');
    expect(compile([{ type: 'membershipStatus', status: 'none' }]).sql).toContain('st.membership_expiry is null');
    const teen = compile([{ type: 'ageGroup', group: 'teen' }]);
    expect(teen.sql).toContain('(st.birth_date <= $2::date and st.birth_date > $3::date)');
    expect(teen.params).toEqual([7, '2013-11-24', '2008-11-24']);
    expect(compile([{ type: 'ageGroup', group: 'senior' }]).sql).not.toContain('>');
  });

  it('reads products and categories through the client’s own sales', () => {
    const q = compile([{ type: 'boughtCategory', categoryId: 5 }]);
    expect(q.sql).toContain('dash_products where master_client_id = $');
    expect(q.params).toEqual([7, 7, 7, 5]);
  });

  it('counts dates back across month and leap-year ends', () => {
    expect(isoBefore('2024-03-01', 0, 1)).toBe('2024-02-29');
    expect(isoBefore('2026-01-15', 1, 30)).toBe('2024-12-16');
  });

  it('counts over guest_stats alone, whatever the conditions mix', () => {
    const mixed = dialect.sqlToQuery(
      compileCount(
        {
          locationId: 3,
          match: 'any',
          conditions: [
            { type: 'spendOver', amount: 5 },
            { type: 'hasTag', tagId: 1 },
          ],
        },
        ctx,
      ),
    );
    expect(mixed.sql).toBe(
      'select count(*) as n from guest_stats st where st.master_client_id = $1 and st.home_location_id = $2 and (st.spend_cents > $3 or exists (select 1 from guest_tag_links tl where tl.guest_id = st.guest_id and tl.tag_id = $4))',
    );
    expect(mixed.params).toEqual([7, 3, 500, 1]);
  });
});
