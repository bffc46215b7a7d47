/**
 * GET /shop/:masterClientId/:locationCode — the public guest shop's data (issue 13): callable
 * without signing in, read-only. A location is named by its master client and code (codes are
 * unique per master client only); an unknown pair answers 404 like any missing row.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { readShop } from '../../repositories/clubbooking/shop.ts';
import { envelopeOf } from '../../resources/register.ts';

const Params = Type.Object({
  masterClientId: Type.String({ pattern: '^\\d{1,9}$' }),
  locationCode: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' }),
});

export async function shopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/shop/:masterClientId/:locationCode',
    {
      schema: { params: Params, response: envelopeOf(Type.Unknown()) },
      config: { public: true },
    },
    async (request) => ({
      data: await readShop(app.db, Number(request.params.masterClientId), request.params.locationCode),
    }),
  );
}
