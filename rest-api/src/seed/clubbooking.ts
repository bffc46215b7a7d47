/**
 * Club booking demo data: every demo location opens online Monday to Sunday with a
 * welcome text, offers up to four schedulable products online and four products at its kiosk,
 * sells a few add-ons with online bookings (socks, food, a party favour, as the desk sells them), and
 * the first location of each master client has a lightning deal, a booking discount and
 * its reminder and thank-you messages. Deterministic (no randomness: the first products by id),
 * and a handful of set-based inserts so every test database stays fast to seed.
 */
import { defaultOnlineBookingSettings, WEEKDAYS } from '@marquee/core/club/settings';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { clubSettings } from '../db/schema-clubbooking.ts';
import * as t from '../db/schema.ts';
import { eq } from 'drizzle-orm';

const OPEN_DAY = [{ enabled: true, data: [{ start: '10:00', end: '21:00' }] }];

export async function seedClubBooking(tx: Tx, masterClientIds: readonly number[]) {
  for (const mc of masterClientIds) {
    const places = await tx
      .select({ id: t.locations.id, name: t.locations.name })
      .from(t.locations)
      .where(eq(t.locations.masterClientId, mc))
      .orderBy(t.locations.id);
    if (places.length === 0) continue;
    const base = defaultOnlineBookingSettings();
    await tx.insert(clubSettings).values(
      places.map((p) => ({
        locationId: p.id,
        masterClientId: mc,
        channel: 'BOOKING',
        settings: {
          ...base,
          branding: { ...base.branding, welcomeText: `Welcome to ${p.name}! Book your next visit online.` },
          generalSettings: {
            ...base.generalSettings,
            minTimeToBookInAdvance: 60,
            availabilityPerDay: Object.fromEntries(WEEKDAYS.map((d) => [d, OPEN_DAY])),
          },
        },
      })),
    );
  }
  const clients = sql.join(
    masterClientIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Up to four products per location and channel: schedulable ones online, any at the kiosk.
  await tx.execute(sql`
    insert into club_offerings (master_client_id, location_id, channel, product_id, offering_type, price_type,
      deposit_type, quantity_type, min_quantity, max_quantity, available_spaces, category_id)
    select master_client_id, location_id, channel, product_id,
      case when channel = 'BOOKING' then 'ACTIVITY' else 'ADD_ON' end, 'PER_PERSON', 'NONE',
      case when channel = 'BOOKING' then 'PER_GUEST' else 'PER_ITEM' end, 1, 20, capacity, category_id
    from (
      select p.master_client_id, pl.location_id, c.channel, p.id as product_id, p.reservation_capacity as capacity,
        case when c.channel = 'KIOSK' then
          (select min(l.category_id) from product_category_links l
            join product_category_locations cl on cl.product_category_id = l.category_id and cl.location_id = pl.location_id
            where l.product_id = p.id) end as category_id,
        row_number() over (partition by pl.location_id, c.channel order by p.id) as n
      from products p
      join product_locations pl on pl.product_id = p.id
      cross join (values ('BOOKING'), ('KIOSK')) as c(channel)
      where p.master_client_id in (${clients}) and p.enabled and (c.channel = 'KIOSK' or p.is_schedulable)
    ) picked
    where n <= 4 and (channel = 'BOOKING' or category_id is not null)`);
  // Add-ons a booking can carry at every location, priced as the product is there. After the activities,
  // so the deal below still goes to the first activity.
  await tx.execute(sql`
    insert into club_offerings (master_client_id, location_id, channel, product_id, offering_type, price_type,
      deposit_type, quantity_type, min_quantity, max_quantity)
    select p.master_client_id, pl.location_id, 'BOOKING', p.id, 'ADD_ON', 'PER_PERSON', 'NONE', 'PER_ITEM', 1, a.most
    from products p
    join product_locations pl on pl.product_id = p.id
    join (values ('Grip Socks', 30), ('Pizza Slice', 40), ('Soft Drink', 40), ('Family Pizza', 10), ('Plush Toy', 30))
      as a(name, most) on a.name = p.name
    where p.master_client_id in (${clients}) and p.enabled
    order by pl.location_id, p.id`);
  // The first location of each master client: a deal, a discount and two messages.
  const firsts = sql`(select min(id) as location_id, master_client_id from locations
    where master_client_id in (${clients}) group by master_client_id)`;
  await tx.execute(sql`
    insert into club_lightning_deals (master_client_id, location_id, offering_id, name, cut_type, cut_value,
      starts_at, ends_at, quantity)
    select f.master_client_id, f.location_id, min(o.id), 'Weekday happy hour', 'PERCENT', 1500,
      timestamptz '2026-01-01 00:00:00+00', timestamptz '2027-12-31 00:00:00+00', 50
    from ${firsts} f join club_offerings o on o.location_id = f.location_id and o.channel = 'BOOKING'
    group by f.master_client_id, f.location_id`);
  await tx.execute(sql`
    insert into club_booking_discounts (master_client_id, location_id, code, cut_type, cut_value, valid_from,
      valid_to, max_uses, max_uses_per_guest)
    select master_client_id, location_id, 'WELCOME10', 'PERCENT', 1000, date '2026-01-01', date '2027-12-31', 500, 1
    from ${firsts} f`);
  await tx.execute(sql`
    insert into club_notifications (master_client_id, location_id, kind, channel, offset_minutes, subject, template)
    select master_client_id, location_id, k.kind, 'EMAIL', k.offset_minutes, k.subject, k.template
    from ${firsts} f cross join (values
      ('REMINDER', 1440, 'See you tomorrow!', 'Hi {{ guest.firstName }}, your visit is tomorrow at {{ booking.time }}.'),
      ('THANK_YOU', 120, 'Thanks for visiting', 'Hi {{ guest.firstName }}, thank you for visiting us today!')
    ) as k(kind, offset_minutes, subject, template)`);
}
