/**
 * Checking a booking in through the gateway (schema/bookings/deskGuests.graphql): all
 * its guests or some, who and when kept, undone the same day and refused another day, refused for
 * a canceled booking or more guests than are left (field messages, nothing written), another
 * master client's booking NOT_FOUND; the visit on Owner's Box and Guest Experience (new, then
 * repeat guests; guests; new-guest revenue) equal to the dash_visits rows; the list's Checked filter.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsDate } from '../core/src/dashboards/dateRanges.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { type BookingWorld, bookingWorld, key } from './support/bookings.ts';
import type { GatewayClient } from './support/client.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let client: GatewayClient;
let world: BookingWorld;
let b: number;
const TABLES = ['bookings', 'desk_checkins', 'dash_visits', 'dash_daily'] as const;

beforeAll(async () => {
  stack = await startStack();
  const ids = await demoMasterClients(stack.database.db);
  b = ids.b;
  world = await bookingWorld(stack.database.db, ids.a, { capacity: null });
  client = stack.client();
  await client.login('director@funzone.test');
  client.masterClient = ids.a;
}, 300_000);
afterAll(() => stack?.close());

const today = () => Temporal.Now.plainDateISO(world.zone);
const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
  const r = await client.gql<T>(query, variables);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data as T;
};
type CheckIns = {
  guests: number;
  checkedInGuests: number;
  rows: {
    id: number;
    guests: number;
    businessDate: string;
    checkedInBy: string;
    checkedInAt: string;
    undoneBy: string | null;
    undoneAt: string | null;
    canUndo: boolean;
  }[];
};
const CHECK_INS =
  'bookingId guests checkedInGuests rows { id guests businessDate checkedInBy checkedInAt undoneBy undoneAt canUndo }';
const RESULT = `message booking { info { id checked } } checkIns { ${CHECK_INS} }`;
type Result = { message: string; booking: { info: { id: number; checked: boolean } }; checkIns: CheckIns };

let serial = 0;
async function book(guests: number, holderId = world.holderIds[0]) {
  const startTime = `${String(10 + (serial++ % 9)).padStart(2, '0')}:00`;
  const made = await gql<{
    createBooking: { booking: { info: { id: number; totalCents: number; confirmationCode: string } } };
  }>(
    `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { info { id totalCents confirmationCode } } } }`,
    {
      i: {
        locationCode: world.locationCode,
        activityId: world.activityId,
        date: today()
          .add({ days: 1 + Math.floor(serial / 9) })
          .toString(),
        startTime,
        guests,
        holderId,
      },
    },
  );
  return made.createBooking.booking.info;
}
const checkIn = (bookingId: number, guests: number) =>
  client.gql<{ checkInBooking: Result }>(
    `mutation($b: Int!, $g: Int!) { checkInBooking(bookingId: $b, guests: $g) { ${RESULT} } }`,
    { b: bookingId, g: guests },
  );
const undo = (bookingId: number, checkInId: number) =>
  client.gql<{ undoBookingCheckIn: Result }>(
    `mutation($b: Int!, $c: Int!) { undoBookingCheckIn(bookingId: $b, checkInId: $c) { ${RESULT} } }`,
    { b: bookingId, c: checkInId },
  );
const fieldsOf = (r: { errors?: { extensions?: { fields?: Record<string, string> } }[] }) =>
  r.errors?.[0]?.extensions?.fields;

describe('check-in', () => {
  it('checks some guests in, then the rest; keeps who and when; refuses more than are left', async () => {
    const booking = await book(4);
    const first = await checkIn(booking.id, 3);
    expect(first.errors).toBeUndefined();
    const r = first.data!.checkInBooking;
    expect(r.message).toBe('Checked in.');
    expect(r.booking.info.checked).toBe(true);
    expect(r.checkIns).toMatchObject({ guests: 4, checkedInGuests: 3 });
    expect(r.checkIns.rows[0]).toMatchObject({ guests: 3, businessDate: today().toString(), canUndo: true });
    expect(r.checkIns.rows[0]!.checkedInBy).not.toBe('');
    expect(Temporal.Instant.from(r.checkIns.rows[0]!.checkedInAt).epochMilliseconds).toBeGreaterThan(
      Date.now() - 60_000,
    );

    const before = await fingerprint(stack.database.db, TABLES);
    const tooMany = await checkIn(booking.id, 2);
    expect(fieldsOf(tooMany)).toEqual({ guests: 'Check in from 1 to 1 guests.' });
    expect(await fingerprint(stack.database.db, TABLES)).toEqual(before);

    const rest = await checkIn(booking.id, 1);
    expect(rest.data!.checkInBooking.checkIns.checkedInGuests).toBe(4);
    expect(fieldsOf(await checkIn(booking.id, 1))).toEqual({
      guests: 'Every guest of this booking is already checked in.',
    });
    const read = await gql<{ bookingCheckIns: CheckIns }>(
      `query($b: Int!) { bookingCheckIns(bookingId: $b) { ${CHECK_INS} } }`,
      {
        b: booking.id,
      },
    );
    expect(read.bookingCheckIns.rows.map((x) => x.guests)).toEqual([1, 3]);
  });

  it('undoes a check-in the same day, keeping who undid it and when, and refuses it on another day', async () => {
    const booking = await book(2);
    const done = (await checkIn(booking.id, 2)).data!.checkInBooking;
    const first = done.checkIns.rows[0]!;
    const undone = await undo(booking.id, first.id);
    expect(undone.errors).toBeUndefined();
    expect(undone.data!.undoBookingCheckIn).toMatchObject({
      message: 'Check-in undone.',
      booking: { info: { checked: false } },
      checkIns: { checkedInGuests: 0 },
    });
    const [kept] = undone.data!.undoBookingCheckIn.checkIns.rows;
    expect(kept).toMatchObject({ id: first.id, guests: 2, checkedInBy: first.checkedInBy, canUndo: false });
    expect(kept!.undoneBy).toBe(first.checkedInBy);
    expect(Temporal.Instant.from(kept!.undoneAt!).epochMilliseconds).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await queryRows<{ by: number | null; at: Date | null }>(
      stack.database.db,
      sql`select undone_by as by, undone_at as at from desk_checkins where id = ${first.id}`,
    );
    expect(row!.by).not.toBeNull();
    expect(row!.at).not.toBeNull();

    // Undone twice: a field message, nothing written.
    const twice = await fingerprint(stack.database.db, TABLES);
    expect(fieldsOf(await undo(booking.id, first.id))).toEqual({ checkInId: 'This check-in was already undone.' });
    expect(await fingerprint(stack.database.db, TABLES)).toEqual(twice);

    const again = (await checkIn(booking.id, 1)).data!.checkInBooking;
    // The undone check-in does not count against the party: one of two is in, both rows listed.
    expect(again.checkIns.checkedInGuests).toBe(1);
    expect(again.checkIns.rows).toHaveLength(2);
    expect(again.booking.info.checked).toBe(true);
    const id = again.checkIns.rows[0]!.id;
    // As if it had been made yesterday in the location's zone.
    const yesterday = today().subtract({ days: 1 }).toString();
    await stack.database.db.execute(sql`update desk_checkins set business_date = ${yesterday} where id = ${id}`);
    const before = await fingerprint(stack.database.db, TABLES);
    const late = await undo(booking.id, id);
    expect(fieldsOf(late)).toEqual({ checkInId: 'A check-in can only be undone on the day it was made.' });
    expect(await fingerprint(stack.database.db, TABLES)).toEqual(before);
  });

  it('refuses a canceled booking, and another master client’s booking as NOT_FOUND, writing nothing', async () => {
    const booking = await book(2);
    await gql(`mutation($b: Int!) { cancelBooking(bookingId: $b) { message } }`, { b: booking.id });
    const before = await fingerprint(stack.database.db, TABLES);
    expect(fieldsOf(await checkIn(booking.id, 1))).toEqual({ bookingId: 'A canceled booking cannot be checked in.' });
    expect(fieldsOf(await checkIn((await book(2)).id, 0))).toEqual({ guests: 'Check in from 1 to 2 guests.' });
    const [theirs] = await queryRows<{ id: number }>(
      stack.database.db,
      sql`select id from bookings where master_client_id = ${b} and state = 'BOOKED' order by id limit 1`,
    );
    const mid = await fingerprint(stack.database.db, TABLES);
    const foreign = await checkIn(Number(theirs!.id), 1);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreignUndo = await undo(Number(theirs!.id), 1);
    expect(foreignUndo.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await fingerprint(stack.database.db, TABLES)).toEqual(mid);
    expect(Object.keys(before)).toEqual(Object.keys(mid));
  });
});

describe('the dashboards and the list', () => {
  const day = () => today().toString();
  const filter = () => ({
    locations: [world.locationId],
    dateRange: 17,
    startDate: formatUsDate(today()),
    endDate: formatUsDate(today()),
  });
  const figures = async () => {
    const d = await gql<{
      ownersBox: Record<'newGuests' | 'repeatGuests', { conversion: { value: number } }>;
      guestExperience: Record<
        'newGuests' | 'repeatGuests' | 'newGuestRevenue' | 'averageGroupSize',
        { conversion: { value: number } }
      >;
    }>(
      `query($f: DashboardFilterInput!) {
        ownersBox(filter: $f) { newGuests { conversion { value } } repeatGuests { conversion { value } } }
        guestExperience(filter: $f) { newGuests { conversion { value } } repeatGuests { conversion { value } }
          newGuestRevenue { conversion { value } } averageGroupSize { conversion { value } } }
      }`,
      { f: filter() },
    );
    const [rows] = await queryRows<{ n: number; r: number; spend: number; party: number; visits: number }>(
      stack.database.db,
      sql`select count(*) filter (where is_new)::int as n, count(*) filter (where not is_new)::int as r,
            coalesce(sum(spend_cents) filter (where is_new), 0)::int as spend, coalesce(sum(party_size), 0)::int as party,
            count(*)::int as visits
          from dash_visits where location_id = ${world.locationId} and business_date = ${day()}`,
    );
    return {
      widgets: {
        newGuests: d.ownersBox.newGuests.conversion.value,
        repeatGuests: d.ownersBox.repeatGuests.conversion.value,
        geNew: d.guestExperience.newGuests.conversion.value,
        geRepeat: d.guestExperience.repeatGuests.conversion.value,
        newRevenue: d.guestExperience.newGuestRevenue.conversion.value,
      },
      rows: rows!,
    };
  };

  it('counts a new guest’s visit at once, then a repeat one, as the rows say', async () => {
    const guest = await gql<{ createDeskGuest: { guest: { id: number } } }>(
      `mutation($i: CreateDeskGuestInput!) { createDeskGuest(input: $i) { guest { id } } }`,
      {
        i: {
          firstName: 'Newly',
          lastName: 'Arrived',
          email: '',
          phone: '15559990001',
          birthDate: '2001-05-06',
          marketingOptIn: false,
          idempotencyKey: key(),
        },
      },
    );
    const holder = guest.createDeskGuest.guest.id;
    const start = await figures();
    const first = await book(3, holder);
    await checkIn(first.id, 2);
    await checkIn(first.id, 1);
    const after = await figures();
    // One new guest (the party, once, whatever the number of check-ins), spending the booking's total.
    expect(after.rows).toMatchObject({
      n: start.rows.n + 1,
      r: start.rows.r,
      spend: start.rows.spend + first.totalCents,
      party: start.rows.party + 3,
    });
    expect(after.widgets).toMatchObject({
      newGuests: after.rows.n,
      geNew: after.rows.n,
      repeatGuests: after.rows.r,
      newRevenue: after.rows.spend / 100,
    });
    expect(after.widgets.newGuests).toBe(start.widgets.newGuests + 1);

    // The same guest's second booking: a repeat visit.
    const second = await book(2, holder);
    await checkIn(second.id, 2);
    const repeat = await figures();
    expect(repeat.rows.r).toBe(after.rows.r + 1);
    expect(repeat.widgets).toMatchObject({
      repeatGuests: repeat.rows.r,
      geRepeat: repeat.rows.r,
      newGuests: repeat.rows.n,
    });
  });

  it('the Checked filter lists a booking once checked in, and no longer once undone', async () => {
    const booking = await book(2);
    const listed = async (checked: boolean) =>
      (
        await gql<{ bookings: { rows: { id: number }[] } }>(
          `query($f: BookingFilterInput) { bookings(filter: $f, rowsPerPage: 100) { rows { id } } }`,
          { f: { search: booking.confirmationCode, checked } },
        )
      ).bookings.rows.map((r) => r.id);
    expect(await listed(true)).toEqual([]);
    expect(await listed(false)).toEqual([booking.id]);
    const done = (await checkIn(booking.id, 1)).data!.checkInBooking;
    expect(await listed(true)).toEqual([booking.id]);
    expect(await listed(false)).toEqual([]);
    await undo(booking.id, done.checkIns.rows[0]!.id);
    expect(await listed(true)).toEqual([]);
    expect(await listed(false)).toEqual([booking.id]);
  });

  it('an undo reverses the visit on the dashboards, and a later check-in counts it again', async () => {
    const booking = await book(2);
    const start = await figures();
    const done = (await checkIn(booking.id, 2)).data!.checkInBooking;
    const counted = await figures();
    expect(counted.rows.visits).toBe(start.rows.visits + 1);
    expect(counted.rows.party).toBe(start.rows.party + 2);
    await undo(booking.id, done.checkIns.rows[0]!.id);
    const reversed = await figures();
    expect(reversed).toEqual(start);
    await checkIn(booking.id, 1);
    const again = await figures();
    expect(again.rows.visits).toBe(start.rows.visits + 1);
    expect(again.rows.party).toBe(start.rows.party + 1);
  });
});
