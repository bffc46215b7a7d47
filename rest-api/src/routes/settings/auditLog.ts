/**
 * The audit screen (/settings/audit-log): the master client's log of administrative
 * changes, newest first, filtered by user, entity, record and days, paged on the server; and the
 * users its filter offers. Read only: the product has no call that edits or deletes a log row.
 * Guarded by AUDIT_PERMISSION (core/src/settings/auditLog.ts). A record's History is the resource
 * wing's `GET {rest}/:id/history` (resources/register.ts), guarded by that screen's own rights.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AUDIT_PAGE_SIZE } from '@marquee/core/settings/audit';
import { AUDIT_PERMISSION, AuditPage, AuditQuery, AuditUser } from '@marquee/core/settings/auditLog';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { auditPage, auditUsers } from '../../repositories/auditLog.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';

export async function auditLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guard = requireModule(AUDIT_PERMISSION.module, AUDIT_PERMISSION.flag);
  app.get(
    '/settings/audit-log',
    {
      schema: {
        querystring: Type.Object({ ...MASTER_CLIENT_QUERY, ...AuditQuery }, { additionalProperties: false }),
        response: envelopeOf(AuditPage),
      },
      preHandler: guard,
    },
    async (request) => {
      const { masterClient: _m, page, rowsPerPage, ...filters } = request.query;
      const masterClientId = requireMasterClient(request);
      return { data: await auditPage(app.db, masterClientId, filters, page ?? 0, rowsPerPage ?? AUDIT_PAGE_SIZE) };
    },
  );
  app.get(
    '/settings/audit-log/users',
    {
      schema: {
        querystring: Type.Object(MASTER_CLIENT_QUERY, { additionalProperties: false }),
        response: envelopeOf(Type.Array(AuditUser)),
      },
      preHandler: guard,
    },
    async (request) => ({ data: await auditUsers(app.db, requireMasterClient(request)) }),
  );
}
