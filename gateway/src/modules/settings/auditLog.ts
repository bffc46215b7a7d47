import { ErrorCode } from '@marquee/core/errors';
import { RESOURCE_SCREENS } from '@marquee/core/resources/screens';
import type { AuditPage as RestPage } from '@marquee/core/settings/auditLog';
import { GatewayError } from '../../errors.ts';
import type { AuditAction, AuditPage, Resolvers } from '../../generated/graphql.ts';

const toGql = (p: RestPage): AuditPage => ({
  rows: p.data.map((r) => ({ ...r, action: r.action.toUpperCase() as AuditAction })),
  page: p.page,
  rowsPerPage: p.rowsPerPage,
  hasMore: p.hasMore,
});

const paging = (page?: number | null, rowsPerPage?: number | null) => ({
  page: page ?? undefined,
  rowsPerPage: rowsPerPage ?? undefined,
});

/** schema/settings/audit-log.graphql: /settings/audit-log and the resource screens' {rest}/:id/history. */
export const auditLogResolvers: Resolvers = {
  Query: {
    auditLog: async (_parent, { filter, page, rowsPerPage }, { rest }) => {
      const f = filter ?? {};
      const query = {
        ...paging(page, rowsPerPage),
        userId: f.userId ?? undefined,
        entity: f.entity || undefined,
        entityId: f.entityId ?? undefined,
        from: f.from || undefined,
        to: f.to || undefined,
      };
      return toGql(await rest.get<RestPage>('/settings/audit-log', query));
    },
    auditLogUsers: (_parent, _args, { rest }) => rest.get<{ id: number; name: string }[]>('/settings/audit-log/users'),
    recordHistory: async (_parent, { entity, id, page, rowsPerPage }, { rest }) => {
      const screen = (RESOURCE_SCREENS as Record<string, { rest: string }>)[entity];
      if (!Object.hasOwn(RESOURCE_SCREENS, entity) || !screen) {
        throw new GatewayError(ErrorCode.badUserInput, `Unknown entity '${entity.slice(0, 40)}'`);
      }
      return toGql(await rest.get<RestPage>(`${screen.rest}/${id}/history`, paging(page, rowsPerPage)));
    },
  },
};
