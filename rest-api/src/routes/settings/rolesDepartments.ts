/**
 * Roles & Departments (/settings/roles, spec/3 §2, §7): the departments of a location, the roles
 * linked to it, department add/edit/remove (a list of ids), and role add (with departments and
 * locations), add-role (name only), rename and remove, and the list of roles with their links. The spec gives the screen no permission id
 * of its own, so every call uses the menu index 15 (as core/src/resources/screens.ts does where
 * the spec gives none): VIEW to read, ADD, UPDATE_AND_EXECUTE, REMOVE (REMOVE_MULTIPLE for
 * several departments at once). Role changes follow the Roles and Security rules.
 */
import { message } from '@marquee/core/messages/en';
import { Flag } from '@marquee/core/permissions';
import { type DepartmentInput, validateDepartment, validateLinkedRole } from '@marquee/core/settings/departments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, invalidInput } from '../../http/errors.ts';
import { arrayOf, envelope, int, obj, query, str } from '../../http/schemas.ts';
import { currentUser, requireMasterClient, requireModule } from '../../plugins/auth.ts';
import {
  createDepartment,
  createLinkedRole,
  linkedRoles,
  listDepartments,
  removeDepartments,
  rolesOfLocation,
  updateDepartment,
} from '../../repositories/settings/departments.ts';
import {
  createSecurityRole,
  removeSecurityRole,
  renameSecurityRole,
} from '../../repositories/settings/securityRoles.ts';
import { editorOf, nameOf } from './rolesSecurity.ts';

/** Menu access index of Roles & Departments (spec/3 §6). */
export const ROLES_MENU = 15;
const guard = (flag: keyof typeof Flag) => requireModule(ROLES_MENU, Flag[flag]);
const id = int({ minimum: 1, maximum: 999999999 });
const name = str({ maxLength: 400 });
const ref = (key: string) => obj({ [key]: int(), name: str() });
const department = obj({ id: int(), name: str(), locationId: int(), locationName: str() });
const linkedRole = obj({
  roleId: int(),
  name: str(),
  departments: arrayOf(obj({ id: int(), name: str() })),
  locations: arrayOf(ref('locationId')),
});
const removed = obj({ removed: int(), message: str() });

function departmentOf(body: { name: string; locationId: number | null }): DepartmentInput {
  const input = { name: body.name, locationId: body.locationId };
  const problems = validateDepartment(input);
  if (Object.keys(problems).length > 0) throw invalidInput(problems);
  return input;
}

/** `ids=1,2` → unique ids. */
const idsOf = (request: FastifyRequest) => [...new Set((request.query as { ids: string }).ids.split(',').map(Number))];

export async function rolesDepartmentsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { locationId?: number } }>(
    '/administration/departments',
    {
      schema: { querystring: query({ locationId: id }, ['locationId']), response: envelope(arrayOf(department)) },
      preHandler: guard('view'),
    },
    async (request) => ({
      data: await listDepartments(app.db, requireMasterClient(request), request.query.locationId),
    }),
  );

  // The screen's load for a location: its roles and departments; no location, no data (spec/3 §2).
  app.get<{ Querystring: { locationId?: number } }>(
    '/administration/roles-departments',
    {
      schema: {
        querystring: query({ locationId: id }, ['locationId']),
        response: envelope(
          obj({ roles: arrayOf(linkedRole), departments: arrayOf(department), allDepartments: arrayOf(department) }),
        ),
      },
      preHandler: guard('view'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const { locationId } = request.query;
      if (locationId === undefined) throw badRequest(message('roles.departments.selectLocation'));
      return {
        data: {
          roles: await rolesOfLocation(app.db, mc, locationId),
          departments: await listDepartments(app.db, mc, locationId),
          // Add New Role links a role to any of the client's locations, so it offers their departments.
          allDepartments: await listDepartments(app.db, mc),
        },
      };
    },
  );

  app.post<{ Body: { name: string; locationId: number | null } }>(
    '/administration/roles-departments',
    {
      schema: {
        querystring: query(),
        body: obj({ name, locationId: { type: ['integer', 'null'] } }),
        response: envelope(obj({ id: int(), message: str() })),
      },
      preHandler: guard('add'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const input = departmentOf(request.body);
      const created = await app.db.transaction((tx) => createDepartment(tx, mc, currentUser(request).id, input));
      return { data: { id: created, message: message('roles.saved') } };
    },
  );

  app.put<{ Body: { id: number; name: string; locationId: number | null } }>(
    '/administration/roles-departments',
    {
      schema: {
        querystring: query(),
        body: obj({ id, name, locationId: { type: ['integer', 'null'] } }),
        response: envelope(obj({ id: int(), message: str() })),
      },
      preHandler: guard('updateAndExecute'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const input = departmentOf(request.body);
      await app.db.transaction((tx) => updateDepartment(tx, mc, currentUser(request).id, request.body.id, input));
      return { data: { id: request.body.id, message: message('roles.changesSaved') } };
    },
  );

  app.delete(
    '/administration/roles-departments',
    {
      schema: {
        querystring: query({ ids: str({ pattern: '^\\d{1,9}(,\\d{1,9}){0,99}$' }) }),
        response: envelope(removed),
      },
      preHandler: async function guardRemove(request, reply) {
        await guard('remove').call(this, request, reply);
        if (idsOf(request).length > 1) await guard('removeMultiple').call(this, request, reply);
      },
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const ids = idsOf(request);
      const count = await app.db.transaction((tx) => removeDepartments(tx, mc, currentUser(request).id, ids));
      return { data: { removed: count, message: message('roles.removed') } };
    },
  );

  // The roles of the master client with their departments and locations: what Add New Role and
  // the role renames saved, read back.
  app.get(
    '/administration/roles-security',
    {
      schema: { querystring: query(), response: envelope(arrayOf(linkedRole)) },
      preHandler: guard('view'),
    },
    async (request) => ({ data: await linkedRoles(app.db, requireMasterClient(request)) }),
  );

  app.post<{ Body: { name: string; departmentIds: number[]; locationIds: number[] } }>(
    '/administration/roles-security',
    {
      schema: {
        querystring: query(),
        body: obj({ name, departmentIds: arrayOf(id, { maxItems: 500 }), locationIds: arrayOf(id, { maxItems: 500 }) }),
        response: envelope(obj({ roleId: int(), name: str() })),
      },
      preHandler: guard('add'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const problems = validateLinkedRole(request.body);
      if (Object.keys(problems).length > 0) throw invalidInput(problems);
      const editor = editorOf(request, mc);
      return { data: await app.db.transaction((tx) => createLinkedRole(tx, mc, editor, request.body)) };
    },
  );

  app.post<{ Body: { name: string } }>(
    '/administration/roles-security/add-role',
    {
      schema: { querystring: query(), body: obj({ name }), response: envelope(obj({ roleId: int(), name: str() })) },
      preHandler: guard('add'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const roleName = nameOf(request.body.name);
      const role = await app.db.transaction((tx) => createSecurityRole(tx, mc, editorOf(request, mc), roleName));
      return { data: { roleId: role.roleId, name: role.label } };
    },
  );

  app.put<{ Body: { id: number; name: string } }>(
    '/administration/roles-security',
    {
      schema: {
        querystring: query(),
        body: obj({ id, name }),
        response: envelope(obj({ roleId: int(), name: str() })),
      },
      preHandler: guard('updateAndExecute'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const roleName = nameOf(request.body.name);
      const editor = editorOf(request, mc);
      const role = await app.db.transaction((tx) => renameSecurityRole(tx, mc, editor, request.body.id, roleName));
      return { data: { roleId: role.roleId, name: role.label } };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/administration/roles-security/:id',
    {
      schema: {
        params: obj({ id: str({ pattern: '^\\d{1,9}$' }) }),
        querystring: query(),
        response: envelope(removed),
      },
      preHandler: guard('remove'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const editor = editorOf(request, mc);
      await app.db.transaction((tx) => removeSecurityRole(tx, mc, editor, Number(request.params.id)));
      return { data: { removed: 1, message: message('roles.removed') } };
    },
  );
}
