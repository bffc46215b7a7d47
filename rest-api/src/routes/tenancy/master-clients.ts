/** GET /master-clients: the tenants the caller may select, by name. */
import type { FastifyInstance } from 'fastify';
import type { MasterClientList } from '@marquee/core/rest';
import { arrayOf, envelope, query } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { masterClientsOf } from '../../repositories/identity.ts';
import { masterClientSchema } from '../auth/schemas.ts';

export async function masterClientRoutes(app: FastifyInstance) {
  app.get(
    '/master-clients',
    { schema: { querystring: query(), response: envelope(arrayOf(masterClientSchema)) } },
    async (request) => {
      const data: MasterClientList = await masterClientsOf(app.db, currentUser(request).id);
      return { data };
    },
  );
}
