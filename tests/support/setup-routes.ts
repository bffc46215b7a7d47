/**
 * Resources' and activities' REST routes for tests/cross-tenant.test.ts's route table:
 * per route, a call within master client A and the same call naming B's resource, activity or
 * location (404, nothing written). `prepareSetupFixtures` picks A's location, reservation product
 * and a resource of A it makes, and B's resource and activity.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import type { Body, Method } from './rest.ts';

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

export const fx = {
  locationId: 0,
  productId: 0,
  resourceId: 0,
  activityId: 0,
  theirResource: 0,
  theirActivity: 0,
  theirLocation: 0,
};
let made = 0;

const one = async (db: Db, q: ReturnType<typeof sql>) => Number((await queryRows<{ id: number }>(db, q))[0]!.id);

export async function prepareSetupFixtures(db: Db, a: number, b: number): Promise<void> {
  fx.productId = await one(
    db,
    sql`select id from products where master_client_id = ${a} and kind = 'RESERVATION' order by id limit 1`,
  );
  fx.activityId = await one(
    db,
    sql`select id from booking_activities where master_client_id = ${a} order by id limit 1`,
  );
  fx.resourceId = await one(db, sql`select resource_id as id from booking_activities where id = ${fx.activityId}`);
  fx.locationId = await one(db, sql`select location_id as id from booking_activities where id = ${fx.activityId}`);
  fx.theirActivity = await one(
    db,
    sql`select id from booking_activities where master_client_id = ${b} order by id limit 1`,
  );
  fx.theirResource = await one(
    db,
    sql`select resource_id as id from booking_activities where id = ${fx.theirActivity}`,
  );
  fx.theirLocation = await one(
    db,
    sql`select location_id as id from booking_activities where id = ${fx.theirActivity}`,
  );
}

export const resource = (over: Record<string, unknown> = {}) => ({
  locationId: fx.locationId,
  name: `Cross resource ${++made}`,
  kind: 'LANE',
  places: 4,
  enabled: true,
  ...over,
});
/** An activity that keeps every start the seeded one may be booked at (all day, every 15 minutes). */
export const activity = (over: Record<string, unknown> = {}) => ({
  productId: fx.productId,
  locationId: fx.locationId,
  resourceIds: [fx.resourceId],
  name: `Cross activity ${++made}`,
  schedule: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    ranges: [{ from: 0, to: 1440, every: 5 }],
    starts: [],
  })),
  durationMinutes: 5,
  bufferMinutes: 0,
  capacity: null,
  minGuests: 1,
  maxGuests: null,
  priceCents: 1000,
  depositCents: 0,
  online: true,
  enabled: true,
  keepBookings: true,
  ...over,
});

const NOT_FOUND = [404] as const;
const tenant = (
  sample: () => Call | Promise<Call>,
  foreignCases: () => { call: Call; status: readonly number[] }[] = () => [],
  leaks?: (body: Body) => unknown[],
) => ({ kind: 'tenant' as const, sample, foreign: foreignCases, ...(leaks ? { leaks } : {}) });

export const SETUP_ROUTES = {
  'GET /club-booking/resources': tenant(
    () => ({ method: 'GET', url: '/club-booking/resources?rowsPerPage=100' }),
    () => [],
    (body) => body.data.rows.filter((r: { id: number }) => r.id === fx.theirResource),
  ),
  'GET /club-booking/resources/:id': tenant(
    () => ({ method: 'GET', url: `/club-booking/resources/${fx.resourceId}` }),
    () => [{ call: { method: 'GET', url: `/club-booking/resources/${fx.theirResource}` }, status: NOT_FOUND }],
  ),
  'POST /club-booking/resources': tenant(
    () => ({ method: 'POST', url: '/club-booking/resources', body: resource() }),
    () => [
      {
        call: { method: 'POST', url: '/club-booking/resources', body: resource({ locationId: fx.theirLocation }) },
        status: NOT_FOUND,
      },
    ],
  ),
  // The seeded resource keeps its uncounted places: activities on it sell unlimited places a slot.
  'PUT /club-booking/resources/:id': tenant(
    async () => ({
      method: 'PUT',
      url: `/club-booking/resources/${fx.resourceId}`,
      body: { ...resource({ places: null }), keepBookings: true },
    }),
    () => [
      {
        call: {
          method: 'PUT',
          url: `/club-booking/resources/${fx.theirResource}`,
          body: { ...resource({ places: null }), keepBookings: true },
        },
        status: NOT_FOUND,
      },
    ],
  ),
  'GET /club-booking/activities': tenant(
    () => ({ method: 'GET', url: '/club-booking/activities?rowsPerPage=100' }),
    () => [],
    (body) => body.data.rows.filter((r: { id: number }) => r.id === fx.theirActivity),
  ),
  'GET /club-booking/activities/:id': tenant(
    () => ({ method: 'GET', url: `/club-booking/activities/${fx.activityId}` }),
    () => [{ call: { method: 'GET', url: `/club-booking/activities/${fx.theirActivity}` }, status: NOT_FOUND }],
  ),
  'POST /club-booking/activities': tenant(
    () => {
      const { keepBookings: _k, ...body } = activity();
      return { method: 'POST', url: '/club-booking/activities', body };
    },
    () => {
      const { keepBookings: _k, ...body } = activity({ resourceIds: [fx.theirResource] });
      return [{ call: { method: 'POST', url: '/club-booking/activities', body }, status: NOT_FOUND }];
    },
  ),
  'PUT /club-booking/activities/:id': tenant(
    () => ({ method: 'PUT', url: `/club-booking/activities/${fx.activityId}`, body: activity() }),
    () => [
      {
        call: { method: 'PUT', url: `/club-booking/activities/${fx.theirActivity}`, body: activity() },
        status: NOT_FOUND,
      },
    ],
  ),
};
