import type { FlagName } from '@marquee/core/permissions';
import { permissionsToGrants } from '@marquee/core/settings/apiTokens';
import type { ApiToken, ApiTokenStatus, PermissionFlag, Resolvers } from '../../generated/graphql.ts';

/** The REST API's token row (rest-api/src/routes/settings/apiTokens.ts). */
interface RestApiToken {
  id: number;
  name: string;
  hint: string;
  permissionBits: string;
  permissionChunkLength: number;
  createdByName: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  status: 'active' | 'expired' | 'revoked';
}

const FLAG: Record<FlagName, PermissionFlag> = {
  view: 'VIEW',
  detailView: 'DETAIL_VIEW',
  add: 'ADD',
  updateAndExecute: 'UPDATE_AND_EXECUTE',
  remove: 'REMOVE',
  removeMultiple: 'REMOVE_MULTIPLE',
};
const FLAG_NAME = Object.fromEntries(Object.entries(FLAG).map(([k, v]) => [v, k])) as Record<PermissionFlag, FlagName>;

const toApiToken = (t: RestApiToken): ApiToken => ({
  id: t.id,
  name: t.name,
  hint: t.hint,
  grants: permissionsToGrants(t).map((g) => ({ module: g.module, flags: g.flags.map((f) => FLAG[f]) })),
  createdBy: t.createdByName,
  createdAt: t.createdAt,
  expiresAt: t.expiresAt,
  lastUsedAt: t.lastUsedAt,
  revokedAt: t.revokedAt,
  status: t.status.toUpperCase() as ApiTokenStatus,
});

/** schema/settings/api-tokens.graphql: /settings/api-tokens. */
export const apiTokenResolvers: Resolvers = {
  Query: {
    apiTokens: async (_parent, _args, { rest }) =>
      (await rest.get<RestApiToken[]>('/settings/api-tokens')).map(toApiToken),
  },
  Mutation: {
    createApiToken: async (_parent, { input }, { rest }) => {
      const created = await rest.post<{ token: string; apiToken: RestApiToken }>('/settings/api-tokens', {
        name: input.name,
        grants: input.grants.map((g) => ({ module: g.module, flags: [...new Set(g.flags.map((f) => FLAG_NAME[f]))] })),
        expiresAt: input.expiresAt ?? null,
      });
      return { token: created.token, apiToken: toApiToken(created.apiToken) };
    },
    revokeApiToken: async (_parent, { id }, { rest }) =>
      toApiToken(await rest.post<RestApiToken>(`/settings/api-tokens/${id}/revoke`)),
  },
};
