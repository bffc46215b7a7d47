/**
 * GET /dev/outbox?to=: the e-mails the service would send, newest first. Registered only outside
 * production, so local users and tests can follow recovery links without an SMTP server.
 */
import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '@marquee/core/rest';
import { arrayOf, envelope, int, obj, query, str } from '../../http/schemas.ts';
import { listOutbox } from '../../repositories/outbox.ts';

const message = obj({ id: int(), to: str(), subject: str(), body: str(), createdAt: str() });

export async function devOutboxRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { to?: string } }>(
    '/dev/outbox',
    {
      schema: { querystring: query({ to: str({ maxLength: 254 }) }, ['to']), response: envelope(arrayOf(message)) },
      config: { public: true },
    },
    async (request) => {
      const data: OutboxMessage[] = await listOutbox(app.db, request.query.to);
      return { data };
    },
  );
}
