/**
 * Translations (spec/3 §2, §7, §8): GET /settings/translations (locationCode, languageId default 1,
 * search) answers the location's guest texts and product names in the default and the chosen
 * language side by side, missing ones flagged; POST saves the chosen language's texts in one
 * transaction with its audit row and answers 'Translations updated successfully'. GET
 * /settings/cultures lists the languages. Menu index 121: VIEW reads, UPDATE_AND_EXECUTE saves.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { message } from '@marquee/core/messages/en';
import {
  Culture,
  DEFAULT_LANGUAGE_ID,
  TRANSLATIONS_MENU,
  TRANSLATIONS_PERMISSION,
  TranslationSet,
  TranslationsQuery,
  TranslationsSave,
} from '@marquee/core/settings/translations';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { currentUser, requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { listCultures, readTranslations, saveTranslations } from '../../repositories/translations.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';

export async function translationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const read = requireModule(TRANSLATIONS_MENU, TRANSLATIONS_PERMISSION.read);
  app.get(
    '/settings/translations',
    {
      schema: {
        querystring: Type.Object({ ...MASTER_CLIENT_QUERY, ...TranslationsQuery }, { additionalProperties: false }),
        response: envelopeOf(TranslationSet),
      },
      preHandler: read,
    },
    async (request) => {
      const { locationCode, languageId, search } = request.query;
      const scope = {
        masterClientId: requireMasterClient(request),
        locationCode,
        languageId: languageId ?? DEFAULT_LANGUAGE_ID,
      };
      return { data: await readTranslations(app.db, scope, search ?? '') };
    },
  );
  app.post(
    '/settings/translations',
    {
      schema: {
        querystring: Type.Object(MASTER_CLIENT_QUERY, { additionalProperties: false }),
        body: TranslationsSave,
        response: envelopeOf(Type.Object({ message: Type.String() })),
      },
      preHandler: requireModule(TRANSLATIONS_MENU, TRANSLATIONS_PERMISSION.save),
    },
    async (request) => {
      const { locationCode, languageId, entries } = request.body;
      const scope = {
        masterClientId: requireMasterClient(request),
        locationCode,
        languageId: languageId ?? DEFAULT_LANGUAGE_ID,
      };
      await app.db.transaction((tx) => saveTranslations(tx, scope, currentUser(request).id, entries));
      return { data: { message: message('translations.updated') } };
    },
  );
  app.get(
    '/settings/cultures',
    {
      schema: {
        querystring: Type.Object(MASTER_CLIENT_QUERY, { additionalProperties: false }),
        response: envelopeOf(Type.Array(Culture)),
      },
      preHandler: read,
    },
    async () => ({ data: await listCultures(app.db) }),
  );
}
