/**
 * Roles & Departments (spec/3 §2–§7) at the REST API: a location is required; a
 * department is a name and one location; a role is added with departments and locations and is
 * then listed for its locations; department removal takes a list of ids (several need
 * REMOVE_MULTIPLE); role renames follow the Roles and Security rules; another master client's
 * locations, departments and roles are refused, writing nothing; every change is audited.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { demoMasterClients, fingerprint, newLocation } from './support/fixtures.ts';
import { type Method, restCall, restLogin } from './support/rest.ts';
import { codeOf } from './support/client.ts';
import { allBits, TEST_PASSWORD, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let a: number;
let b: number;
let owner: string;
let ownerEmail: string;

const call = (token: string, method: Method, url: string, body?: unknown) =>
  restCall(stack.restUrl, token, method, url, { body, masterClient: a });
const addDepartment = async (name: string, locationId: number) => {
  const res = await call(owner, 'POST', '/administration/roles-departments', { name, locationId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
};

beforeAll(async () => {
  stack = await startStack();
  ({ a, b } = await demoMasterClients(stack.database.db));
  ownerEmail = (await userWithBits(stack.database.db, a, allBits())).email;
  owner = await restLogin(stack.restUrl, ownerEmail);
});
afterAll(() => stack?.close());

describe('Roles & Departments', () => {
  it('needs a location: "Please select any location"', async () => {
    const res = await call(owner, 'GET', '/administration/roles-departments');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select any location');
  });

  it('adds a department to one location and a role linked to it, both listed for that location', async () => {
    const [here, there] = [await newLocation(stack.database.db, a), await newLocation(stack.database.db, a)];
    const frontDesk = await addDepartment('Front desk', here.id);
    await addDepartment('Kitchen', there.id);
    const role = await call(owner, 'POST', '/administration/roles-security', {
      name: 'Host',
      departmentIds: [frontDesk],
      locationIds: [here.id],
    });
    expect(role.status, JSON.stringify(role.body)).toBe(200);

    const res = await call(owner, 'GET', `/administration/roles-departments?locationId=${here.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.departments.map((d: { name: string }) => d.name)).toEqual(['Front desk']);
    expect(res.body.data.roles).toEqual([
      {
        roleId: role.body.data.roleId,
        name: 'Host',
        departments: [{ id: frontDesk, name: 'Front desk' }],
        locations: [{ locationId: here.id, name: expect.any(String) }],
      },
    ]);
    const elsewhere = await call(owner, 'GET', `/administration/roles-departments?locationId=${there.id}`);
    expect(elsewhere.body.data.roles).toEqual([]);
  });

  it('answers every department of the client for Add New Role, and refuses one away from the role’s locations', async () => {
    const [here, there] = [await newLocation(stack.database.db, a), await newLocation(stack.database.db, a)];
    const desk = await addDepartment('Bookings desk', here.id);
    const party = await addDepartment('Party hosts', there.id);
    const res = await call(owner, 'GET', `/administration/roles-departments?locationId=${here.id}`);
    expect(res.body.data.departments.map((d: { id: number }) => d.id)).toEqual([desk]);
    const offered = res.body.data.allDepartments as { id: number; locationId: number }[];
    expect(offered).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: desk, locationId: here.id }),
        expect.objectContaining({ id: party, locationId: there.id }),
      ]),
    );

    const before = await fingerprint(stack.database.db, ['role_departments', 'role_locations', 'roles']);
    const elsewhere = await call(owner, 'POST', '/administration/roles-security', {
      name: 'Bookings only',
      departmentIds: [desk, party],
      locationIds: [here.id],
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.fields).toEqual({ departmentIds: "Choose departments at the role's locations" });
    expect(await fingerprint(stack.database.db, ['role_departments', 'role_locations', 'roles'])).toEqual(before);

    const bookingsOnly = await call(owner, 'POST', '/administration/roles-security', {
      name: 'Bookings only',
      departmentIds: [desk],
      locationIds: [here.id],
    });
    expect(bookingsOnly.status, JSON.stringify(bookingsOnly.body)).toBe(200);
  });

  it('refuses a department without a location and a role without departments or locations', async () => {
    const dept = await call(owner, 'POST', '/administration/roles-departments', { name: 'Bar', locationId: null });
    expect(dept.status).toBe(400);
    expect(Object.keys(dept.body.fields)).toEqual(['locationId']);
    const role = await call(owner, 'POST', '/administration/roles-security', {
      name: 'Nobody',
      departmentIds: [],
      locationIds: [],
    });
    expect(role.status).toBe(400);
    expect(Object.keys(role.body.fields).sort()).toEqual(['departmentIds', 'locationIds']);
  });

  it('edits a department, and removes several only with REMOVE_MULTIPLE', async () => {
    const loc = await newLocation(stack.database.db, a);
    const ids = [await addDepartment('One', loc.id), await addDepartment('Two', loc.id)];
    const edit = await call(owner, 'PUT', '/administration/roles-departments', {
      id: ids[0],
      name: 'Uno',
      locationId: loc.id,
    });
    expect(edit.status).toBe(200);
    const lacking = await restLogin(
      stack.restUrl,
      (await userWithBits(stack.database.db, a, allBits([15, 'removeMultiple']))).email,
    );
    expect((await call(lacking, 'DELETE', `/administration/roles-departments?ids=${ids.join(',')}`)).status).toBe(403);
    const gone = await call(owner, 'DELETE', `/administration/roles-departments?ids=${ids.join(',')}`);
    expect(gone.body.data).toEqual({ removed: 2, message: 'Removed Successfully' });
    const after = await call(owner, 'GET', `/administration/departments?locationId=${loc.id}`);
    expect(after.body.data).toEqual([]);
    // Each change is in the audit log with its before and after.
    const logged = await queryRows<{ action: string; changes: unknown }>(
      stack.database.db,
      sql`select action, changes from audit_log where entity = 'department' and entity_id = ${ids[0]} order by id`,
    );
    expect(logged.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(logged[1]!.changes).toEqual({ name: { before: 'One', after: 'Uno' } });
  });

  it('keeps the role rules: role 1 is not renamed here either', async () => {
    const res = await call(owner, 'PUT', '/administration/roles-security', { id: 1, name: 'Taken' });
    expect(res.status).toBe(403);
  });

  it('refuses another master client’s locations, departments and roles, writing nothing', async () => {
    const foreignLocation = await newLocation(stack.database.db, b);
    const mine = await newLocation(stack.database.db, a);
    const dept = await addDepartment('Mine', mine.id);
    const before = await fingerprint(stack.database.db, ['departments', 'role_departments', 'role_locations', 'roles']);
    const refusals = [
      await call(owner, 'POST', '/administration/roles-departments', { name: 'X', locationId: foreignLocation.id }),
      await call(owner, 'PUT', '/administration/roles-departments', {
        id: dept,
        name: 'X',
        locationId: foreignLocation.id,
      }),
      await call(owner, 'POST', '/administration/roles-security', {
        name: 'X',
        departmentIds: [dept],
        locationIds: [foreignLocation.id],
      }),
      await call(owner, 'DELETE', '/administration/roles-departments?ids=999999'),
    ];
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 404]);
    expect(
      await fingerprint(stack.database.db, ['departments', 'role_departments', 'role_locations', 'roles']),
    ).toEqual(before);
  });

  it('works through the gateway: department, linked role, then the location’s view; FORBIDDEN without VIEW', async () => {
    const loc = await newLocation(stack.database.db, a);
    const gql = stack.client();
    expect((await gql.login(ownerEmail, TEST_PASSWORD)).errors).toBeUndefined();
    gql.masterClient = a;
    const dept = await gql.gql<{ addDepartment: number }>(
      'mutation($n: String!, $l: Int) { addDepartment(name: $n, locationId: $l) }',
      { n: 'Lanes', l: loc.id },
    );
    expect(dept.errors).toBeUndefined();
    const role = await gql.gql<{ addLinkedRole: number }>(
      'mutation($n: String!, $d: [Int!]!, $l: [Int!]!) { addLinkedRole(name: $n, departmentIds: $d, locationIds: $l) }',
      { n: 'Lane host', d: [dept.data!.addDepartment], l: [loc.id] },
    );
    expect(role.errors).toBeUndefined();
    const view = await gql.gql<{ rolesDepartments: { roles: { name: string; departments: { name: string }[] }[] } }>(
      'query($l: Int!) { rolesDepartments(locationId: $l) { roles { name departments { name } } departments { name } } }',
      { l: loc.id },
    );
    expect(view.data!.rolesDepartments.roles).toEqual([{ name: 'Lane host', departments: [{ name: 'Lanes' }] }]);

    const blind = stack.client();
    const email = (await userWithBits(stack.database.db, a, allBits([15, 'view']))).email;
    expect((await blind.login(email, TEST_PASSWORD)).errors).toBeUndefined();
    blind.masterClient = a;
    const refused = await blind.gql('query($l: Int!) { rolesDepartments(locationId: $l) { roles { name } } }', {
      l: loc.id,
    });
    expect(codeOf(refused)).toBe('FORBIDDEN');
  });

  it('reads need VIEW on menu 15', async () => {
    const blind = await restLogin(
      stack.restUrl,
      (await userWithBits(stack.database.db, a, allBits([15, 'view']))).email,
    );
    expect((await call(blind, 'GET', '/administration/departments')).status).toBe(403);
  });
});

describe('Duplicate from Roles & Departments', () => {
  it('makes a clone copy with nothing granted, linked to the original’s departments and locations', async () => {
    const here = await newLocation(stack.database.db, a);
    const desk = await addDepartment('Desk', here.id);
    const role = await call(owner, 'POST', '/administration/roles-security', {
      name: 'Greeter',
      departmentIds: [desk],
      locationIds: [here.id],
    });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const copy = await call(owner, 'POST', '/settings/roles-security/duplicate', {
      roleId: role.body.data.roleId,
      name: 'Greeter (copy)',
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    const listed = await call(owner, 'GET', `/administration/roles-departments?locationId=${here.id}`);
    const copied = listed.body.data.roles.find((r: { name: string }) => r.name === 'Greeter (copy)');
    expect(copied).toMatchObject({ departments: [{ id: desk, name: 'Desk' }], locations: [{ locationId: here.id }] });
    const granted = copy.body.data.subTables.flatMap((t: { rows: Record<string, unknown>[] }) =>
      t.rows.filter((r) => Object.entries(r).some(([k, v]) => k !== 'routeId' && v === true)),
    );
    expect(granted).toEqual([]);
  });
});
