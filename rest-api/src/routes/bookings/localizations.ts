/**
 * POST /booking-manager/localizations (spec/3 §3 booking state `localizations`, §7): the texts the
 * booking manager shows or sends a guest, in the guest's language at a location — the booking
 * page's and e-mails' fixed texts and the names of the location's products, each the location's
 * translation (Settings → Translations) or, when it has none, the default wording. A read: POST
 * because the keys asked for travel in the body. Menu 20 VIEW, like the manager's other reads.
 */
import { BOOKING_MANAGER_INDEX } from '@marquee/core/bookings/rules';
import { DEFAULT_LANGUAGE_ID, MAX_TRANSLATIONS_PER_SAVE } from '@marquee/core/settings/translations';
import { Flag } from '@marquee/core/permissions';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { readTranslations } from '../../repositories/translations.ts';
import { body, LocationCode, query } from './schemas.ts';

export const LocalizationsBody = {
  locationCode: LocationCode,
  /** The guest's language; the default language (1) when absent. */
  languageId: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  /** Only these keys (e.g. 'email.greeting', 'product.12.name'); every text when absent. */
  keys: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: MAX_TRANSLATIONS_PER_SAVE })),
};

export async function localizationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/booking-manager/localizations',
    {
      schema: { querystring: query({}), body: body(LocalizationsBody) },
      preHandler: requireModule(BOOKING_MANAGER_INDEX, Flag.view),
    },
    async (request) => {
      const b = request.body as { locationCode: string; languageId?: number; keys?: string[] };
      const languageId = b.languageId ?? DEFAULT_LANGUAGE_ID;
      const set = await readTranslations(app.db, {
        masterClientId: requireMasterClient(request),
        locationCode: b.locationCode,
        languageId,
      });
      const wanted = b.keys ? new Set(b.keys) : null;
      const texts = set.entries
        .filter((e) => wanted === null || wanted.has(e.key))
        .map((e) => ({ key: e.key, group: e.group, text: e.text ?? e.defaultText, translated: e.text !== null }));
      return { data: { locationCode: set.locationCode, languageId, texts } };
    },
  );
}
