/**
 * A guest created at the desk through the gateway (schema/bookings/deskGuests.graphql):
 * field messages from core's rule, likely duplicates (same e-mail, same phone, a close name) of
 * the request's master client only, one guest for a double click (the key), the e-mail unique
 * per master client, and another master client's location refused without writing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { key } from './support/bookings.ts';
import type { GatewayClient } from './support/client.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let client: GatewayClient;
let a: number;
let b: number;
const TABLES = ['guests', 'desk_guest_keys'] as const;

beforeAll(async () => {
  stack = await startStack();
  ({ a, b } = await demoMasterClients(stack.database.db));
  client = stack.client();
  await client.login('director@funzone.test');
  client.masterClient = a;
}, 300_000);
afterAll(() => stack?.close());

type Guest = { id: number; firstName: string; lastName: string; email: string; phone: string };
const CREATE = `mutation($i: CreateDeskGuestInput!) { createDeskGuest(input: $i) { message guest { id firstName lastName email phone } } }`;
const DUPLICATES = `query($f: String!, $l: String!, $e: String!, $p: String!) {
  bookingDuplicateGuests(firstName: $f, lastName: $l, email: $e, phone: $p) { id reason email } }`;
const input = (over: Record<string, unknown> = {}) => ({
  firstName: 'Zelda',
  lastName: 'Quistwater',
  email: '',
  phone: '',
  birthDate: '',
  marketingOptIn: false,
  idempotencyKey: key(),
  ...over,
});
const create = (i: Record<string, unknown>) =>
  client.gql<{ createDeskGuest: { message: string; guest: Guest } }>(CREATE, { i });
const duplicates = async (f: string, l: string, e = '', p = '') => {
  const r = await client.gql<{ bookingDuplicateGuests: { id: number; reason: string; email: string }[] }>(DUPLICATES, {
    f,
    l,
    e,
    p,
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.bookingDuplicateGuests;
};
const fieldsOf = (r: { errors?: { extensions?: { fields?: Record<string, string> } }[] }) =>
  r.errors?.[0]?.extensions?.fields;

describe('a guest created at the desk', () => {
  it('refuses missing names, a bad e-mail, no way to reach them and a future birthday, with field messages', async () => {
    const before = await fingerprint(stack.database.db, TABLES);
    // A real date, but ahead: every request refuses dates past 2100 before any rule of the desk's.
    const nextYear = String(new Date().getUTCFullYear() + 1);
    const r = await create(
      input({ firstName: ' ', lastName: '', email: 'not-an-email', birthDate: `${nextYear}-01-01` }),
    );
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldsOf(r)).toEqual({
      firstName: 'This field is required.',
      lastName: 'This field is required.',
      email: 'Invalid email format',
      birthDate: 'Enter a birthday in the past.',
    });
    const none = await create(input());
    expect(fieldsOf(none)).toEqual({ email: 'Enter an e-mail or a phone number.' });
    const phone = await create(input({ phone: '12-34' }));
    expect(fieldsOf(phone)).toEqual({ phone: 'Digits only.' });
    expect(await fingerprint(stack.database.db, TABLES)).toEqual(before);
  });

  it('creates the guest in the master client with every field, then offers it as a likely duplicate', async () => {
    const r = await create(
      input({
        email: 'Zelda.Q@desk.test',
        phone: '15550001234',
        birthDate: '1990-04-02',
        marketingOptIn: true,
        locationCode: (
          await queryRows<{ code: string }>(
            stack.database.db,
            sql`select code from locations where master_client_id = ${a} order by id limit 1`,
          )
        )[0]!.code,
      }),
    );
    expect(r.errors).toBeUndefined();
    const g = r.data!.createDeskGuest.guest;
    expect(r.data!.createDeskGuest.message).toBe('Guest Zelda Quistwater created.');
    const [row] = await queryRows<Record<string, unknown>>(
      stack.database.db,
      sql`select master_client_id as mc, email, phone, birth_date::text as birth, marketing_opt_in as opt,
            home_location_id is not null as home from guests where id = ${g.id}`,
    );
    expect(row).toEqual({
      mc: a,
      email: 'zelda.q@desk.test',
      phone: '15550001234',
      birth: '1990-04-02',
      opt: true,
      home: true,
    });

    expect(await duplicates('Someone', 'Else', 'ZELDA.Q@desk.test')).toEqual([
      { id: g.id, reason: 'EMAIL', email: 'zelda.q@desk.test' },
    ]);
    expect((await duplicates('Someone', 'Else', '', '15550001234')).map((d) => [d.id, d.reason])).toEqual([
      [g.id, 'PHONE'],
    ]);
    // One letter apart, and the accents and case of the name do not matter.
    expect((await duplicates('Zeldá', 'quistwatter')).map((d) => [d.id, d.reason])).toContainEqual([g.id, 'NAME']);
    expect((await duplicates('Marmaduke', 'Oxenfordshire')).map((d) => d.id)).not.toContain(g.id);
  });

  it('refuses an e-mail another guest of the master client has, writing nothing', async () => {
    const before = await fingerprint(stack.database.db, TABLES);
    const r = await create(input({ firstName: 'Other', email: 'zelda.q@DESK.test' }));
    expect(fieldsOf(r)).toEqual({ email: 'A guest with this e-mail already exists.' });
    expect(await fingerprint(stack.database.db, TABLES)).toEqual(before);
  });

  it('makes one guest of a double click (the same key twice at once)', async () => {
    const i = input({ firstName: 'Double', lastName: 'Clicker', phone: '15557770001' });
    const [one, two] = await Promise.all([create(i), create(i)]);
    expect(one.errors).toBeUndefined();
    expect(two.errors).toBeUndefined();
    expect(two.data!.createDeskGuest.guest.id).toBe(one.data!.createDeskGuest.guest.id);
    const [n] = await queryRows<{ n: number }>(
      stack.database.db,
      sql`select count(*)::int as n from guests where master_client_id = ${a} and phone = '15557770001'`,
    );
    expect(Number(n!.n)).toBe(1);
  });

  it("never offers another master client's guest, and refuses their location as NOT_FOUND", async () => {
    const [theirs] = await queryRows<{ id: number; email: string; first: string; last: string }>(
      stack.database.db,
      sql`select id, email, first_name as first, last_name as last from guests where master_client_id = ${b} and email <> ''
          order by id limit 1`,
    );
    const found = await duplicates(theirs!.first, theirs!.last, theirs!.email);
    expect(found.map((d) => d.id)).not.toContain(Number(theirs!.id));
    const [loc] = await queryRows<{ code: string }>(
      stack.database.db,
      sql`select code from locations where master_client_id = ${b} order by id limit 1`,
    );
    const before = await fingerprint(stack.database.db, TABLES);
    const r = await create(input({ phone: '15550009999', locationCode: loc!.code }));
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await fingerprint(stack.database.db, TABLES)).toEqual(before);
  });
});
