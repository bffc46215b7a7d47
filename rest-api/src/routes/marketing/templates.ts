/**
 * /marketing/email-sms/email-sms-templates (spec/3 §2, §7): list by locationCode with search and
 * paging (empty without a location), one, save (PUT: create without id, update with id), DELETE
 * by id, a preview for a sample guest, and POST /marketing/test-email.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EmailSmsTemplate, EmailSmsTemplateInput } from '@marquee/core/marketing/templates';
import { message } from '@marquee/core/messages/en';
import { isEmail } from '@marquee/core/validation';
import { Flag } from '@marquee/core/permissions';
import { TEMPLATES_MENU } from '@marquee/core/marketing/access';
import { Id, PAGING_QUERY, Paged } from '@marquee/core/resources/types';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { badRequest, invalidInput } from '../../http/errors.ts';
import { composeMessage, assertValidTemplate, renderContext } from '../../marketing/compose.ts';
import { assertModule, currentUser, requireMasterClient } from '../../plugins/auth.ts';
import { queueMessage } from '../../repositories/marketing/messages.ts';
import { findPlace, placeById } from '../../repositories/marketing/places.ts';
import { getTemplate, listTemplates, removeTemplate, saveTemplate } from '../../repositories/marketing/templates.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';
import { paging } from '../../resources/repository.ts';
import { allows, LanguageId } from './guards.ts';

const BASE = '/marketing/email-sms/email-sms-templates';
const Plain = Type.Object(MASTER_CLIENT_QUERY);
const closed = <T extends object>(schema: T) => ({ ...schema, additionalProperties: false });

/** What a preview and a test e-mail render: the template being edited, saved or not. */
const Content = Type.Object({
  ...EmailSmsTemplateInput.properties,
  /** Render for this guest of the master client instead of the sample guest. */
  previewId: Type.Optional(Id),
});
const Preview = Type.Object({ subject: Type.String(), html: Type.String(), text: Type.String() });
const TestEmail = Type.Object({
  ...Content.properties,
  email: Type.String({ maxLength: 254 }),
});

export async function templateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    BASE,
    {
      schema: {
        querystring: Type.Object({
          ...MASTER_CLIENT_QUERY,
          ...PAGING_QUERY,
          locationCode: Type.Optional(Type.String({ maxLength: 50 })),
          languageId: Type.Optional(LanguageId),
        }),
        response: envelopeOf(Paged(EmailSmsTemplate)),
      },
      preHandler: allows('emailSmsTemplates'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const { locationCode, languageId, ...rest } = request.query;
      const page = paging(rest);
      // No location, no templates (spec/3 §2); an unknown code is no location either.
      const place = locationCode ? await findPlace(app.db, mc, locationCode) : null;
      if (!place) return { data: { data: [], total: 0, page: page.page, rowsPerPage: page.rowsPerPage } };
      return { data: await listTemplates(app.db, mc, place.id, languageId, page) };
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) }),
        querystring: Plain,
        response: envelopeOf(EmailSmsTemplate),
      },
      preHandler: allows('emailSmsTemplate'),
    },
    async (request) => ({ data: await getTemplate(app.db, requireMasterClient(request), Number(request.params.id)) }),
  );

  app.put(
    BASE,
    {
      schema: { querystring: Plain, body: closed(EmailSmsTemplateInput), response: envelopeOf(EmailSmsTemplate) },
      // Creating needs ADD, changing needs UPDATE_AND_EXECUTE (checked in the handler on the body).
      preHandler: allows('emailSmsTemplates'),
    },
    async (request) => {
      const body = request.body;
      assertModule(request, TEMPLATES_MENU, body.id === undefined ? Flag.add : Flag.updateAndExecute);
      const mc = requireMasterClient(request);
      assertValidTemplate(body);
      await placeById(app.db, mc, body.locationId); // 404 for another master client's location
      const userId = currentUser(request).id;
      return { data: await app.db.transaction((tx) => saveTemplate(tx, mc, body, userId)) };
    },
  );

  app.delete(
    BASE,
    {
      schema: {
        querystring: Type.Object({ ...MASTER_CLIENT_QUERY, id: Id }),
        response: envelopeOf(Type.Object({ removed: Type.Integer(), message: Type.String() })),
      },
      preHandler: allows('removeEmailSmsTemplate'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const userId = currentUser(request).id;
      await app.db.transaction((tx) => removeTemplate(tx, mc, request.query.id, userId));
      return { data: { removed: 1, message: message('marketing.template.removed') } };
    },
  );

  app.post(
    `${BASE}/preview`,
    {
      schema: { querystring: Plain, body: closed(Content), response: envelopeOf(Preview) },
      preHandler: allows('emailTemplatePreview'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const body = request.body;
      assertValidTemplate(body);
      const place = await placeById(app.db, mc, body.locationId);
      const context = await renderContext(app.db, mc, place, body.previewId);
      const composed = await composeMessage(app.db, mc, place, body.languageId, body, context, app.config.publicUrl);
      return { data: { subject: composed.subject, html: composed.html, text: composed.text } };
    },
  );

  app.post(
    '/marketing/test-email',
    {
      schema: {
        querystring: Plain,
        body: closed(TestEmail),
        response: envelopeOf(Type.Object({ id: Type.Integer(), message: Type.String() })),
      },
      preHandler: allows('sendTestEmail'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const body = request.body;
      if (body.channel !== 'email') throw badRequest(message('marketing.template.notEmail'));
      if (!isEmail(body.email.trim())) throw invalidInput({ email: 'validation.email' });
      assertValidTemplate(body);
      if (body.id !== undefined) await getTemplate(app.db, mc, body.id); // 404 for another master client's
      const place = await placeById(app.db, mc, body.locationId);
      const context = await renderContext(app.db, mc, place, body.previewId);
      const composed = await composeMessage(app.db, mc, place, body.languageId, body, context, app.config.publicUrl);
      const to = body.email.trim().toLowerCase();
      const id = await app.db.transaction((tx) =>
        queueMessage(tx, app.jobs, {
          masterClientId: mc,
          locationId: place.id,
          guestId: context.guestId,
          templateId: body.id ?? null,
          channel: 'email',
          to,
          subject: composed.subject,
          text: composed.text,
          html: composed.html,
          fromName: composed.fromName,
          replyTo: composed.replyTo,
          isTest: true,
          createdByUserId: currentUser(request).id,
        }),
      );
      return { data: { id, message: message('marketing.testEmail.sent', { email: to }) } };
    },
  );
}
