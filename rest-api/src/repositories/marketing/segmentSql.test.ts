import type { SegmentCondition } from '@marquee/core/marketing/segments';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  compileComplement,
  compileComplementCount,
  compileCount,
  compileNegation,
  compileSegment,
  isoBefore,
} from './segmentSql.ts';

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

  const negate = (c: SegmentCondition) => dialect.sqlToQuery(compileNegation(c, ctx));

  it('negates each condition so that a guest missing the field lands in the negation', () => {
    expect(negate({ type: 'lastVisitWithin', days: 30 }).sql).toBe(
      '(st.last_visit < $1::date or st.last_visit is null)',
    );
    expect(negate({ type: 'spendOver', amount: 5 }).sql).toBe('st.spend_cents <= $1');
    expect(negate({ type: 'membershipStatus', status: 'active' }).sql).toBe(
      '(st.membership_expiry < $1::date or st.membership_expiry is null)',
    );
    expect(negate({ type: 'membershipStatus', status: 'expired' }).sql).toBe(
      '(st.membership_expiry >= $1::date or st.membership_expiry is null)',
    );
    expect(negate({ type: 'membershipStatus', status: 'none' }).sql).toBe('st.membership_expiry is not null');
    const teen = negate({ type: 'ageGroup', group: 'teen' });
    expect(teen.sql).toBe('(st.birth_date > $1::date or st.birth_date <= $2::date or st.birth_date is null)');
    expect(teen.params).toEqual(['2013-11-24', '2008-11-24']);
    expect(negate({ type: 'ageGroup', group: 'senior' }).sql).toBe(
      '(st.birth_date > $1::date or st.birth_date is null)',
    );
    expect(negate({ type: 'postalCode', prefix: '10' })).toMatchObject({
      sql: 'st.postal_code not like $1',
      params: ['10%'],
    });
    expect(negate({ type: 'location', locationId: 3 }).sql).toBe(
      '(st.home_location_id <> $1 or st.home_location_id is null)',
    );
    expect(negate({ type: 'hasTag', tagId: 4 }).sql).toBe(
      'not exists (select 1 from guest_tag_links tl where tl.guest_id = st.guest_id and tl.tag_id = $1)',
    );
    const none = negate({ type: 'boughtCategory', categoryId: 5 });
    expect(none.sql).toMatch(/^not exists \(/);
    expect(none.sql).toContain('s.guest_id = st.guest_id');
    expect(none.params).toEqual([7, 7, 5]);
  });

  it('turns any into every negation and all into any negation (De Morgan), scope kept', () => {
    const conditions: SegmentCondition[] = [
      { type: 'hasTag', tagId: 2 },
      { type: 'membershipStatus', status: 'none' },
    ];
    const any = dialect.sqlToQuery(compileComplement({ locationId: null, match: 'any', conditions }, ctx));
    expect(any.sql).toBe(
      'st.master_client_id = $1 and (not exists (select 1 from guest_tag_links tl where tl.guest_id = st.guest_id and tl.tag_id = $2) and st.membership_expiry is not null)',
    );
    const all = dialect.sqlToQuery(compileComplement({ locationId: 9, match: 'all', conditions }, ctx));
    expect(all.sql).toContain('st.master_client_id = $1 and st.home_location_id = $2 and (not exists');
    expect(all.sql).toContain(' or st.membership_expiry is not null)');
    // No condition: every guest of the scope is in the segment, none in its complement.
    expect(dialect.sqlToQuery(compileComplement({ locationId: null, match: 'all', conditions: [] }, ctx)).sql).toBe(
      'st.master_client_id = $1 and (false)',
    );
  });

  it('counts a complement against the client total, or the location’s rows for a located segment', () => {
    const conditions: SegmentCondition[] = [{ type: 'membershipStatus', status: 'none' }];
    const whole = dialect.sqlToQuery(compileComplementCount({ locationId: null, match: 'any', conditions }, ctx));
    expect(whole.sql).toBe(
      'select coalesce((select guests from guest_totals where master_client_id = $1), 0) - (select count(*) from guest_stats st where st.master_client_id = $2 and (st.membership_expiry is not null)) as n',
    );
    expect(whole.params).toEqual([7, 7]);
    const here = dialect.sqlToQuery(compileComplementCount({ locationId: 3, match: 'any', conditions }, ctx));
    expect(here.sql).toMatch(
      /^select \(select count\(\*\) from guest_stats st where st\.master_client_id = \$1 and st\.home_location_id = \$2\) - /,
    );
  });
});
