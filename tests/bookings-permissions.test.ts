/**
 * The booking routes' permission table (spec/3 §6 menu 20 and 116): every booking route
 * is in tests/support/booking-routes.ts, and each is refused (403, nothing written) for a role
 * lacking exactly its [module, flag], and served for a role with everything. Also: B's guest
 * cannot be added to A's booking.
 */
import type { FlagName } from '@marquee/core/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_ROUTE_CASES, foreignCustomerCase, prepareBookingFixtures } from './support/booking-routes.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { restCall, restLogin } from './support/rest.ts';
import { allBits, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let a: number;
let full: string;
const tokens = new Map<string, Promise<string>>();

function lacking(permission: [number, FlagName]): Promise<string> {
  const k = permission.join(':');
  let t = tokens.get(k);
  if (!t) {
    t = userWithBits(stack.database.db, a, allBits(permission)).then((u) => restLogin(stack.restUrl, u.email));
    tokens.set(k, t);
  }
  return t;
}

beforeAll(async () => {
  stack = await startStack();
  const ids = await demoMasterClients(stack.database.db);
  a = ids.a;
  await prepareBookingFixtures(stack.database.db, stack.restUrl, ids.a, ids.b);
  full = await restLogin(stack.restUrl, (await userWithBits(stack.database.db, a, allBits())).email);
}, 300_000);
afterAll(() => stack?.close());

const BOOKING_PREFIXES = ['/club-booking/manager', '/booking-manager/', '/club-booking/customers'];

describe('the booking permission table', () => {
  it('lists every booking route', () => {
    const served = stack
      .restRoutes()
      .filter((r) => BOOKING_PREFIXES.some((p) => r.url.startsWith(p)))
      .map((r) => `${r.method} ${r.url}`);
    expect(served.filter((r) => !(r in BOOKING_ROUTE_CASES))).toEqual([]);
  });

  it.each(Object.entries(BOOKING_ROUTE_CASES))('%s — refused without its flag, served with all', async (_k, c) => {
    const token = await lacking(c.permission);
    const call = await c.sample();
    const before = await fingerprint(stack.database.db);
    const denied = await restCall(stack.restUrl, token, call.method, call.url, { body: call.body, masterClient: a });
    expect(denied.status, JSON.stringify(denied.body)).toBe(403);
    expect(await fingerprint(stack.database.db)).toEqual(before);
    const served = await restCall(stack.restUrl, full, call.method, call.url, { body: call.body, masterClient: a });
    expect(served.status, JSON.stringify(served.body)).toBe(c.served ?? 200);
  });

  it("refuses another master client's guest as a customer, writing nothing", async () => {
    const { call, status } = await foreignCustomerCase();
    const before = await fingerprint(stack.database.db);
    const res = await restCall(stack.restUrl, full, call.method, call.url, { body: call.body, masterClient: a });
    expect(status).toContain(res.status);
    expect(await fingerprint(stack.database.db)).toEqual(before);
  });
});
