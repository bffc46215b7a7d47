/**
 * Opening a customer through the gateway: provider staff open a master client with its
 * first director, who sets a password with the e-mailed link and lands in an empty but usable
 * client; everyone else is refused with nothing written; bad input, a used, replaced or expired
 * link are refused with their messages; the setup checklist ticks from the data alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_TTL_DAYS } from '../core/src/tenants.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { fakeClock } from '../rest-api/src/test/clock.ts';
import { type GatewayClient, codeOf } from './support/client.ts';
import { fingerprint } from './support/fixtures.ts';
import { type Stack, startStack } from './support/stack.ts';

const clock = fakeClock();
let stack: Stack;
let support: GatewayClient;

const CUSTOMER = `masterClientId name country timeZone currency locations directorName directorEmail invitation`;
const OPEN = `mutation($i: NewCustomerInput!) { openCustomer(input: $i) { ${CUSTOMER} } }`;
const LIST = `query($s: String, $p: Int, $r: Int) { customers(search: $s, page: $p, rowsPerPage: $r) { total page rowsPerPage rows { ${CUSTOMER} } } }`;
const CHECK = 'query($t: String!) { invitation(token: $t) { problem firstName customer } }';
const ACCEPT = `mutation($i: AcceptInvitationInput!) { acceptInvitation(input: $i) { masterClientId expiresIn user { email masterClients { masterClientId masterClientName } roles { name } } } }`;
const CHECKLIST = '{ setupChecklist { complete items { id done path } } }';
const PASSWORD = 'Welcome#2027';

let n = 0;
const input = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    name: `Laser Planet ${n}`,
    country: 'us',
    timeZone: 'America/Denver',
    currency: 'usd',
    directorFirstName: 'Dana',
    directorLastName: 'Reyes',
    directorEmail: `dana.${n}@laserplanet.test`,
    directorLanguageId: 1,
    ...over,
  };
};

async function count(query: ReturnType<typeof sql>): Promise<number> {
  return Number((await queryRows<{ n: number }>(stack.database.db, query))[0]!.n);
}

/** The token of the newest invitation e-mailed to `to`. */
async function tokenFor(to: string): Promise<string> {
  const [mail] = await stack.outbox(to);
  const token = mail?.body.match(/\/auth\/invitation\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation e-mailed to ${to}`);
  return token;
}

async function signedIn(email: string): Promise<GatewayClient> {
  const c = stack.client();
  expect(codeOf(await c.login(email))).toBeUndefined();
  c.masterClient = 1;
  return c;
}

beforeAll(async () => {
  // The link checks of every test here come from one address: the code-check throttle (which
  // guards these routes like recovery codes) is widened so it does not decide them.
  stack = await startStack({ now: clock.now, gatewayEnv: { RATE_LIMIT_CODE_CHECK_PER_ADDRESS: '500/900' } });
  support = await signedIn('support@marquee.app');
});
afterAll(() => stack?.close());

describe('opening a customer', () => {
  it('opens an empty but usable client; the director sets a password, lands in it and creates a location', async () => {
    const i = input({ directorLanguageId: 3, currency: 'eur' });
    const before = await count(sql`select count(*) as n from master_clients`);
    const opened = await support.gql<{ openCustomer: Record<string, unknown> }>(OPEN, { i });
    expect(opened.errors).toBeUndefined();
    const customer = opened.data!.openCustomer;
    expect(customer).toMatchObject({
      name: i.name,
      country: 'US',
      currency: 'EUR',
      timeZone: 'America/Denver',
      locations: 0,
      directorEmail: i.directorEmail,
      invitation: 'PENDING',
    });
    const mc = customer.masterClientId as number;
    expect(await count(sql`select count(*) as n from master_clients`)).toBe(before + 1);

    // Empty: no demo rows; only reference data (product types, price levels).
    for (const table of ['locations', 'products', 'tax_rates', 'guests', 'bookings', 'booking_resources']) {
      expect(await count(sql`select count(*) as n from ${sql.raw(table)} where master_client_id = ${mc}`), table).toBe(
        0,
      );
    }
    expect(await count(sql`select count(*) as n from product_types where master_client_id = ${mc}`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from price_levels where master_client_id = ${mc}`)).toBeGreaterThan(0);
    // Audited in the new client's log, by the provider.
    expect(
      await count(
        sql`select count(*) as n from audit_log where master_client_id = ${mc} and entity = 'customer' and action = 'create'`,
      ),
    ).toBe(1);

    // The e-mail is in the director's language (Spanish here) and carries a link; only its hash is stored.
    const [mail] = await stack.outbox(i.directorEmail);
    expect(mail?.subject).toContain('Le invitamos');
    const token = await tokenFor(i.directorEmail);
    expect(await count(sql`select count(*) as n from tenant_invitations where token_hash = ${token}`)).toBe(0);

    const guest = stack.client();
    const check = await guest.gql<{ invitation: { problem: string | null; customer: string } }>(CHECK, { t: token });
    expect(check.data?.invitation).toEqual({ problem: null, firstName: 'Dana', customer: i.name });

    const weak = await guest.gql(ACCEPT, { i: { token, newPassword: 'weakpass', repeatNewPassword: 'weakpass' } });
    expect(codeOf(weak)).toBe('BAD_USER_INPUT');
    const accepted = await guest.gql<{
      acceptInvitation: {
        masterClientId: number;
        user: { email: string; masterClients: { masterClientId: number }[]; roles: { name: string }[] };
      };
    }>(ACCEPT, { i: { token, newPassword: PASSWORD, repeatNewPassword: PASSWORD } });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.acceptInvitation.masterClientId).toBe(mc);
    expect(accepted.data?.acceptInvitation.user.masterClients.map((m) => m.masterClientId)).toEqual([mc]);
    expect(accepted.data?.acceptInvitation.user.roles.map((r) => r.name)).toEqual(['Director']);
    expect(guest.cookie).toBeTruthy();

    // Signed in by the cookie; works in the new client: the checklist, then a location.
    guest.masterClient = mc;
    const empty = await guest.gql<{ setupChecklist: { complete: boolean; items: { id: string; done: boolean }[] } }>(
      CHECKLIST,
    );
    expect(empty.data?.setupChecklist.complete).toBe(false);
    expect(empty.data?.setupChecklist.items.filter((x) => x.done)).toEqual([]);
    const location = await guest.gql('mutation($i: LocationCreateInput!) { createLocation(input: $i) { id code } }', {
      i: {
        name: 'Laser Planet Boulder',
        groupId: null,
        storeNumber: '1',
        address1: '1 Pearl St',
        address2: '',
        city: 'Boulder',
        state: 'CO',
        postalCode: '80302',
      },
    });
    expect(location.errors).toBeUndefined();
    // A location with no known state takes the zone and currency the customer was opened with.
    const unplaced = await guest.gql<{ createLocation: { id: number } }>(
      'mutation($i: LocationCreateInput!) { createLocation(input: $i) { id } }',
      {
        i: {
          name: 'Laser Planet Two',
          groupId: null,
          storeNumber: '2',
          address1: '',
          address2: '',
          city: '',
          state: '',
          postalCode: '',
        },
      },
    );
    expect(unplaced.errors).toBeUndefined();
    const zones = await queryRows<{ time_zone: string; currency: string }>(
      stack.database.db,
      sql`select time_zone, currency from location_settings where location_id = ${unplaced.data!.createLocation.id}`,
    );
    expect(zones).toEqual([{ time_zone: 'America/Denver', currency: 'EUR' }]);
    // Open every day in its Calendar, so what its director sets up is bookable at once.
    const code = (location.data as { createLocation: { code: string } }).createLocation.code;
    const calendar = await guest.gql<{ calendar: { weeklyAvailability: { isOpen: boolean; startTime: string }[] } }>(
      'query($c: String!) { calendar(scope: { code: $c }, from: "2026-01-01", to: "2026-01-02") { weeklyAvailability { isOpen startTime } } }',
      { c: code },
    );
    expect(calendar.errors).toBeUndefined();
    expect(calendar.data?.calendar.weeklyAvailability).toEqual(
      Array.from({ length: 7 }, () => ({ isOpen: true, startTime: '10:00' })),
    );
    const after = await guest.gql<{ setupChecklist: { items: { id: string; done: boolean }[] } }>(CHECKLIST);
    expect(after.data?.setupChecklist.items.filter((x) => x.done).map((x) => x.id)).toEqual(['locations']);

    // The password works for a normal sign-in too; the link does not work twice.
    expect(codeOf(await stack.client().login(i.directorEmail, PASSWORD))).toBeUndefined();
    const again = await stack
      .client()
      .gql(ACCEPT, { i: { token, newPassword: PASSWORD, repeatNewPassword: PASSWORD } });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(again.errors)).toContain('already been used');
    const used = await stack.client().gql<{ invitation: { problem: string } }>(CHECK, { t: token });
    expect(used.data?.invitation).toEqual({ problem: 'used', firstName: '', customer: '' });

    const listed = await support.gql<{ customers: { rows: { invitation: string; locations: number }[] } }>(LIST, {
      s: i.name,
    });
    expect(listed.data?.customers.rows).toMatchObject([{ invitation: 'ACCEPTED', locations: 2 }]);
  });

  it('refuses everyone but provider staff, writing nothing', async () => {
    for (const email of ['director@funzone.test', 'admin@funzone.test', 'staff@funzone.test']) {
      const c = await signedIn(email);
      const before = await fingerprint(stack.database.db);
      expect(codeOf(await c.gql(OPEN, { i: input() })), email).toBe('FORBIDDEN');
      expect(codeOf(await c.gql(LIST)), email).toBe('FORBIDDEN');
      expect(codeOf(await c.gql('mutation { resendCustomerInvitation(masterClientId: 1) { name } }')), email).toBe(
        'FORBIDDEN',
      );
      expect(await fingerprint(stack.database.db)).toEqual(before);
    }
    expect(codeOf(await stack.client().gql(OPEN, { i: input() }))).toBe('UNAUTHENTICATED');
  });

  it('refuses a duplicate name (any case), a bad e-mail, a taken e-mail and bad codes, writing nothing', async () => {
    const first = input();
    expect((await support.gql(OPEN, { i: first })).errors).toBeUndefined();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: `  ${first.name.toUpperCase()} ` }, 'name', 'already exists'],
      [{ name: 'FunZone Entertainment' }, 'name', 'already exists'],
      [{ directorEmail: 'not-an-email' }, 'directorEmail', 'valid e-mail'],
      [{ directorEmail: first.directorEmail }, 'directorEmail', 'already belongs'],
      [{ directorEmail: 'director@funzone.test' }, 'directorEmail', 'already belongs'],
      [{ country: 'USA' }, 'country', 'two-letter'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'time zone'],
      [{ currency: 'XYZW' }, 'currency', 'currency'],
      [{ name: '' }, 'name', 'customer name'],
    ];
    for (const [over, field, text] of cases) {
      const before = await fingerprint(stack.database.db);
      const outboxBefore = await count(sql`select count(*) as n from outbox`);
      const r = await support.gql(OPEN, { i: input(over) });
      expect(codeOf(r), JSON.stringify(over)).toBe('BAD_USER_INPUT');
      expect(String(r.errors?.[0]?.extensions?.fields?.[field]), JSON.stringify(over)).toContain(text);
      expect(await fingerprint(stack.database.db)).toEqual(before);
      expect(await count(sql`select count(*) as n from outbox`)).toBe(outboxBefore);
    }
  });

  it('lists customers with search and paging', async () => {
    const page = await support.gql<{ customers: { total: number; rows: { name: string }[] } }>(LIST, { p: 0, r: 2 });
    expect(page.data?.customers.rows).toHaveLength(2);
    expect(page.data?.customers.total).toBe(await count(sql`select count(*) as n from master_clients`));
    const found = await support.gql<{ customers: { total: number; rows: { name: string; country: string }[] } }>(LIST, {
      s: 'bowla',
    });
    expect(found.data?.customers).toMatchObject({
      total: 1,
      rows: [expect.objectContaining({ name: 'Bowlarama Group', country: 'US' })],
    });
  });
});

describe('the invitation link', () => {
  it('expires after the constant in core, and a resent link replaces the old one', async () => {
    const i = input();
    const opened = await support.gql<{ openCustomer: { masterClientId: number } }>(OPEN, { i });
    const mc = opened.data!.openCustomer.masterClientId;
    const first = await tokenFor(i.directorEmail);

    clock.advance(INVITATION_TTL_DAYS * 86400 + 1);
    // Sessions last minutes: a week later, provider staff sign in again.
    support = await signedIn('support@marquee.app');
    const expired = await stack.client().gql<{ invitation: { problem: string } }>(CHECK, { t: first });
    expect(expired.data?.invitation.problem).toBe('expired');
    const late = await stack
      .client()
      .gql(ACCEPT, { i: { token: first, newPassword: PASSWORD, repeatNewPassword: PASSWORD } });
    expect(codeOf(late)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(late.errors)).toContain('expired');
    const listed = await support.gql<{ customers: { rows: { invitation: string }[] } }>(LIST, { s: i.name });
    expect(listed.data?.customers.rows[0]?.invitation).toBe('EXPIRED');

    const resent = await support.gql<{ resendCustomerInvitation: { invitation: string } }>(
      'mutation($m: Int!) { resendCustomerInvitation(masterClientId: $m) { invitation } }',
      { m: mc },
    );
    expect(resent.data?.resendCustomerInvitation.invitation).toBe('PENDING');
    const second = await tokenFor(i.directorEmail);
    expect(second).not.toBe(first);
    // Resending again revokes the second link.
    await support.gql('mutation($m: Int!) { resendCustomerInvitation(masterClientId: $m) { invitation } }', { m: mc });
    const third = await tokenFor(i.directorEmail);
    expect(
      (await stack.client().gql<{ invitation: { problem: string } }>(CHECK, { t: second })).data?.invitation.problem,
    ).toBe('expired');

    // Two simultaneous uses of the live link: exactly one signs in.
    const body = { i: { token: third, newPassword: PASSWORD, repeatNewPassword: PASSWORD } };
    const answers = await Promise.all([stack.client().gql(ACCEPT, body), stack.client().gql(ACCEPT, body)]);
    expect(answers.filter((a) => a.errors === undefined)).toHaveLength(1);
    expect(answers.map(codeOf).filter(Boolean)).toEqual(['BAD_USER_INPUT']);

    // Accepted: nothing left to resend.
    const done = await support.gql('mutation($m: Int!) { resendCustomerInvitation(masterClientId: $m) { name } }', {
      m: mc,
    });
    expect(codeOf(done)).toBe('CONFLICT');
    // A master client without an invitation (a demo one) or none at all: NOT_FOUND.
    const none = await support.gql('mutation { resendCustomerInvitation(masterClientId: 999999) { name } }');
    expect(codeOf(none)).toBe('NOT_FOUND');
  });

  it('an unknown token says so and names nobody', async () => {
    const r = await stack.client().gql<{ invitation: unknown }>(CHECK, { t: 'not-a-token' });
    expect(r.data?.invitation).toEqual({ problem: 'unknown', firstName: '', customer: '' });
  });
});

describe('the setup checklist', () => {
  it('ticks each step as its data appears in the client, and is complete for a seeded client', async () => {
    const funzone = await signedIn('director@funzone.test');
    const full = await funzone.gql<{ setupChecklist: { complete: boolean; items: { id: string; done: boolean }[] } }>(
      CHECKLIST,
    );
    expect(full.data?.setupChecklist.items.map((x) => x.id)).toEqual([
      'locations',
      'taxesAndRevenue',
      'products',
      'resourcesAndActivities',
      'bookingAndOnline',
      'usersAndRoles',
    ]);
    // FunZone has everything but maybe resources: its seeded rows tick each step they cover.
    const done = Object.fromEntries(full.data!.setupChecklist.items.map((x) => [x.id, x.done]));
    expect(done).toMatchObject({ locations: true, taxesAndRevenue: true, products: true, usersAndRoles: true });

    const i = input();
    const opened = await support.gql<{ openCustomer: { masterClientId: number } }>(OPEN, { i });
    const mc = opened.data!.openCustomer.masterClientId;
    const token = await tokenFor(i.directorEmail);
    const director = stack.client();
    await director.gql(ACCEPT, { i: { token, newPassword: PASSWORD, repeatNewPassword: PASSWORD } });
    director.masterClient = mc;
    const ticked = async () =>
      (await director.gql<{ setupChecklist: { items: { id: string; done: boolean }[] } }>(CHECKLIST))
        .data!.setupChecklist.items.filter((x) => x.done)
        .map((x) => x.id);
    expect(await ticked()).toEqual([]);
    const db = stack.database.db;
    // Tax rates alone do not tick the step; with a revenue class they do.
    await db.execute(
      sql`insert into tax_rates (master_client_id, name, percentage, tax_type_id) values (${mc}, 'Sales tax', 8.25, 1)`,
    );
    expect(await ticked()).toEqual([]);
    await db.execute(
      sql`insert into revenue_classes (master_client_id, name, type_id) values (${mc}, 'Admissions', 1)`,
    );
    expect(await ticked()).toEqual(['taxesAndRevenue']);
    // Another client's rows never tick this one's steps.
    await db.execute(sql`insert into roles (master_client_id, name, route_role, permission_bits, permission_chunk_length)
      values (1, 'Elsewhere', 'staff', '0', 7)`);
    expect(await ticked()).toEqual(['taxesAndRevenue']);
  });

  it('needs a master client the caller belongs to', async () => {
    const c = await signedIn('solo@bowlarama.test');
    c.masterClient = 1;
    expect(codeOf(await c.gql(CHECKLIST))).toBe('FORBIDDEN');
  });
});
