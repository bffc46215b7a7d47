/**
 * guest_stats: each guest's visits, Club Booking sales, spend, last visit and latest membership
 * expiry, rolled up from the dashboard facts (their guest_id is a guests.id). Refreshed for a
 * master client after a bulk load (seed, benchmark) and for one guest after a sale is recorded.
 * Every guest has a row (the guests insert trigger adds it); this rewrites the figures. Only real
 * guests are touched: facts may carry ids of guests not (yet) in `guests`.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { CHANNEL } from '../../db/schema-dashboards.ts';

/** Recomputes the stats of the given guests, or of every guest of the master client. */
export async function refreshGuestStats(
  db: Executor,
  scope: { masterClientId: number } | { guestIds: readonly number[] },
): Promise<void> {
  const whichGuests =
    'masterClientId' in scope
      ? sql`g.master_client_id = ${scope.masterClientId}`
      : sql`g.id = any(${`{${scope.guestIds.map(Number).join(',')}}`}::bigint[])`;
  if ('guestIds' in scope && scope.guestIds.length === 0) return;
  await db.execute(sql`
    with v as (
      select guest_id, count(*)::int as visits, max(business_date) as last_visit
      from dash_visits where guest_id in (select g.id from guests g where ${whichGuests}) group by guest_id
    ), s as (
      select guest_id, count(*) filter (where channel = ${CHANNEL.booking})::int as bookings,
        coalesce(sum(total_cents), 0)::bigint as spend
      from dash_sales where guest_id in (select g.id from guests g where ${whichGuests}) group by guest_id
    ), m as (
      select guest_id, max(expiry_date) as expiry
      from dash_memberships where guest_id in (select g.id from guests g where ${whichGuests}) group by guest_id
    )
    insert into guest_stats (guest_id, master_client_id, visits, bookings, spend_cents, last_visit, membership_expiry)
    select g.id, g.master_client_id, coalesce(v.visits, 0), coalesce(s.bookings, 0), coalesce(s.spend, 0),
      v.last_visit, m.expiry
    from guests g left join v on v.guest_id = g.id left join s on s.guest_id = g.id left join m on m.guest_id = g.id
    where ${whichGuests}
    on conflict (guest_id) do update set visits = excluded.visits, bookings = excluded.bookings,
      spend_cents = excluded.spend_cents, last_visit = excluded.last_visit, membership_expiry = excluded.membership_expiry`);
}
