/**
 * Bulk bookings for bench:bookings: a slot row per start of every activity of the master client
 * over two years around today, then `rows` bookings spread over them (generate_series, one
 * statement each), each with a holder among the client's guests; half paid in cash. Codes are
 * 'B' + 7 digits with a leading 0, which the REST API's alphabet (no 0) never makes.
 */
import type pg from 'pg';

export async function loadBookings(client: pg.Client, masterClientId: number, rows: number): Promise<void> {
  await client.query(
    `insert into booking_slots (master_client_id, activity_id, local_date, start_minute, starts_at, capacity, booked)
     select a.master_client_id, a.id, d::date, m, (d::date + make_interval(mins => m)) at time zone coalesce(s.time_zone, 'America/New_York'), null, 0
     from booking_activities a
     left join location_settings s on s.location_id = a.location_id
     cross join generate_series(current_date - 365, current_date + 365, interval '1 day') d
     cross join lateral generate_series(a.opens_minute::int, a.closes_minute::int - 1, greatest(a.interval_minutes, 5)::int) m
     where a.master_client_id = $1
     on conflict do nothing`,
    [masterClientId],
  );
  await client.query(
    `with s as (select id, activity_id, local_date, start_minute, starts_at, row_number() over (order by id) as rn
                from booking_slots where master_client_id = $1),
          n as (select count(*) as c from s),
          g as (select id, row_number() over (order by id) as rn from guests where master_client_id = $1),
          gn as (select count(*) as c from g),
          u as (select user_id as id, row_number() over (order by user_id) as rn from user_roles where master_client_id = $1),
          un as (select count(*) as c from u)
     insert into bookings (master_client_id, location_id, activity_id, slot_id, holder_id, confirmation_code, state, guests,
       booking_date, start_minute, starts_at, total_cents, paid_cents, checked, created_at, created_by)
     select $1, a.location_id, s.activity_id, s.id, g.id, 'B' || lpad(i::text, 7, '0'),
       case when i % 20 = 0 then 'CANCELLED' else 'BOOKED' end, 1 + i % 4, s.local_date, s.start_minute, s.starts_at,
       (1 + i % 4) * a.price_cents, case when i % 2 = 0 then (1 + i % 4) * a.price_cents else 0 end,
       s.local_date < current_date, now() - make_interval(days => (i % 400)),
       -- Made by the client's staff in turn (the list's role filter), one in ten online (no one).
       case when i % 10 = 0 then null else (select u.id from u where u.rn = 1 + i % un.c) end
     from generate_series(1, $2::int) i
     cross join n cross join gn cross join un
     join s on s.rn = 1 + (i::bigint * 7919) % n.c
     join g on g.rn = 1 + (i::bigint * 104729) % gn.c
     join booking_activities a on a.id = s.activity_id`,
    [masterClientId, rows],
  );
  await client.query(
    `insert into booking_payments (master_client_id, booking_id, kind, processor, method, amount_cents, idempotency_key)
     select master_client_id, id, 'PAYMENT', 'IN_VENUE', 'CASH', paid_cents, 'bench-' || id
     from bookings where master_client_id = $1 and paid_cents > 0 and confirmation_code like 'B0%'`,
    [masterClientId],
  );
  // As autovacuum would after a load: statistics and the visibility map (index-only counts).
  await client.query('vacuum analyze booking_slots, bookings, booking_payments, guests, guest_stats');
}
