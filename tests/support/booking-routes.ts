/**
 * The booking manager's REST routes for the route tables: per route, the permission
 * it needs ([menu index, flag]), a call within master client A served 200 (fresh rows each time,
 * so actions can be repeated), and the same call naming B's rows, which must be refused without
 * writing (404 for B's booking or location, 400 for B's activity or guest as an input).
 * tests/cross-tenant.test.ts and tests/bookings-permissions.test.ts both read BOOKING_ROUTE_CASES.
 */
import { BOOKING_MANAGER_INDEX as M, BOOKINGS_INDEX as L } from '@marquee/core/bookings/rules';
import type { FlagName } from '@marquee/core/permissions';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import { type BookingWorld, bookingWorld, key } from './bookings.ts';
import { type Body, type Method, restCall, restLogin } from './rest.ts';

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

export interface BookingRouteCase {
  permission: [number, FlagName];
  sample: () => Promise<Call>;
  foreign?: () => { call: Call; status: readonly number[]; empty?: boolean }[];
  /** What the full role gets: 200, or 400 for the card-provider calls on a stack without one. */
  served?: number;
  /** Lists: B's ids in an answer (must be none). */
  leaks?: (body: Body) => unknown[];
}

let restUrl: string;
let token: string;
let own: BookingWorld;
let theirs: { bookingId: number; activityId: number; locationCode: string; guestId: number; guestIds: Set<number> };
let theirBookings: Set<number>;
let theirSegments: Set<number>;
/** B's first guest with an e-mail: the desk's duplicate lookup is asked for it (and must not answer it). */
let theirGuest: { email: string; firstName: string; lastName: string };
let serial = 0;
const ROUTES_CODE = 'ROUTES1';

const day = (n: number) => Temporal.Now.plainDateISO(own.zone).add({ days: n }).toString();
const NOT_FOUND = [404] as const;
const REFUSED = [400, 404] as const;

export async function prepareBookingFixtures(db: Db, url: string, a: number, b: number): Promise<void> {
  restUrl = url;
  own = await bookingWorld(db, a, { capacity: null });
  token = await restLogin(url, 'director@funzone.test');
  await db.execute(sql`insert into club_booking_discounts (master_client_id, location_id, code, cut_type, cut_value)
    values (${a}, ${own.locationId}, ${ROUTES_CODE}, 'AMOUNT', 100)`);
  const [booking] = await queryRows<{ id: number; activityId: number; code: string }>(
    db,
    sql`select b.id, b.activity_id as "activityId", l.code from bookings b join locations l on l.id = b.location_id
        where b.master_client_id = ${b} order by b.id limit 1`,
  );
  const guests = await queryRows<{ id: number }>(db, sql`select id from guests where master_client_id <> ${a}`);
  theirs = {
    bookingId: Number(booking!.id),
    activityId: booking!.activityId,
    locationCode: booking!.code,
    guestId: Number(guests[0]!.id),
    guestIds: new Set(guests.map((g) => Number(g.id))),
  };
  // A segment of B, so the segment lookup has something of theirs it must not answer.
  await db.execute(sql`insert into guest_segments (master_client_id, name, match, conditions)
    values (${b}, 'Their segment', 'all', '[{"type":"membershipStatus","status":"none"}]'::jsonb)`);
  theirSegments = new Set(
    (await queryRows<{ id: number }>(db, sql`select id from guest_segments where master_client_id <> ${a}`)).map((r) =>
      Number(r.id),
    ),
  );
  const [guest] = await queryRows<{ email: string; firstName: string; lastName: string }>(
    db,
    sql`select email, first_name as "firstName", last_name as "lastName" from guests
        where master_client_id = ${b} and email <> '' order by id limit 1`,
  );
  theirGuest = guest!;
  theirBookings = new Set(
    (await queryRows<{ id: number }>(db, sql`select id from bookings where master_client_id <> ${a}`)).map((r) =>
      Number(r.id),
    ),
  );
}

const createBody = (over: Record<string, unknown> = {}) => ({
  locationCode: own.locationCode,
  activityId: own.activityId,
  date: day(5),
  startTime: `${String(10 + (serial++ % 8)).padStart(2, '0')}:00`,
  guests: 2,
  holderId: own.holderIds[0],
  offerings: [{ name: 'Soda', quantity: 1, unitPrice: '2.50' }],
  ...over,
});

/** A new guest of A at the desk: a phone of its own and a key per call. */
const deskGuestBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'Desk',
  lastName: `Guest ${serial++}`,
  email: '',
  phone: `1555${String(Date.now() % 1e7).padStart(7, '0')}${serial++}`,
  birthDate: '',
  marketingOptIn: false,
  idempotencyKey: key(),
  ...over,
});

/** A new booking of A (paid in cash when asked), as the director makes it. */
async function fresh(paid = false): Promise<Body> {
  const made = await restCall(restUrl, token, 'POST', '/booking-manager/bookings', {
    body: createBody(),
    masterClient: own.masterClientId,
  });
  const booking = made.body.data.booking;
  if (!paid) return booking;
  const p = await restCall(restUrl, token, 'POST', '/booking-manager/bookings/take-payment', {
    body: { bookingId: booking.info.id, amount: '10', method: 'CASH', idempotencyKey: key() },
    masterClient: own.masterClientId,
  });
  return p.body.data.booking;
}

const get = (url: string): Call => ({ method: 'GET', url });
const post = (url: string, body: unknown): Call => ({ method: 'POST', url, body });
/** A GET taking bookingId: A's fresh booking; B's → 404. */
const bookingGet = (
  path: string,
  extra = '',
  permission: [number, FlagName] = [M, 'detailView'],
): BookingRouteCase => ({
  permission,
  sample: async () => get(`${path}?bookingId=${(await fresh()).info.id}${extra}`),
  foreign: () => [{ call: get(`${path}?bookingId=${theirs.bookingId}${extra}`), status: NOT_FOUND }],
});
/** A POST on a booking: A's fresh booking; B's → 404. */
const bookingPost = (path: string, body: (b: Body) => Record<string, unknown>, paid = false): BookingRouteCase => ({
  permission: [M, 'updateAndExecute'],
  sample: async () => {
    const b = await fresh(paid);
    return post(path, { bookingId: b.info.id, ...body(b) });
  },
  foreign: () => [
    { call: post(path, { bookingId: theirs.bookingId, ...body({ offerings: [{ id: 1 }] }) }), status: NOT_FOUND },
  ],
});
const leaks = (body: Body) => ((body.data?.data ?? body.data) as { id: number }[]).map((r) => r.id);

const reschedule = (path: string) => bookingPost(path, () => ({ date: day(6), startTime: '11:00' }));
const refund = (path: string) =>
  bookingPost(path, () => ({ amount: '1', idempotencyKey: key(), reason: 'GOODWILL' }), true);

/** A payment-intent call: without STRIPE_SECRET_KEY (these stacks) the provider is unavailable (400). */
const intentCall = (path: string, body: (b: Body) => Record<string, unknown>): BookingRouteCase => ({
  permission: [M, 'updateAndExecute'],
  served: 400,
  sample: async () => post(path, body(await fresh())),
});

export const BOOKING_ROUTE_CASES: Record<string, BookingRouteCase> = {
  'POST /booking-manager/stripe/initiate': intentCall('/booking-manager/stripe/initiate', (b) => ({
    bookingId: b.info.id,
    idempotencyKey: key(),
  })),
  'POST /booking-manager/stripe/client-secret': intentCall('/booking-manager/stripe/client-secret', () => ({
    paymentIntentId: 'pi_missing',
  })),
  'POST /booking-manager/stripe/update-client-secret': intentCall(
    '/booking-manager/stripe/update-client-secret',
    (b) => ({
      bookingId: b.info.id,
      paymentIntentId: 'pi_missing',
      amount: '1',
    }),
  ),
  'POST /booking-manager/stripe/revert-initiate': intentCall('/booking-manager/stripe/revert-initiate', () => ({
    paymentIntentId: 'pi_missing',
  })),
  'GET /club-booking/manager': {
    permission: [M, 'view'],
    sample: async () => get(`/club-booking/manager?locationCode=${own.locationCode}`),
    foreign: () => [{ call: get(`/club-booking/manager?locationCode=${theirs.locationCode}`), status: NOT_FOUND }],
  },
  'GET /club-booking/manager/schedule': {
    permission: [M, 'view'],
    sample: async () => get(`/club-booking/manager/schedule?locationCode=${own.locationCode}&date=${day(5)}`),
    foreign: () => [
      { call: get(`/club-booking/manager/schedule?locationCode=${theirs.locationCode}`), status: NOT_FOUND },
    ],
  },
  'GET /club-booking/manager/check-details': bookingGet('/club-booking/manager/check-details'),
  'GET /club-booking/manager/emails': bookingGet('/club-booking/manager/emails'),
  'GET /club-booking/manager/guests': bookingGet('/club-booking/manager/guests'),
  'GET /club-booking/manager/reschedule-dates': bookingGet(
    '/club-booking/manager/reschedule-dates',
    `&month=${'2030-01'}`,
    [M, 'view'],
  ),
  'GET /club-booking/manager/time-slots': bookingGet('/club-booking/manager/time-slots', '&date=2030-01-15', [
    M,
    'view',
  ]),
  'POST /booking-manager/bookings/quote': {
    permission: [M, 'view'],
    sample: async () =>
      post('/booking-manager/bookings/quote', {
        locationCode: own.locationCode,
        activityId: own.activityId,
        guests: 2,
      }),
    foreign: () => [
      {
        call: post('/booking-manager/bookings/quote', {
          locationCode: theirs.locationCode,
          activityId: theirs.activityId,
          guests: 2,
        }),
        status: NOT_FOUND,
      },
      {
        call: post('/booking-manager/bookings/quote', {
          locationCode: own.locationCode,
          activityId: theirs.activityId,
          guests: 2,
        }),
        status: NOT_FOUND,
      },
    ],
  },
  'GET /booking-manager/bookings/reschedule-options': bookingGet(
    '/booking-manager/bookings/reschedule-options',
    '&date=2030-01-15',
    [M, 'view'],
  ),
  'POST /club-booking/manager/reschedule-dates': reschedule('/club-booking/manager/reschedule-dates'),
  'POST /club-booking/manager/reschedule-time': reschedule('/club-booking/manager/reschedule-time'),
  'POST /booking-manager/bookings/reschedule': reschedule('/booking-manager/bookings/reschedule'),
  'POST /club-booking/manager/refund-booking': refund('/club-booking/manager/refund-booking'),
  'POST /booking-manager/bookings/refund': refund('/booking-manager/bookings/refund'),
  'GET /booking-manager/resources': {
    permission: [M, 'view'],
    sample: async () => get(`/booking-manager/resources?locationCode=${own.locationCode}`),
    foreign: () => [{ call: get(`/booking-manager/resources?locationCode=${theirs.locationCode}`), status: NOT_FOUND }],
  },
  'GET /booking-manager/activities': {
    permission: [M, 'view'],
    sample: async () => get(`/booking-manager/activities?locationCode=${own.locationCode}`),
    foreign: () => [
      { call: get(`/booking-manager/activities?locationCode=${theirs.locationCode}`), status: NOT_FOUND },
    ],
  },
  'GET /booking-manager/products': {
    permission: [M, 'view'],
    sample: async () => get(`/booking-manager/products?locationCode=${own.locationCode}`),
    foreign: () => [{ call: get(`/booking-manager/products?locationCode=${theirs.locationCode}`), status: NOT_FOUND }],
  },
  'GET /booking-manager/bookings/activity/time-slots': {
    permission: [M, 'view'],
    sample: async () =>
      get(`/booking-manager/bookings/activity/time-slots?activityId=${own.activityId}&date=${day(5)}`),
    foreign: () => [
      {
        call: get(`/booking-manager/bookings/activity/time-slots?activityId=${theirs.activityId}&date=${day(5)}`),
        status: NOT_FOUND,
      },
    ],
  },
  'GET /booking-manager/products-time-slots': {
    permission: [M, 'view'],
    sample: async () => get(`/booking-manager/products-time-slots?activityId=${own.activityId}&date=${day(5)}`),
    foreign: () => [
      {
        call: get(`/booking-manager/products-time-slots?activityId=${theirs.activityId}&date=${day(5)}`),
        status: NOT_FOUND,
      },
    ],
  },
  'GET /booking-manager/bookings/activity/days-availability': {
    permission: [M, 'view'],
    sample: async () =>
      get(`/booking-manager/bookings/activity/days-availability?activityId=${own.activityId}&month=2030-02`),
    foreign: () => [
      {
        call: get(`/booking-manager/bookings/activity/days-availability?activityId=${theirs.activityId}&month=2030-02`),
        status: NOT_FOUND,
      },
    ],
  },
  'GET /booking-manager/holders': {
    permission: [M, 'view'],
    sample: async () => get('/booking-manager/holders?search=a'),
    leaks: (body) => leaks(body).filter((id) => theirs.guestIds.has(id)),
  },
  'GET /booking-manager/bookings/get-booking-pay-status': bookingGet(
    '/booking-manager/bookings/get-booking-pay-status',
    '',
    [M, 'view'],
  ),
  'GET /booking-manager/stripe': { permission: [M, 'view'], sample: async () => get('/booking-manager/stripe') },
  'GET /booking-manager/current-payment-method': {
    permission: [M, 'view'],
    sample: async () => get('/booking-manager/current-payment-method'),
  },
  'GET /booking-manager/bookings': {
    permission: [L, 'view'],
    sample: async () => get('/booking-manager/bookings?rowsPerPage=100'),
    foreign: () => [
      { call: get(`/booking-manager/bookings?location=${theirs.locationCode}`), status: [200], empty: true },
    ],
    leaks: (body) => leaks(body).filter((id) => theirBookings.has(id)),
  },
  'GET /booking-manager/bookings/detail': bookingGet('/booking-manager/bookings/detail', '', [L, 'detailView']),
  'GET /booking-manager/bookings/filters': {
    permission: [L, 'view'],
    sample: async () => get('/booking-manager/bookings/filters'),
  },
  'GET /booking-manager/bookings/guest-segments': {
    permission: [L, 'view'],
    sample: async () => get(`/booking-manager/bookings/guest-segments?locationCode=${own.locationCode}`),
    leaks: (body) => leaks(body).filter((id) => theirSegments.has(id)),
  },
  'POST /booking-manager/localizations': {
    permission: [M, 'view'],
    sample: async () => post('/booking-manager/localizations', { locationCode: own.locationCode }),
    foreign: () => [
      { call: post('/booking-manager/localizations', { locationCode: theirs.locationCode }), status: NOT_FOUND },
    ],
  },
  'POST /booking-manager/bookings': {
    permission: [M, 'add'],
    sample: async () => post('/booking-manager/bookings', createBody()),
    foreign: () => [
      { call: post('/booking-manager/bookings', createBody({ locationCode: theirs.locationCode })), status: NOT_FOUND },
      { call: post('/booking-manager/bookings', createBody({ activityId: theirs.activityId })), status: REFUSED },
      { call: post('/booking-manager/bookings', createBody({ holderId: theirs.guestId })), status: REFUSED },
    ],
  },
  'POST /booking-manager/bookings/cancel': bookingPost('/booking-manager/bookings/cancel', () => ({})),
  'POST /booking-manager/bookings/send-pay-by-link': bookingPost(
    '/booking-manager/bookings/send-pay-by-link',
    () => ({}),
  ),
  'POST /booking-manager/bookings/confirmation-email': bookingPost(
    '/booking-manager/bookings/confirmation-email',
    () => ({}),
  ),
  'POST /booking-manager/bookings/take-payment': bookingPost('/booking-manager/bookings/take-payment', () => ({
    amount: '1.50',
    method: 'CARD_TERMINAL',
    idempotencyKey: key(),
  })),
  'POST /booking-manager/update-guests': bookingPost('/booking-manager/update-guests', () => ({ guests: 3 })),
  'POST /booking-manager/bookings/update-amount': bookingPost('/booking-manager/bookings/update-amount', () => ({
    amount: '40',
  })),
  // A code of A's location with no limit, made in prepareBookingFixtures.
  'POST /booking-manager/bookings/apply-discount': bookingPost('/booking-manager/bookings/apply-discount', () => ({
    discountCode: ROUTES_CODE,
  })),
  'POST /booking-manager/remove-offering': bookingPost('/booking-manager/remove-offering', (b) => ({
    offeringId: b.offerings[0].id,
  })),
  'POST /booking-manager/select-holder': {
    ...bookingPost('/booking-manager/select-holder', () => ({ holderId: own.holderIds[1] })),
    foreign: () => [
      {
        call: post('/booking-manager/select-holder', { bookingId: theirs.bookingId, holderId: own.holderIds[1] }),
        status: NOT_FOUND,
      },
    ],
  },
  'GET /club-booking/customers': bookingGet('/club-booking/customers'),
  'POST /club-booking/customers': {
    ...bookingPost('/club-booking/customers', () => ({ custIds: [own.holderIds[2]] })),
    foreign: () => [
      {
        call: post('/club-booking/customers', { bookingId: theirs.bookingId, custIds: [own.holderIds[2]] }),
        status: NOT_FOUND,
      },
    ],
  },
  'POST /club-booking/customers/delete': {
    ...bookingPost('/club-booking/customers/delete', () => ({ custIds: [own.holderIds[2]] })),
    foreign: () => [
      {
        call: post('/club-booking/customers/delete', { bookingId: theirs.bookingId, custIds: [own.holderIds[2]] }),
        status: NOT_FOUND,
      },
    ],
  }, // The manager's desk (rest-api/src/routes/bookings/desk.ts): a location's bookable days and its offerings.
  'GET /booking-manager/location/days-availability': {
    permission: [M, 'view'],
    sample: async () =>
      get(`/booking-manager/location/days-availability?locationCode=${own.locationCode}&month=2030-02`),
    foreign: () => [
      {
        call: get(`/booking-manager/location/days-availability?locationCode=${theirs.locationCode}&month=2030-02`),
        status: NOT_FOUND,
      },
    ],
  },
  'GET /booking-manager/offerings': {
    permission: [M, 'view'],
    sample: async () => get(`/booking-manager/offerings?locationCode=${own.locationCode}`),
    foreign: () => [{ call: get(`/booking-manager/offerings?locationCode=${theirs.locationCode}`), status: NOT_FOUND }],
  },
  // The desk's guests and check-ins (rest-api/src/routes/bookings/deskGuests.ts).
  'GET /booking-manager/guests/duplicates': {
    permission: [M, 'view'],
    sample: async () =>
      get(`/booking-manager/guests/duplicates?${new URLSearchParams({ ...theirGuest, phone: '' }).toString()}`),
    leaks: (body) => leaks(body).filter((id) => theirs.guestIds.has(id)),
  },
  'POST /booking-manager/guests': {
    permission: [M, 'add'],
    sample: async () => post('/booking-manager/guests', deskGuestBody()),
    foreign: () => [
      {
        call: post('/booking-manager/guests', deskGuestBody({ locationCode: theirs.locationCode })),
        status: NOT_FOUND,
      },
    ],
  },
  'GET /booking-manager/bookings/check-ins': bookingGet('/booking-manager/bookings/check-ins', '', [M, 'view']),
  'POST /booking-manager/bookings/check-in': bookingPost('/booking-manager/bookings/check-in', () => ({ guests: 1 })),
  'POST /booking-manager/bookings/undo-check-in': {
    permission: [M, 'updateAndExecute'],
    sample: async () => {
      const b = await fresh();
      const done = await restCall(restUrl, token, 'POST', '/booking-manager/bookings/check-in', {
        body: { bookingId: b.info.id, guests: 2 },
        masterClient: own.masterClientId,
      });
      return post('/booking-manager/bookings/undo-check-in', {
        bookingId: b.info.id,
        checkInId: done.body.data.checkIns.rows[0].id,
      });
    },
    foreign: () => [
      {
        call: post('/booking-manager/bookings/undo-check-in', { bookingId: theirs.bookingId, checkInId: 1 }),
        status: NOT_FOUND,
      },
    ],
  },
};

/** The guest's pay-by-link page: no session, the token is the credential (tests/bookings-paylink.test.ts). */
export const BOOKING_PUBLIC_ROUTES = ['GET /pay-links', 'POST /pay-links/pay'] as const;

/** A booking of A with a customer, and a call adding B's guest to it (refused). */
export async function foreignCustomerCase(): Promise<{ call: Call; status: readonly number[] }> {
  const b = await fresh();
  return {
    call: post('/club-booking/customers', { bookingId: b.info.id, custIds: [theirs.guestId] }),
    status: REFUSED,
  };
}
