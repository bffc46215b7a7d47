import type { FastifyInstance } from 'fastify';
import type { UpstreamClient } from '../upstream/client.ts';

/** Liveness (the process answers) and readiness (the REST API behind it answers too). */
export function registerHealth(app: FastifyInstance, upstream: UpstreamClient): void {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    const ready = await upstream.ready();
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'rest-api unavailable' });
  });
}
