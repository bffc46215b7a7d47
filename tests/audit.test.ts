/**
 * The audit log of administrative changes at the REST API: every resource save and
 * removal writes one row in its own transaction with only the changed fields, secrets masked; a
 * refused or failed save writes none; the audit screen and a record's History answer only the
 * caller's master client, only to those allowed, filtered and paged on the server; nothing edits
 * or deletes a row.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePermissions } from '../core/src/permissions.ts';
import { MASKED } from '../core/src/settings/audit.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { masterClients } from '../rest-api/src/db/schema.ts';
import { demoMasterClients, newLocation, newUser } from './support/fixtures.ts';
import { type Body, type Method, restCall, restLogin } from './support/rest.ts';
import { allBits, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let a: number;
let b: number;
let owner: string;
let ownerId: number;
let ownerB: string;
let locationId: number;

const TAX = '/catalog-management/tax-rates';
const call = (token: string, method: Method, url: string, body?: unknown, masterClient = a) =>
  restCall(stack.restUrl, token, method, url, { body, masterClient });
type Logged = { action: string; user_id: number; master_client_id: number; changes: Record<string, Body> };
const logOf = (entity: string, id: number) =>
  queryRows<Logged>(
    stack.database.db,
    sql`select action, user_id, master_client_id, changes from audit_log where entity = ${entity} and entity_id = ${id} order by id`,
  );
const newTaxRate = async (name: string) => {
  const res = await call(owner, 'POST', TAX, { name, percentage: '5', taxTypeId: 1, locationIds: [locationId] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; version: number };
};

beforeAll(async () => {
  stack = await startStack();
  ({ a, b } = await demoMasterClients(stack.database.db));
  const made = await userWithBits(stack.database.db, a, allBits());
  ownerId = made.userId;
  owner = await restLogin(stack.restUrl, made.email);
  ownerB = await restLogin(stack.restUrl, (await userWithBits(stack.database.db, b, allBits())).email);
  locationId = (await newLocation(stack.database.db, a)).id;
});
afterAll(() => stack?.close());

describe('the audit hook of the resource wing', () => {
  it('logs a create, an update of the changed fields only, and a removal, by whom and where', async () => {
    const rate = await newTaxRate('Audit VAT');
    const upd = await call(owner, 'PUT', `${TAX}/${rate.id}`, {
      name: 'Audit VAT 2',
      percentage: '5',
      taxTypeId: 1,
      locationIds: [locationId],
      version: rate.version,
    });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    const del = await call(owner, 'DELETE', `${TAX}?ids=${rate.id}`);
    expect(del.status).toBe(200);

    const rows = await logOf('taxRates', rate.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows.every((r) => r.user_id === ownerId && r.master_client_id === a)).toBe(true);
    expect(rows[0]!.changes.name).toEqual({ before: null, after: 'Audit VAT' });
    expect(rows[0]!.changes.locations).toEqual({ before: null, after: [locationId] });
    expect(rows[1]!.changes).toEqual({ name: { before: 'Audit VAT', after: 'Audit VAT 2' } });
    expect(rows[2]!.changes.name).toEqual({ before: 'Audit VAT 2', after: null });
  });

  it('writes no row for a refused save: invalid, stale, another master client’s, or rolled back', async () => {
    const rate = await newTaxRate('Refused VAT');
    const body = { name: 'Changed', percentage: '5', taxTypeId: 1, locationIds: [locationId] };
    expect((await call(owner, 'PUT', `${TAX}/${rate.id}`, { ...body, name: '', version: rate.version })).status).toBe(
      400,
    );
    expect((await call(owner, 'PUT', `${TAX}/${rate.id}`, { ...body, version: rate.version + 5 })).status).toBe(409);
    expect((await call(ownerB, 'PUT', `${TAX}/${rate.id}`, { ...body, version: rate.version }, b)).status).toBe(404);
    expect((await call(ownerB, 'DELETE', `${TAX}?ids=${rate.id}`, undefined, b)).status).toBe(404);
    // A location of B: the row is written, then the link is refused and everything rolls back.
    const foreign = (await newLocation(stack.database.db, b)).id;
    const linked = await call(owner, 'PUT', `${TAX}/${rate.id}`, {
      ...body,
      locationIds: [foreign],
      version: rate.version,
    });
    expect(linked.status).toBeGreaterThanOrEqual(400);
    expect((await logOf('taxRates', rate.id)).map((r) => r.action)).toEqual(['create']);
  });

  it('masks secrets: a user’s POS password shows as changed, never its value', async () => {
    const user = await newUser(stack.database.db, a);
    const got = await call(owner, 'GET', `/settings/users/${user.id}`);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const d = got.body.data;
    const res = await call(owner, 'PUT', `/settings/users/${user.id}`, {
      form: 'full',
      firstName: d.firstName,
      lastName: d.lastName,
      email: `audit${user.id}@example.com`,
      phone: d.phone,
      roleId: user.roleId,
      posPassword: 'secret-4321',
      version: d.version,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await logOf('users', user.id);
    expect(row!.changes.email).toEqual({ before: user.email, after: `audit${user.id}@example.com` });
    expect(row!.changes.posPassword).toEqual({ before: MASKED, after: MASKED });
    expect(JSON.stringify(row!.changes)).not.toContain('secret-4321');
  });

  it('logs groups too', async () => {
    const group = await call(owner, 'POST', '/settings/groups', { name: 'Audit group', locationIds: [locationId] });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    const [row] = await logOf('groups', group.body.data.id);
    expect(row!.changes.name).toEqual({ before: null, after: 'Audit group' });
  });
});

describe('the writes beside the resource wing', () => {
  it('logs a director user’s removal', async () => {
    const director = await newUser(stack.database.db, a, { director: true });
    const res = await call(owner, 'DELETE', `/settings/users-director/${director.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await logOf('directorUsers', director.id);
    expect(row!.action).toBe('delete');
  });

  it('refuses a user’s role change that leaves nobody able to administer roles, writing no row', async () => {
    const db = stack.database.db;
    const [client] = await db.insert(masterClients).values({ name: 'Audit venue' }).returning({ id: masterClients.id });
    const mc = client!.id;
    const admin = await userWithBits(db, mc, allBits());
    const editor = await userWithBits(db, mc, allBits([15, 'view']));
    const token = await restLogin(stack.restUrl, editor.email);
    const got = await call(token, 'GET', `/settings/users/${admin.userId}`, undefined, mc);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const d = got.body.data;
    const res = await call(
      token,
      'PUT',
      `/settings/users/${admin.userId}`,
      {
        form: 'simple',
        firstName: d.firstName,
        lastName: d.lastName,
        email: d.email,
        phone: '5125550100',
        roleId: editor.roleId,
        version: d.version,
      },
      mc,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.message).toBe('This change would leave nobody able to administer roles in this master client');
    expect(await logOf('users', admin.userId)).toEqual([]);
  });
});

describe('the audit screen', () => {
  it('lists the master client’s rows newest first, filtered by user, entity and days, paged', async () => {
    const first = await newTaxRate('Screen VAT');
    await newTaxRate('Screen VAT 2');
    const all = await call(owner, 'GET', `/settings/audit-log?entity=taxRates&userId=${ownerId}&rowsPerPage=1`);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.data).toHaveLength(1);
    expect(all.body.data.hasMore).toBe(true);
    expect(all.body.data.data[0]).toMatchObject({ entity: 'taxRates', userId: ownerId, action: expect.any(String) });
    const page2 = await call(owner, 'GET', '/settings/audit-log?entity=taxRates&rowsPerPage=1&page=1');
    expect(page2.body.data.data[0].id).toBeLessThan(all.body.data.data[0].id);

    const today = new Date().toISOString().slice(0, 10);
    const todays = await call(owner, 'GET', `/settings/audit-log?from=${today}&to=${today}&entity=taxRates`);
    expect(todays.body.data.data.length).toBeGreaterThan(0);
    const past = await call(owner, 'GET', '/settings/audit-log?from=2001-01-01&to=2001-01-02');
    expect(past.body.data.data).toEqual([]);
    const nobody = await call(owner, 'GET', '/settings/audit-log?userId=999999');
    expect(nobody.body.data.data).toEqual([]);

    const history = await call(owner, 'GET', `${TAX}/${first.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data.data.map((r: Body) => [r.entityId, r.action])).toEqual([[first.id, 'create']]);
    expect(history.body.data.data[0].changes).toContainEqual({ field: 'name', before: null, after: '"Screen VAT"' });
  });

  it('answers only the caller’s master client: B sees none of A’s rows, and A’s record is not found', async () => {
    const rate = await newTaxRate('Tenant VAT');
    const mine = await call(ownerB, 'GET', '/settings/audit-log?entity=taxRates&rowsPerPage=100', undefined, b);
    expect(mine.status).toBe(200);
    expect(mine.body.data.data.some((r: Body) => r.entityId === rate.id)).toBe(false);
    expect((await call(ownerB, 'GET', `${TAX}/${rate.id}/history`, undefined, b)).status).toBe(404);
    const users = await call(ownerB, 'GET', '/settings/audit-log/users', undefined, b);
    expect(users.body.data.some((u: Body) => u.id === ownerId)).toBe(false);
  });

  it('needs DETAILED VIEW of Roles & Security (15); History needs the record screen’s DETAILED VIEW', async () => {
    const viewer = await userWithBits(stack.database.db, a, allBits([15, 'detailView']));
    const token = await restLogin(stack.restUrl, viewer.email);
    expect((await call(token, 'GET', '/settings/audit-log')).status).toBe(403);
    expect((await call(token, 'GET', '/settings/audit-log/users')).status).toBe(403);
    const rate = await newTaxRate('Rights VAT');
    expect((await call(token, 'GET', `${TAX}/${rate.id}/history`)).status).toBe(200);
    const noDetail = await userWithBits(stack.database.db, a, encodePermissions({ 11: ['view'] }));
    const t2 = await restLogin(stack.restUrl, noDetail.email);
    expect((await call(t2, 'GET', `${TAX}/${rate.id}/history`)).status).toBe(403);
  });

  it('has no call that edits or deletes a row', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await call(owner, method, '/settings/audit-log', method === 'DELETE' ? undefined : {});
      expect(res.status).toBe(404);
    }
  });
});
