import type { RemoveResult } from '@marquee/core/resources/types';
import type { SecurityRole } from '@marquee/core/settings/securityRoles';
import type { Resolvers, SecurityRole as GqlSecurityRole } from '../../generated/graphql.ts';

const BASE = '/settings/roles-security';

/** Label placeholders as key/value pairs (the SDL has no map type). */
const toGql = (role: SecurityRole): GqlSecurityRole => ({
  ...role,
  subTables: role.subTables.map(({ id, ...t }) => ({
    ...t,
    areaId: id,
    rows: t.rows.map((r) => ({
      ...r,
      labelValues: Object.entries(r.labelValues ?? {}).map(([key, value]) => ({ key, value })),
    })),
  })),
});

/** schema/roles/roles-security.graphql: /settings/roles-security. */
export const rolesSecurityResolvers: Resolvers = {
  Query: {
    securityRoles: async (_parent, _args, { rest }) => (await rest.get<SecurityRole[]>(BASE)).map(toGql),
  },
  Mutation: {
    addSecurityRole: async (_parent, { name }, { rest }) => toGql(await rest.post<SecurityRole>(BASE, { name })),
    renameSecurityRole: async (_parent, { roleId, name }, { rest }) =>
      toGql(await rest.put<SecurityRole>(BASE, { roleId, name })),
    duplicateSecurityRole: async (_parent, { roleId, name }, { rest }) =>
      toGql(await rest.post<SecurityRole>(`${BASE}/duplicate`, { roleId, name: name ?? null })),
    removeSecurityRole: (_parent, { roleId }, { rest }) => rest.delete<RemoveResult>(`${BASE}/${roleId}`),
    // The REST payload is the role's sub-tables as JSON text (spec/3 §3); one sub-table holds them all.
    saveSecurityRolePermissions: async (_parent, { roleId, permissions }, { rest }) => {
      const rows = permissions.map((p) => ({
        routeId: p.routeId,
        view: p.view ?? null,
        detailView: p.detailView ?? null,
        updateAndExecute: p.updateAndExecute ?? null,
        delete: p.delete ?? null,
        add: p.add ?? null,
        massDelete: p.delete ?? null,
      }));
      const permissionJson = JSON.stringify([{ rows }]);
      return toGql(await rest.post<SecurityRole>(`${BASE}/save-permission`, { roleId, permissionJson }));
    },
  },
};
