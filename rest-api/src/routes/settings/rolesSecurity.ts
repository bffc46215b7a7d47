/**
 * /settings/roles-security (spec/3 §2 Roles and Security, §7): the roles of the master client
 * with their permission matrix; add, rename, duplicate and remove a role; save one role's matrix
 * (save-permission, the role's sub-tables as JSON text). Listing needs VIEW on menu 15; the
 * actions use screen id 16 (spec/3 §6): add ADD, rename/duplicate/save UPDATE_AND_EXECUTE,
 * remove REMOVE. Role rules are core's (settings/roleEdits.ts), applied in the repository.
 */
import { message } from '@marquee/core/messages/en';
import { Flag, hasFlag } from '@marquee/core/permissions';
import { parsePermissionJson } from '@marquee/core/settings/permissionJson';
import type { RoleEditor } from '@marquee/core/settings/roleEdits';
import { ROLES_SECURITY } from '@marquee/core/settings/securityMatrix';
import { isTooLong } from '@marquee/core/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidInput } from '../../http/errors.ts';
import { arrayOf, bool, envelope, int, nullableStr, obj, query, str } from '../../http/schemas.ts';
import { currentUser, requireMasterClient, requireModule } from '../../plugins/auth.ts';
import {
  createSecurityRole,
  duplicateSecurityRole,
  listSecurityRoles,
  removeSecurityRole,
  renameSecurityRole,
  savePermissions,
} from '../../repositories/settings/securityRoles.ts';

const BASE = '/settings/roles-security';
const flag = { type: ['boolean', 'null'] };
const row = obj({
  routeId: int(),
  label: str(),
  labelValues: { type: ['object', 'null'], additionalProperties: { type: 'string' } },
  view: flag,
  detailView: flag,
  updateAndExecute: flag,
  delete: flag,
  add: flag,
  massDelete: flag,
});
const subTable = obj({ id: str(), label: str(), isStandalone: bool(), rows: arrayOf(row) });
const securityRole = obj({
  roleId: int(),
  label: str(),
  disabled: bool(),
  isProvider: bool(),
  subTables: arrayOf(subTable),
});
const roleId = int({ minimum: 1, maximum: 999999999 });
const name = str({ maxLength: 400 });

const action = (f: keyof typeof Flag) => requireModule(ROLES_SECURITY.actions, Flag[f]);

/** The caller as core's role rules judge them, in the request's master client. */
export function editorOf(request: FastifyRequest, masterClientId: number): RoleEditor {
  const user = currentUser(request);
  const own = user.clientRoles.find((c) => c.masterClientId === masterClientId);
  return {
    userId: user.id,
    roleId: own?.role.id ?? null,
    permissions: user.permissions,
    isProviderStaff: user.isProviderStaff,
  };
}

/** The name trimmed; 400 on the name field when empty or longer than 100 characters. */
export function nameOf(raw: string): string {
  const trimmed = raw.trim();
  if (!trimmed) throw invalidInput({ name: 'roles.error.nameRequired' });
  if (isTooLong(trimmed)) throw invalidInput({ name: 'validation.tooLong' });
  return trimmed;
}

export async function rolesSecurityRoutes(app: FastifyInstance) {
  app.get(
    BASE,
    {
      schema: { querystring: query(), response: envelope(arrayOf(securityRole)) },
      preHandler: requireModule(ROLES_SECURITY.menu, Flag.view),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const { permissionBits, permissionChunkLength } = currentUser(request).permissions;
      const canEdit = hasFlag(permissionBits, permissionChunkLength, ROLES_SECURITY.actions, Flag.updateAndExecute);
      return { data: await listSecurityRoles(app.db, masterClientId, editorOf(request, masterClientId), canEdit) };
    },
  );

  app.post<{ Body: { name: string } }>(
    BASE,
    {
      schema: { querystring: query(), body: obj({ name }), response: envelope(securityRole) },
      preHandler: action('add'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const roleName = nameOf(request.body.name);
      return { data: await app.db.transaction((tx) => createSecurityRole(tx, mc, editorOf(request, mc), roleName)) };
    },
  );

  app.put<{ Body: { roleId: number; name: string } }>(
    BASE,
    {
      schema: { querystring: query(), body: obj({ roleId, name }), response: envelope(securityRole) },
      preHandler: action('updateAndExecute'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const roleName = nameOf(request.body.name);
      const editor = editorOf(request, mc);
      return {
        data: await app.db.transaction((tx) => renameSecurityRole(tx, mc, editor, request.body.roleId, roleName)),
      };
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${BASE}/:id`,
    {
      schema: {
        params: obj({ id: str({ pattern: '^\\d{1,9}$' }) }),
        querystring: query(),
        response: envelope(obj({ removed: int(), message: str() })),
      },
      preHandler: action('remove'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const editor = editorOf(request, mc);
      await app.db.transaction((tx) => removeSecurityRole(tx, mc, editor, Number(request.params.id)));
      return { data: { removed: 1, message: message('roles.removed') } };
    },
  );

  app.post<{ Body: { roleId: number; name?: string | null } }>(
    `${BASE}/duplicate`,
    {
      schema: {
        querystring: query(),
        body: obj({ roleId, name: nullableStr() }, ['name']),
        response: envelope(securityRole),
      },
      preHandler: action('updateAndExecute'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const given = request.body.name;
      const roleName = given == null ? undefined : nameOf(given);
      const editor = editorOf(request, mc);
      return {
        data: await app.db.transaction((tx) => duplicateSecurityRole(tx, mc, editor, request.body.roleId, roleName)),
      };
    },
  );

  // masterClient may come in the body too (spec/3 §7); the query's, checked by the auth hook, decides.
  app.post<{ Body: { roleId: number; permissionJson: string; masterClient?: unknown } }>(
    `${BASE}/save-permission`,
    {
      schema: {
        querystring: query(),
        body: obj({ roleId, permissionJson: str({ maxLength: 500000 }), masterClient: {} }, ['masterClient']),
        response: envelope(securityRole),
      },
      preHandler: action('updateAndExecute'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const bodyClient = request.body.masterClient;
      if (bodyClient != null && String(bodyClient) !== String(mc))
        throw invalidInput({ masterClient: 'settings.unknownOption' });
      const rows = parsePermissionJson(request.body.permissionJson);
      if (!rows) throw invalidInput({ permissionJson: 'roles.error.badPermissions' });
      const editor = editorOf(request, mc);
      return { data: await app.db.transaction((tx) => savePermissions(tx, mc, editor, request.body.roleId, rows)) };
    },
  );
}
