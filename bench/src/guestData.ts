/**
 * bench:segments' data: `rows` guests in one master client, inserted with generate_series (the
 * insert trigger gives each its zero guest_stats row), figures for four in five (visits,
 * bookings, spend, last visit over the past year, memberships for one in four) and a CRM tag on
 * one in ten, then VACUUM ANALYZEd (the counts' index-only scans need the visibility map).
 */
import type pg from 'pg';
import { FIRST, LAST } from '@marquee/rest-api/seed/staff';

const list = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** The search index of migrations/guests, rebuilt after the load (one build beats a million inserts). */
const SEARCH_INDEX = `CREATE INDEX "guests_search_trgm_idx" ON "guests" USING gin
  ((lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone")) gin_trgm_ops) WITH (fastupdate=false)`;

export async function loadGuests(client: pg.Client, masterClientId: number, rows: number): Promise<void> {
  const mc = masterClientId;
  await client.query('drop index if exists guests_search_trgm_idx');
  await client.query(`
    insert into guests (master_client_id, home_location_id, first_name, last_name, email, phone, birth_date, postal_code,
                        marketing_opt_in, created_at)
    select ${mc}, l.ids[1 + i % array_length(l.ids, 1)],
      f.names[1 + (hashtext('f' || i) & 2147483647) % array_length(f.names, 1)],
      s.names[1 + (hashtext('l' || i) & 2147483647) % array_length(s.names, 1)],
      'guest' || i || '@bench.test', '1512' || lpad((i % 10000000)::text, 7, '0'),
      date '1950-01-01' + (hashtext('b' || i) & 2147483647) % 25000,
      lpad(((hashtext('p' || i) & 2147483647) % 90000 + 10000)::text, 5, '0'), i % 3 <> 0,
      now() - make_interval(days => i % 1500)
    from generate_series(1, ${rows}) i,
      (select array_agg(id order by id) as ids from locations where master_client_id = ${mc}) l,
      (select ${list(FIRST)} as names) f, (select ${list(LAST)} as names) s`);
  await client.query(`
    insert into guest_stats (guest_id, master_client_id, visits, bookings, spend_cents, last_visit, membership_expiry)
    select id, ${mc}, 1 + h % 40, h % 7, (h % 90000) + 500, current_date - (h % 365),
      case when h % 4 = 0 then current_date + (h % 400) - 200 end
    from (select id, (hashtext('s' || id) & 2147483647) as h from guests
          where master_client_id = ${mc} and email like '%@bench.test') g
    where id % 5 <> 0
    on conflict (guest_id) do update set visits = excluded.visits, bookings = excluded.bookings,
      spend_cents = excluded.spend_cents, last_visit = excluded.last_visit, membership_expiry = excluded.membership_expiry`);
  await client.query(
    `insert into guest_tags (master_client_id, name) values (${mc}, 'Bench VIP') on conflict do nothing`,
  );
  await client.query(`
    insert into guest_tag_links (guest_id, tag_id)
    select g.id, t.id from guests g, guest_tags t
    where g.master_client_id = ${mc} and g.id % 10 = 3 and t.master_client_id = ${mc} and t.name = 'Bench VIP'
    on conflict do nothing`);
  await client.query(SEARCH_INDEX);
  for (const table of ['guests', 'guest_stats', 'guest_tag_links']) await client.query(`vacuum analyze ${table}`);
}
