/**
 * GET /crm/emails (menu 18): every e-mail and SMS sent to guests, newest first, with its status
 * (queued, sent, failed, bounced); POST /crm/emails/:id/resend queues a copy.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GuestMessage, MessageStatusSchema } from '@marquee/core/marketing/messageLog';
import { message } from '@marquee/core/messages/en';
import { PAGING_QUERY, Paged } from '@marquee/core/resources/types';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { currentUser, requireMasterClient } from '../../plugins/auth.ts';
import { listMessages, resendMessage } from '../../repositories/marketing/messages.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';
import { paging } from '../../resources/repository.ts';
import { allows } from '../marketing/guards.ts';

export async function crmEmailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/crm/emails',
    {
      schema: {
        querystring: Type.Object({
          ...MASTER_CLIENT_QUERY,
          ...PAGING_QUERY,
          status: Type.Optional(MessageStatusSchema),
        }),
        response: envelopeOf(Paged(GuestMessage)),
      },
      preHandler: allows('crmEmails'),
    },
    async (request) => {
      const { status, ...rest } = request.query;
      return { data: await listMessages(app.db, requireMasterClient(request), status, paging(rest)) };
    },
  );

  app.post(
    '/crm/emails/:id/resend',
    {
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) }),
        querystring: Type.Object(MASTER_CLIENT_QUERY),
        response: envelopeOf(Type.Object({ id: Type.Integer(), message: Type.String() })),
      },
      preHandler: allows('resendCrmEmail'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const userId = currentUser(request).id;
      const id = await app.db.transaction((tx) => resendMessage(tx, app.jobs, mc, Number(request.params.id), userId));
      return { data: { id, message: message('crm.emails.resent') } };
    },
  );
}
