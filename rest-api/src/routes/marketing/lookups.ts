/**
 * The template screens' lookups (spec/3 §7, GET with src=lookup): /email-templates-time-types,
 * /email-template-variables (locationCode, languageId default 1, previewId), /selected-location-languages
 * and /enabled-languages (locationCode).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DEFAULT_LANGUAGE_ID } from '@marquee/core/marketing/branding';
import { EMAIL_TEMPLATE_TIME_TYPES, TEMPLATE_VARIABLES } from '@marquee/core/marketing/templates';
import { message } from '@marquee/core/messages/en';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Id } from '@marquee/core/resources/types';
import { renderContext } from '../../marketing/compose.ts';
import { requireMasterClient } from '../../plugins/auth.ts';
import { allLanguages, assertLanguage, placeOf } from '../../repositories/marketing/places.ts';
import { templateLanguageIds } from '../../repositories/marketing/templates.ts';
import { getBranding } from '../../repositories/marketing/branding.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';
import { allows, LanguageId, LocationCode } from './guards.ts';

const Src = { src: Type.Optional(Type.Literal('lookup')) };
const Option = Type.Object({ id: Type.Integer(), name: Type.String() });
const Language = Type.Object({ id: Type.Integer(), name: Type.String(), code: Type.String() });
const Variable = Type.Object({ name: Type.String(), description: Type.String(), value: Type.String() });
const ByLocation = Type.Object({ ...MASTER_CLIENT_QUERY, ...Src, locationCode: LocationCode });

/** `guest.firstName` of a context, as text. */
function valueAt(context: object, path: string): string {
  const value = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], context);
  return value == null ? '' : String(value);
}

export async function templateLookupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/email-templates-time-types',
    {
      schema: {
        querystring: Type.Object({ ...MASTER_CLIENT_QUERY, ...Src }),
        response: envelopeOf(Type.Array(Option)),
      },
      preHandler: allows('emailTemplateTimeTypes'),
    },
    async () => ({ data: EMAIL_TEMPLATE_TIME_TYPES.map((t) => ({ id: t.id, name: message(t.key) })) }),
  );

  app.get(
    '/email-template-variables',
    {
      schema: {
        querystring: Type.Object({
          ...MASTER_CLIENT_QUERY,
          ...Src,
          locationCode: LocationCode,
          languageId: Type.Optional(LanguageId),
          previewId: Type.Optional(Id),
        }),
        response: envelopeOf(Type.Array(Variable)),
      },
      preHandler: allows('emailTemplateVariables'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const place = await placeOf(app.db, mc, request.query.locationCode);
      await assertLanguage(app.db, request.query.languageId ?? DEFAULT_LANGUAGE_ID);
      const context = await renderContext(app.db, mc, place, request.query.previewId);
      return {
        data: TEMPLATE_VARIABLES.map((v) => ({
          name: v.name,
          description: message(v.description),
          value: valueAt(context, v.name),
        })),
      };
    },
  );

  app.get(
    '/enabled-languages',
    {
      schema: { querystring: ByLocation, response: envelopeOf(Type.Array(Language)) },
      preHandler: allows('enabledLanguages'),
    },
    async (request) => {
      await placeOf(app.db, requireMasterClient(request), request.query.locationCode);
      return { data: await allLanguages(app.db) };
    },
  );

  app.get(
    '/selected-location-languages',
    {
      schema: { querystring: ByLocation, response: envelopeOf(Type.Array(Language)) },
      preHandler: allows('selectedLocationLanguages'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const place = await placeOf(app.db, mc, request.query.locationCode);
      // The default language always, and every language the location has templates or branding in.
      const used = new Set([DEFAULT_LANGUAGE_ID, ...(await templateLanguageIds(app.db, mc, place.id))]);
      const languages = await allLanguages(app.db);
      for (const language of languages) {
        if ((await getBranding(app.db, mc, place.id, language.id)).version > 0) used.add(language.id);
      }
      return { data: languages.filter((l) => used.has(l.id)) };
    },
  );
}
