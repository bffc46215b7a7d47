/**
 * The booking manager's demo data: for the first locations of each master client, its
 * resources (lanes, a room, a court, a party area), an activity per reservation product offered
 * there, and a day's worth of bookings around the anchor day (some paid in cash, a few canceled),
 * each in the location's zone. Small on purpose: the seed runs in every test database.
 */
import type { ActivityHours, RESOURCE_KINDS } from '@marquee/core/bookings/rules';
import { activitySlots, scheduleOf } from '@marquee/core/bookings/schedule';
import { DEFAULT_TIME_ZONE } from '@marquee/core/venue/locationSettings';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Tx } from '../db/client.ts';
import { calendarOf } from '../repositories/bookings/context.ts';
import { bookingTaken, moneyMoved, withBookingFacts } from '../repositories/bookings/facts.ts';
import { bookingSaleChanged } from '../repositories/bookings/saleFacts.ts';
import { createActivity, createResource } from '../repositories/bookings/setup.ts';
import { queryRows } from '../db/rows.ts';
import { bookingPayments, bookingSlots, bookings } from '../db/schema-bookings.ts';
import type { Random } from './prng.ts';
import type { MasterClientKey } from './tenancy.ts';

const LOCATIONS_PER_CLIENT = 3;
const WEEKDAY_NUMBERS = [1, 2, 3, 4, 5, 6, 7];
const RESOURCES: [string, (typeof RESOURCE_KINDS)[number]][] = [
  ['Lane 1', 'LANE'],
  ['Lane 2', 'LANE'],
  ['Party Room A', 'ROOM'],
  ['Court 1', 'COURT'],
  ['Party Area', 'PARTY_AREA'],
];

interface Offer {
  productId: number;
  name: string;
  minutes: number | null;
  capacity: number | null;
  buffer: number | null;
  priceCents: number | null;
  availableFrom: number | null;
  availableTo: number | null;
  days: number[];
}

/** An activity's hours from its product: its window (else 10:00–21:00), a start per slot length. */
export function hoursOf(p: Offer): ActivityHours & { capacity: number | null } {
  const duration = Math.min(Math.max(p.minutes ?? 60, 15), 240);
  const opens = p.availableFrom ?? 600;
  const closes = Math.max(p.availableTo ?? 1260, opens + duration);
  return {
    opensMinute: opens,
    closesMinute: Math.min(closes, 1440),
    intervalMinutes: Math.min(duration + (p.buffer ?? 0), 120),
    durationMinutes: duration,
    capacity: p.capacity,
    days: p.days,
  };
}

/**
 * The bookings' dashboard facts go through the booking write path's own writers (a booking
 * taken, its sale, its payment), so the demo's figures count them as they count a live booking.
 */
export function seedBookings(tx: Tx, clientIds: Map<MasterClientKey, number>, anchor: string, random: Random) {
  return withBookingFacts(tx, () => seedAllBookings(tx, clientIds, anchor, random));
}

async function seedAllBookings(tx: Tx, clientIds: Map<MasterClientKey, number>, anchor: string, random: Random) {
  let code = 1;
  for (const masterClientId of clientIds.values()) {
    const locs = await queryRows<{ id: number; zone: string | null }>(
      tx,
      sql`select l.id, s.time_zone as zone from locations l left join location_settings s on s.location_id = l.id
          where l.master_client_id = ${masterClientId} order by l.id limit ${LOCATIONS_PER_CLIENT}`,
    );
    const holders = (
      await queryRows<{ id: number }>(
        tx,
        sql`select id from guests where master_client_id = ${masterClientId} and email <> '' order by id limit 200`,
      )
    ).map((g) => Number(g.id));
    for (const loc of locs) {
      const zone = loc.zone ?? DEFAULT_TIME_ZONE;
      // Through the repository the setup screens use: nothing bookable exists only
      // because the seed wrote it by hand.
      const resources: { id: number }[] = [];
      for (const [name, kind] of RESOURCES) {
        resources.push({
          id: await createResource(
            tx,
            masterClientId,
            { locationId: loc.id, name, kind, places: null, enabled: true },
            null,
          ),
        });
      }
      const offers = await queryRows<Offer>(
        tx,
        sql`select p.id as "productId", p.name, p.reservation_minutes as minutes, p.reservation_capacity as capacity,
              p.reservation_buffer_minutes as buffer, p.min_price_cents as "priceCents",
              p.available_from as "availableFrom", p.available_to as "availableTo", p.days_available as days
            from products p join product_locations pl on pl.product_id = p.id and pl.location_id = ${loc.id}
            where p.master_client_id = ${masterClientId} and p.kind = 'RESERVATION' and p.enabled
            order by p.id limit ${RESOURCES.length}`,
      );
      for (const [i, offer] of offers.entries()) {
        const h = hoursOf(offer);
        const [range] = scheduleOf(h)[0]!.ranges;
        const to = Math.min(range!.to, 1440);
        // A product whose window cannot hold one session is not bookable (the screen refuses it too).
        if (range!.from + h.durationMinutes > to) continue;
        const schedule = WEEKDAY_NUMBERS.map((weekday) => ({ weekday, ranges: [{ ...range!, to }], starts: [] }));
        const activity = {
          id: await createActivity(
            tx,
            masterClientId,
            {
              productId: offer.productId,
              locationId: loc.id,
              resourceIds: [resources[i % resources.length]!.id],
              name: offer.name,
              schedule,
              durationMinutes: h.durationMinutes,
              bufferMinutes: 0,
              capacity: h.capacity,
              minGuests: 1,
              maxGuests: null,
              priceCents: offer.priceCents ?? 2000,
              depositCents: 0,
              online: true,
              enabled: true,
            },
            null,
          ),
        };
        if (holders.length === 0) continue;
        // Yesterday, the anchor day and the next two: a front desk's working window, booked only
        // at times the location's Calendar opens (core activitySlots, as the desk books them).
        for (let d = -1; d <= 2; d++) {
          const date = Temporal.PlainDate.from(anchor).add({ days: d }).toString();
          for (const slot of activitySlots(
            { ...h, schedule },
            await calendarOf(tx, masterClientId, loc.id, date),
            date,
            zone,
          )) {
            if (random.next() > 0.35) continue;
            const guests = random.int(1, Math.max(1, Math.min(h.capacity ?? 8, 8)));
            const [s] = await tx
              .insert(bookingSlots)
              .values({
                masterClientId,
                activityId: activity!.id,
                localDate: date,
                startMinute: slot.startMinute,
                startsAt: new Date(Temporal.Instant.from(slot.startsAt).epochMilliseconds),
                capacity: h.capacity,
                booked: guests,
              })
              .returning({ id: bookingSlots.id });
            const total = guests * (offer.priceCents ?? 2000);
            const paid = random.next() < 0.5 ? total : 0;
            // Taken online 1 to 14 days before the visit, at a waking hour of the venue's zone (not all
            // at the moment the seed runs, which would pile the demo's booking sales on one hour of today).
            // Spread by the booking's number, so the seed's random sequence (and its other data) stays as it was.
            // Never after the day before the anchor: later days belong to the demo data's generator.
            const spread = Temporal.PlainDate.from(date).subtract({ days: 1 + (code % 14) });
            const dayBefore = Temporal.PlainDate.from(anchor).subtract({ days: 1 });
            const takenAt = (Temporal.PlainDate.compare(spread, dayBefore) > 0 ? dayBefore : spread)
              .toZonedDateTime({ timeZone: zone, plainTime: { hour: 8 + ((code * 7) % 15), minute: (code * 13) % 60 } })
              .toInstant();
            // Taken by no staff member: an online booking, as the guest shop's.
            const factId = await bookingTaken(tx, {
              takenAt,
              locationId: loc.id,
              zone,
              guests,
              totalCents: total,
              online: true,
            });
            const [b] = await tx
              .insert(bookings)
              .values({
                masterClientId,
                locationId: loc.id,
                activityId: activity!.id,
                slotId: s!.id,
                holderId: random.pick(holders),
                confirmationCode: `D${String(code++).padStart(7, '0')}`,
                guests,
                bookingDate: date,
                startMinute: slot.startMinute,
                startsAt: new Date(Temporal.Instant.from(slot.startsAt).epochMilliseconds),
                totalCents: total,
                paidCents: paid,
                checked: d < 0,
                dashFactId: factId,
              })
              .returning({ id: bookings.id });
            if (paid > 0) {
              await tx.insert(bookingPayments).values({
                masterClientId,
                bookingId: b!.id,
                kind: 'PAYMENT',
                processor: 'IN_VENUE',
                method: 'CASH',
                amountCents: paid,
                idempotencyKey: `seed-${b!.id}`,
              });
              await moneyMoved(tx, {
                kind: 'PAYMENT',
                bookingId: b!.id,
                locationId: loc.id,
                zone,
                amountCents: paid,
                employeeId: 0,
                at: takenAt,
              });
            }
            await bookingSaleChanged(tx, factId);
          }
        }
      }
    }
  }
}
