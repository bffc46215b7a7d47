/** Club booking and the kiosk: settings and their lookups, then the location-scoped lists. */
import type { FastifyInstance } from 'fastify';
import { clubListRoutes } from './lists.ts';
import { clubSettingsRoutes } from './settings.ts';
import { shopRoutes } from './shop.ts';

export async function clubBookingRoutes(app: FastifyInstance) {
  await clubSettingsRoutes(app);
  await clubListRoutes(app);
  await shopRoutes(app);
}
