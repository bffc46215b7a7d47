/** GET /health (the process answers) and GET /ready (the database answers too). */
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { errorBody, obj, str } from '../../http/schemas.ts';

const status = { 200: obj({ status: str() }), '5xx': errorBody };

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { response: status }, config: { public: true } }, async () => ({ status: 'ok' }));

  app.get('/ready', { schema: { response: status }, config: { public: true } }, async (request) => {
    try {
      await pingDatabase(app.db);
    } catch (err) {
      request.log.warn({ err }, 'database not ready');
      throw new HttpError(503, 'The database is not answering.');
    }
    return { status: 'ok' };
  });
}
