/** GET /tenants/checklist: the request's master client's setup counts, read now. */
import type { FastifyInstance } from 'fastify';
import { envelope, int, obj, query } from '../../http/schemas.ts';
import { requireMasterClient } from '../../plugins/auth.ts';
import { checklistCounts } from '../../repositories/tenants/checklist.ts';

const counts = obj({
  locations: int(),
  taxRates: int(),
  revenueClasses: int(),
  products: int(),
  resources: int(),
  activities: int(),
  bookingSettings: int(),
  onlineOfferings: int(),
  roles: int(),
  users: int(),
});

export async function checklistRoutes(app: FastifyInstance) {
  app.get('/tenants/checklist', { schema: { querystring: query(), response: envelope(counts) } }, async (request) => ({
    data: await checklistCounts(app.db, requireMasterClient(request)),
  }));
}
