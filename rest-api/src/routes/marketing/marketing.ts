/** Marketing's guests and guest segments and CRM. */
import type { FastifyInstance } from 'fastify';
import { crmRoutes } from './crm.ts';
import { guestRoutes } from './guests.ts';
import { segmentRoutes } from './segments.ts';

export async function marketingRoutes(app: FastifyInstance) {
  for (const routes of [guestRoutes, segmentRoutes, crmRoutes]) await routes(app);
}
