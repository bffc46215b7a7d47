/** GET /languages and GET /date-formats: the choices of the profile form. */
import type { FastifyInstance } from 'fastify';
import type { DateFormat, Language } from '@marquee/core/rest';
import { arrayOf, envelope, int, obj, query, str } from '../../http/schemas.ts';
import { listDateFormats, listLanguages } from '../../repositories/users.ts';

export async function referenceRoutes(app: FastifyInstance) {
  app.get(
    '/languages',
    { schema: { querystring: query(), response: envelope(arrayOf(obj({ id: int(), name: str(), code: str() }))) } },
    async () => {
      const data: Language[] = await listLanguages(app.db);
      return { data };
    },
  );

  app.get(
    '/date-formats',
    { schema: { querystring: query(), response: envelope(arrayOf(obj({ id: int(), format: str() }))) } },
    async () => {
      const data: DateFormat[] = await listDateFormats(app.db);
      return { data };
    },
  );
}
