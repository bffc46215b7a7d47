/**
 * Roles & Departments' REST routes for tests/cross-tenant.test.ts's route table: per
 * route, a call within master client A and the same call naming B's location, department or
 * role (404 for the edited row or a path id, 400 for a reference in a body).
 * `prepareRolesFixtures` makes a department and a spare role in A and in B once, before the
 * entries run; each sample makes what it consumes.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import { departments } from '../../rest-api/src/db/schema-settings.ts';
import type { Body, Method } from './rest.ts';
import { newRole } from './roles.ts';

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}
interface Refs {
  locationId: number;
  departmentId: number;
  roleId: number;
}

let db: Db;
let a: number;
let own: Refs;
let foreign: Refs;

/** A department of `masterClientId` at `locationId`; answers its id. */
export async function newDepartment(database: Db, masterClientId: number, locationId: number): Promise<number> {
  const [row] = await database
    .insert(departments)
    .values({ masterClientId, locationId, name: `Department ${randomUUID().slice(0, 8)}` })
    .returning({ id: departments.id });
  return row!.id;
}

export async function prepareRolesFixtures(database: Db, mcA: number, mcB: number): Promise<void> {
  db = database;
  a = mcA;
  const refs = async (mc: number): Promise<Refs> => {
    const [location] = await queryRows<{ id: number }>(
      db,
      sql`select id from locations where master_client_id = ${mc} order by id limit 1`,
    );
    const locationId = Number(location!.id);
    return { locationId, departmentId: await newDepartment(db, mc, locationId), roleId: await newRole(db, mc) };
  };
  own = await refs(mcA);
  foreign = await refs(mcB);
}

const NOT_FOUND = [404] as const;
const BAD_REFERENCE = [400, 403, 404] as const;
const tenant = (
  sample: () => Call | Promise<Call>,
  foreignCases: () => { call: Call; status: readonly number[] }[] = () => [],
  leaks?: (body: Body) => unknown[],
) => ({ kind: 'tenant' as const, sample, foreign: foreignCases, ...(leaks ? { leaks } : {}) });

/** Departments or roles of B in an answer (must be none). */
const leakedDepartments = (rows: { id: number }[]) => rows.filter((d) => d.id === foreign.departmentId);

export const ROLES_ROUTES = {
  'GET /administration/departments': tenant(
    () => ({ method: 'GET', url: '/administration/departments' }),
    () => [
      { call: { method: 'GET', url: `/administration/departments?locationId=${foreign.locationId}` }, status: [200] },
    ],
    (body) => leakedDepartments(body.data),
  ),
  'GET /administration/roles-departments': tenant(
    () => ({ method: 'GET', url: `/administration/roles-departments?locationId=${own.locationId}` }),
    () => [
      {
        call: { method: 'GET', url: `/administration/roles-departments?locationId=${foreign.locationId}` },
        status: [200],
      },
    ],
    (body) => [
      ...leakedDepartments(body.data.departments),
      ...body.data.roles.filter((r: { roleId: number }) => r.roleId === foreign.roleId),
    ],
  ),
  'GET /administration/roles-security': tenant(
    () => ({ method: 'GET', url: '/administration/roles-security' }),
    () => [],
    (body) => [
      ...body.data.filter((r: { roleId: number }) => r.roleId === foreign.roleId),
      ...body.data.flatMap((r: { locations: { locationId: number }[] }) =>
        r.locations.filter((l) => l.locationId === foreign.locationId),
      ),
    ],
  ),
  'POST /administration/roles-departments': tenant(
    () => ({
      method: 'POST',
      url: '/administration/roles-departments',
      body: { name: 'Desk', locationId: own.locationId },
    }),
    () => [
      {
        call: {
          method: 'POST',
          url: '/administration/roles-departments',
          body: { name: 'Desk', locationId: foreign.locationId },
        },
        status: BAD_REFERENCE,
      },
    ],
  ),
  'PUT /administration/roles-departments': tenant(
    () => ({
      method: 'PUT',
      url: '/administration/roles-departments',
      body: { id: own.departmentId, name: 'Desk', locationId: own.locationId },
    }),
    () => [
      {
        call: {
          method: 'PUT',
          url: '/administration/roles-departments',
          body: { id: foreign.departmentId, name: 'Desk', locationId: own.locationId },
        },
        status: NOT_FOUND,
      },
      {
        call: {
          method: 'PUT',
          url: '/administration/roles-departments',
          body: { id: own.departmentId, name: 'Desk', locationId: foreign.locationId },
        },
        status: BAD_REFERENCE,
      },
    ],
  ),
  'DELETE /administration/roles-departments': tenant(
    async () => ({
      method: 'DELETE',
      url: `/administration/roles-departments?ids=${await newDepartment(db, a, own.locationId)}`,
    }),
    () => [
      {
        call: {
          method: 'DELETE',
          url: `/administration/roles-departments?ids=${own.departmentId},${foreign.departmentId}`,
        },
        status: NOT_FOUND,
      },
    ],
  ),
  'POST /administration/roles-security': tenant(
    () => ({
      method: 'POST',
      url: '/administration/roles-security',
      body: { name: 'Host', departmentIds: [own.departmentId], locationIds: [own.locationId] },
    }),
    () => [
      {
        call: {
          method: 'POST',
          url: '/administration/roles-security',
          body: { name: 'Host', departmentIds: [foreign.departmentId], locationIds: [own.locationId] },
        },
        status: BAD_REFERENCE,
      },
      {
        call: {
          method: 'POST',
          url: '/administration/roles-security',
          body: { name: 'Host', departmentIds: [own.departmentId], locationIds: [foreign.locationId] },
        },
        status: BAD_REFERENCE,
      },
    ],
  ),
  'POST /administration/roles-security/add-role': tenant(() => ({
    method: 'POST',
    url: '/administration/roles-security/add-role',
    body: { name: 'Bare role' },
  })),
  'PUT /administration/roles-security': tenant(
    async () => ({
      method: 'PUT',
      url: '/administration/roles-security',
      body: { id: await newRole(db, a), name: 'Renamed' },
    }),
    () => [
      {
        call: { method: 'PUT', url: '/administration/roles-security', body: { id: foreign.roleId, name: 'Renamed' } },
        status: NOT_FOUND,
      },
    ],
  ),
  'DELETE /administration/roles-security/:id': tenant(
    async () => ({ method: 'DELETE', url: `/administration/roles-security/${await newRole(db, a)}` }),
    () => [{ call: { method: 'DELETE', url: `/administration/roles-security/${foreign.roleId}` }, status: NOT_FOUND }],
  ),
};
