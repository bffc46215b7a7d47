/**
 * Lookups of the dashboard widgets' local filters (spec/2 §7, Other): resources of a location
 * (number of guests) and products of a location (employee performance).
 */
import type { FastifyInstance } from 'fastify';
import { MAX_WIDGET_ROWS } from '@marquee/core/dashboards/limits';
import type { DashboardEntity } from '@marquee/core/dashboards/widgets';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { arrayOf, envelope, query, str } from '../../http/schemas.ts';
import { requireMasterClient } from '../../plugins/auth.ts';
import { requireDashboardCall } from './dashboards.ts';
import { entitySchema, productSchema } from './schemas.ts';

export async function dashboardLookupRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { locationCode: string } }>(
    '/number-of-guests-resources',
    {
      schema: {
        querystring: query({ src: str({ enum: ['lookup'] }), locationCode: str({ minLength: 1, maxLength: 50 }) }, [
          'src',
        ]),
        response: envelope(arrayOf(entitySchema)),
      },
      preHandler: requireDashboardCall(() => ({ kind: 'guestResources' })),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const data = await queryRows<DashboardEntity>(
        app.db,
        sql`select r.name, r.code from dash_resources r join locations l on l.id = r.location_id
          where l.master_client_id = ${masterClientId} and l.code = ${request.query.locationCode} order by r.name
          limit ${MAX_WIDGET_ROWS}`,
      );
      return { data };
    },
  );

  app.get<{ Querystring: { location: string } }>(
    '/dashboards/products',
    {
      schema: {
        querystring: query({ src: str({ enum: ['lookup'] }), location: str({ minLength: 1, maxLength: 50 }) }, ['src']),
        response: envelope(arrayOf(productSchema)),
      },
      preHandler: requireDashboardCall(() => ({ kind: 'products' })),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      // The products sold at the location (the employee-performance product filter).
      const data = await queryRows<{ name: string }>(
        app.db,
        sql`select p.name from dash_products p where p.master_client_id = ${masterClientId} and exists (
            select 1 from locations l where l.master_client_id = ${masterClientId} and l.code = ${request.query.location})
          order by p.name limit ${MAX_WIDGET_ROWS}`,
      );
      return { data };
    },
  );
}
