/**
 * A venue whose only sales are bookings (a fresh location, no till, no demo facts): bookings made,
 * changed and canceled through the gateway reach the sales facts, so Owner's Box shows Revenue,
 * Average ticket, Revenue per guest and Top product as the rows say, and a booking's revenue is
 * counted once (through its sale, not again as a prepaid booking).
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsDate } from '../core/src/dashboards/dateRanges.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { type BookingWorld, bookingWorld, openAllDay } from './support/bookings.ts';
import type { GatewayClient } from './support/client.ts';
import { demoMasterClients, newLocation } from './support/fixtures.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let client: GatewayClient;
let world: BookingWorld;
const PRICE = 2500;

beforeAll(async () => {
  stack = await startStack();
  const { a } = await demoMasterClients(stack.database.db);
  const location = await newLocation(stack.database.db, a);
  await openAllDay(stack.database.db, a, location.id);
  world = await bookingWorld(stack.database.db, a, { capacity: null, priceCents: PRICE, locationId: location.id });
  client = stack.client();
  await client.login('director@funzone.test');
  client.masterClient = a;
}, 300_000);
afterAll(() => stack?.close());

const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
  const r = await client.gql<T>(query, variables);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data as T;
};
const today = () => Temporal.Now.plainDateISO(world.zone);

let hour = 10;
async function book(guests: number): Promise<number> {
  const made = await gql<{ createBooking: { booking: { info: { id: number } } } }>(
    `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { info { id } } } }`,
    {
      i: {
        locationCode: world.locationCode,
        activityId: world.activityId,
        date: today().add({ days: 1 }).toString(),
        startTime: `${hour++}:00`,
        guests,
        holderId: world.holderIds[0],
      },
    },
  );
  return made.createBooking.booking.info.id;
}

type Card = { conversion: { value: number } };
async function ownersBox() {
  const f = {
    locations: [world.locationId],
    dateRange: 17,
    startDate: formatUsDate(today()),
    endDate: formatUsDate(today()),
  };
  const d = await gql<{
    ownersBox: Record<'revenue' | 'averageTicket' | 'revenuePerGuest', Card> & {
      topProductSold: { text: string; value: number; subValue: number };
    };
  }>(
    `query($f: DashboardFilterInput!) { ownersBox(filter: $f) {
      revenue { conversion { value } } averageTicket { conversion { value } } revenuePerGuest { conversion { value } }
      topProductSold { text value subValue } } }`,
    { f },
  );
  const o = d.ownersBox;
  return {
    revenue: o.revenue.conversion.value,
    averageTicket: o.averageTicket.conversion.value,
    revenuePerGuest: o.revenuePerGuest.conversion.value,
    top: { name: o.topProductSold.text, amount: o.topProductSold.value, qty: o.topProductSold.subValue },
  };
}

/** The same figures from the fact rows of the location's day. */
async function fromRows() {
  const db = stack.database.db;
  const scope = sql`location_id = ${world.locationId} and business_date = ${today().toString()}::date`;
  const [s] = await queryRows<{ total: number; tickets: number }>(
    db,
    sql`select coalesce(sum(total_cents), 0)::int as total, count(*)::int as tickets from dash_sales where ${scope}`,
  );
  const [v] = await queryRows<{ guests: number }>(
    db,
    sql`select coalesce(sum(party_size), 0)::int as guests from dash_visits where ${scope}`,
  );
  const [top] = await queryRows<{ name: string; amount: number; qty: number }>(
    db,
    sql`select p.name, sum(l.amount_cents)::int as amount, sum(l.quantity)::int as qty
        from dash_sale_lines l join dash_products p on p.id = l.product_id where l.location_id = ${world.locationId}
          and l.business_date = ${today().toString()}::date group by p.name order by amount desc limit 1`,
  );
  const [live] = await queryRows<{ total: number }>(
    db,
    sql`select coalesce(sum(total_cents), 0)::int as total from bookings
        where location_id = ${world.locationId} and state <> 'CANCELLED'`,
  );
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return {
    revenue: s!.total / 100,
    averageTicket: s!.tickets ? r2(s!.total / s!.tickets / 100) : 0,
    revenuePerGuest: v!.guests ? r2(s!.total / v!.guests / 100) : 0,
    top: top ? { name: top.name, amount: top.amount / 100, qty: top.qty } : null,
    bookingsTotal: live!.total / 100,
    tickets: s!.tickets,
    guests: v!.guests,
  };
}

describe('a bookings-only venue on Owner’s Box', () => {
  it('counts booking sales in Revenue, Average ticket, Revenue per guest and Top product, once', async () => {
    const first = await book(3); // 3 × $25
    const second = await book(2); // 2 × $25, then 4 guests
    const third = await book(1); // canceled
    await gql(`mutation($b: Int!, $g: Int!) { updateBookingGuests(bookingId: $b, guests: $g) { message } }`, {
      b: second,
      g: 4,
    });
    await gql(`mutation($b: Int!) { cancelBooking(bookingId: $b) { message } }`, { b: third });
    await gql(`mutation($b: Int!, $g: Int!) { checkInBooking(bookingId: $b, guests: $g) { message } }`, {
      b: first,
      g: 3,
    });

    const rows = await fromRows();
    // Two live bookings: $75 + $100; the canceled one has no sale; 3 guests checked in.
    expect(rows).toMatchObject({ revenue: 175, bookingsTotal: 175, tickets: 2, guests: 3 });
    const shown = await ownersBox();
    expect(shown).toEqual({
      revenue: rows.revenue,
      averageTicket: rows.averageTicket,
      revenuePerGuest: rows.revenuePerGuest,
      top: { name: rows.top!.name, amount: rows.top!.amount, qty: rows.top!.qty },
    });
    expect(shown.averageTicket).toBe(87.5);
    expect(shown.revenuePerGuest).toBe(58.33);
    expect(shown.top.qty).toBe(7);
  });
});
