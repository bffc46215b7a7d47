/**
 * GET /dev/sms?to=: the SMS the service sent through the default provider (the SMS outbox reader),
 * newest first. Registered only outside production, like /dev/outbox.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { guestMessages as m } from '../../db/schema-marketing.ts';
import { arrayOf, envelope, int, obj, query, str } from '../../http/schemas.ts';

const sms = obj({ id: int(), to: str(), text: str(), status: str(), createdAt: str() });

export async function devSmsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { to?: string } }>(
    '/dev/sms',
    {
      schema: { querystring: query({ to: str({ maxLength: 40 }) }, ['to']), response: envelope(arrayOf(sms)) },
      config: { public: true },
    },
    async (request) => {
      const rows = await app.db
        .select({ id: m.id, to: m.toAddress, text: m.bodyText, status: m.status, createdAt: m.createdAt })
        .from(m)
        .where(and(eq(m.channel, 'sms'), request.query.to ? eq(m.toAddress, request.query.to) : undefined))
        .orderBy(desc(m.id))
        .limit(50);
      return { data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  );
}
