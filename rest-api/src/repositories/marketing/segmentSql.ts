/**
 * The segment compiler: a segment's conditions (core/src/marketing/segments.ts) → one SQL
 * condition over `guests g` joined to `guest_stats st` (every guest has its row). Every value is a bound parameter;
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
const bought = (ctx: SegmentContext, products: SQL) => sql`g.id in (
  select s.guest_id from dash_sale_lines l join dash_sales s on s.id = l.sale_id
  where l.location_id in (select id from locations where master_client_id = ${ctx.masterClientId})
    and l.product_id in (${products}) and s.guest_id is not null)`;

export function compileCondition(c: SegmentCondition, ctx: SegmentContext): SQL {
  switch (c.type) {
    case 'lastVisitWithin':
      return sql`st.last_visit >= ${isoBefore(ctx.today, 0, c.days)}::date`;
    case 'spendOver':
      return sql`st.spend_cents > ${dollarsToCents(c.amount)}`;
    case 'boughtProduct':
      return bought(ctx, sql`select ${c.productId}::int`);
    case 'boughtCategory':
      return bought(
        ctx,
        sql`select id from dash_products where master_client_id = ${ctx.masterClientId} and revenue_class_id = ${c.categoryId}`,
      );
    case 'membershipStatus':
      if (c.status === 'active') return sql`st.membership_expiry >= ${ctx.today}::date`;
      if (c.status === 'expired') return sql`st.membership_expiry < ${ctx.today}::date`;
      return sql`st.membership_expiry is null`;
    case 'ageGroup': {
      const { min, max } = AGE_GROUPS[c.group];
      const older = sql`g.birth_date <= ${isoBefore(ctx.today, min)}::date`;
      return max === null ? older : sql`(${older} and g.birth_date > ${isoBefore(ctx.today, max)}::date)`;
    }
    case 'postalCode':
      // The schema allows letters, digits, space and '-' only: no LIKE wildcard can arrive.
      return sql`g.postal_code like ${`${c.prefix}%`}`;
    case 'location':
      return sql`g.home_location_id = ${c.locationId}`;
    case 'hasTag':
      return sql`exists (select 1 from guest_tag_links tl where tl.guest_id = g.id and tl.tag_id = ${c.tagId})`;
  }
}

/** The segment's whole condition, tenancy first: `where` of a query over guests g ⟕ guest_stats st. */
export function compileSegment(
  segment: { locationId: number | null; match: SegmentMatch; conditions: readonly SegmentCondition[] },
  ctx: SegmentContext,
): SQL {
  const parts = segment.conditions.map((c) => compileCondition(c, ctx));
  const joined = parts.length === 0 ? sql`true` : sql.join(parts, segment.match === 'all' ? sql` and ` : sql` or `);
  const location = segment.locationId === null ? sql`` : sql` and g.home_location_id = ${segment.locationId}`;
  return sql`g.master_client_id = ${ctx.masterClientId}${location} and (${joined})`;
}

/** FROM clause the compiled condition reads. */
export const SEGMENT_FROM = sql`guests g join guest_stats st on st.guest_id = g.id`;

/** Conditions answered by guest_stats alone (every guest has exactly one row there). */
const STATS_ONLY = new Set<SegmentCondition['type']>(['lastVisitWithin', 'spendOver', 'membershipStatus']);

/**
 * The count of a segment's guests over only the tables its conditions read: guest_stats alone when
 * every condition reads it (and the segment is for all locations), guests alone when none does,
 * both joined otherwise. Every guest has exactly one guest_stats row, so each form counts the same.
 */
export function compileCount(
  segment: { locationId: number | null; match: SegmentMatch; conditions: readonly SegmentCondition[] },
  ctx: SegmentContext,
): SQL {
  const readsStats = segment.conditions.some((c) => STATS_ONLY.has(c.type));
  const readsGuests = segment.locationId !== null || segment.conditions.some((c) => !STATS_ONLY.has(c.type));
  if (readsStats && readsGuests)
    return sql`select count(*) as n from ${SEGMENT_FROM} where st.master_client_id = ${ctx.masterClientId} and ${compileSegment(segment, ctx)}`;
  if (readsGuests) return sql`select count(*) as n from guests g where ${compileSegment(segment, ctx)}`;
  const parts = segment.conditions.map((c) => compileCondition(c, ctx));
  const joined = sql.join(parts, segment.match === 'all' ? sql` and ` : sql` or `);
  return sql`select count(*) as n from guest_stats st where st.master_client_id = ${ctx.masterClientId} and (${joined})`;
}
