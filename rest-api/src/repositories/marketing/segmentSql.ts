/**
 * The segment compiler: a segment's conditions (core/src/marketing/segments.ts) → one SQL
 * condition over `guest_stats st`, which has one row per guest with its figures and copies of the
 * fields segments test (kept by the guests triggers, migrations/guests/0002). Every value is a bound parameter;
 * the text of the SQL comes only from this file, so no input can change the query's shape.
 *
 * Dates are computed by the caller's clock (`today`, ISO) so counts follow the app clock in tests.
 */
import { AGE_GROUPS, dollarsToCents, type SegmentCondition, type SegmentMatch } from '@marquee/core/marketing/segments';
import { type SQL, sql } from 'drizzle-orm';

export interface SegmentContext {
  masterClientId: number;
  /** ISO day the count is made on. */
  today: string;
}

/** ISO day `years` years and `days` days before `iso`. */
export function isoBefore(iso: string, years: number, days = 0): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** Guests who bought any of the products chosen by `products` (a subquery of ids). */
const bought = (ctx: SegmentContext, products: SQL) => sql`st.guest_id in (
  select s.guest_id from dash_sale_lines l join dash_sales s on s.id = l.sale_id
  where l.location_id in (select id from locations where master_client_id = ${ctx.masterClientId})
    and l.product_id in (${products}) and s.guest_id is not null)`;

/** Guests who bought none of them: `bought`'s exact negation (neither side is ever NULL), an anti-join. */
const boughtNone = (ctx: SegmentContext, products: SQL) => sql`not exists (
  select 1 from dash_sale_lines l join dash_sales s on s.id = l.sale_id
  where s.guest_id = st.guest_id
    and l.location_id in (select id from locations where master_client_id = ${ctx.masterClientId})
    and l.product_id in (${products}))`;

const categoryProducts = (ctx: SegmentContext, categoryId: number) =>
  sql`select id from dash_products where master_client_id = ${ctx.masterClientId} and revenue_class_id = ${categoryId}`;

export function compileCondition(c: SegmentCondition, ctx: SegmentContext): SQL {
  switch (c.type) {
    case 'lastVisitWithin':
      return sql`st.last_visit >= ${isoBefore(ctx.today, 0, c.days)}::date`;
    case 'spendOver':
      return sql`st.spend_cents > ${dollarsToCents(c.amount)}`;
    case 'boughtProduct':
      return bought(ctx, sql`select ${c.productId}::int`);
    case 'boughtCategory':
      return bought(ctx, categoryProducts(ctx, c.categoryId));
    case 'membershipStatus':
      if (c.status === 'active') return sql`st.membership_expiry >= ${ctx.today}::date`;
      if (c.status === 'expired') return sql`st.membership_expiry < ${ctx.today}::date`;
      return sql`st.membership_expiry is null`;
    case 'ageGroup': {
      const { min, max } = AGE_GROUPS[c.group];
      const older = sql`st.birth_date <= ${isoBefore(ctx.today, min)}::date`;
      return max === null ? older : sql`(${older} and st.birth_date > ${isoBefore(ctx.today, max)}::date)`;
    }
    case 'postalCode':
      // The schema allows letters, digits, space and '-' only: no LIKE wildcard can arrive.
      return sql`st.postal_code like ${`${c.prefix}%`}`;
    case 'location':
      return sql`st.home_location_id = ${c.locationId}`;
    case 'hasTag':
      return sql`exists (select 1 from guest_tag_links tl where tl.guest_id = st.guest_id and tl.tag_id = ${c.tagId})`;
  }
}

/**
 * A condition's exact negation: true for every guest_stats row where compileCondition is false or
 * NULL (a guest never seen has no last visit, no birth date or no home location; such a guest is
 * outside "visited within 30 days" and so inside its negation). Each form stays index-friendly (a
 * range, IS NULL, an anti-join) so the complement of a large segment is counted from indexes.
 */
export function compileNegation(c: SegmentCondition, ctx: SegmentContext): SQL {
  switch (c.type) {
    case 'lastVisitWithin':
      return sql`(st.last_visit < ${isoBefore(ctx.today, 0, c.days)}::date or st.last_visit is null)`;
    case 'spendOver':
      // spend_cents is NOT NULL.
      return sql`st.spend_cents <= ${dollarsToCents(c.amount)}`;
    case 'boughtProduct':
      return boughtNone(ctx, sql`select ${c.productId}::int`);
    case 'boughtCategory':
      return boughtNone(ctx, categoryProducts(ctx, c.categoryId));
    case 'membershipStatus':
      if (c.status === 'active')
        return sql`(st.membership_expiry < ${ctx.today}::date or st.membership_expiry is null)`;
      if (c.status === 'expired')
        return sql`(st.membership_expiry >= ${ctx.today}::date or st.membership_expiry is null)`;
      return sql`st.membership_expiry is not null`;
    case 'ageGroup': {
      const { min, max } = AGE_GROUPS[c.group];
      const younger = sql`st.birth_date > ${isoBefore(ctx.today, min)}::date`;
      return max === null
        ? sql`(${younger} or st.birth_date is null)`
        : sql`(${younger} or st.birth_date <= ${isoBefore(ctx.today, max)}::date or st.birth_date is null)`;
    }
    case 'postalCode':
      // postal_code is NOT NULL.
      return sql`st.postal_code not like ${`${c.prefix}%`}`;
    case 'location':
      return sql`(st.home_location_id <> ${c.locationId} or st.home_location_id is null)`;
    case 'hasTag':
      return sql`not exists (select 1 from guest_tag_links tl where tl.guest_id = st.guest_id and tl.tag_id = ${c.tagId})`;
  }
}

type CompiledSegment = { locationId: number | null; match: SegmentMatch; conditions: readonly SegmentCondition[] };

/** Tenancy and the segment's own location: the guests a segment chooses from. */
function scopeOf(segment: CompiledSegment, ctx: SegmentContext): SQL {
  const location = segment.locationId === null ? sql`` : sql` and st.home_location_id = ${segment.locationId}`;
  return sql`st.master_client_id = ${ctx.masterClientId}${location}`;
}

/** The segment's whole condition, tenancy first: `where` of a query over guest_stats st. */
export function compileSegment(segment: CompiledSegment, ctx: SegmentContext): SQL {
  const parts = segment.conditions.map((c) => compileCondition(c, ctx));
  const joined = parts.length === 0 ? sql`true` : sql.join(parts, segment.match === 'all' ? sql` and ` : sql` or `);
  return sql`${scopeOf(segment, ctx)} and (${joined})`;
}

/**
 * The guests of the segment's scope that are NOT in the segment, tenancy first (De Morgan: "any"
 * becomes every negation, "all" any of them). A segment and its complement split the scope exactly.
 */
export function compileComplement(segment: CompiledSegment, ctx: SegmentContext): SQL {
  const parts = segment.conditions.map((c) => compileNegation(c, ctx));
  const joined = parts.length === 0 ? sql`false` : sql.join(parts, segment.match === 'all' ? sql` or ` : sql` and `);
  return sql`${scopeOf(segment, ctx)} and (${joined})`;
}

/**
 * The count of a segment's guests: every condition reads guest_stats (its figures and its copies
 * of the guest's home location, birth date and postal code), one row per guest, so the count walks
 * that one table whatever the conditions mix.
 */
export function compileCount(segment: CompiledSegment, ctx: SegmentContext): SQL {
  return sql`select count(*) as n from guest_stats st where ${compileSegment(segment, ctx)}`;
}

/**
 * The same count as compileCount, as the scope's size less the complement's: for a segment holding
 * most guests ("tagged or never a member", 825,000 of 1,000,000) the complement is the small side.
 * The scope's size of a master client is guest_totals (kept by the guests triggers, as is the
 * guest_stats row of each guest, so it equals the guest_stats rows of that client); a segment of
 * one location counts its location's rows from guest_stats_home_idx.
 */
export function compileComplementCount(segment: CompiledSegment, ctx: SegmentContext): SQL {
  const scope =
    segment.locationId === null
      ? sql`coalesce((select guests from guest_totals where master_client_id = ${ctx.masterClientId}), 0)`
      : sql`(select count(*) from guest_stats st where ${scopeOf(segment, ctx)})`;
  return sql`select ${scope} - (select count(*) from guest_stats st where ${compileComplement(segment, ctx)}) as n`;
}
