/**
 * GET, PUT /club-booking/settings and /club-kiosk/settings (spec/3 §7; locationCode and
 * masterClient), and the club-booking lookups (spec/3 §7 "GET /club-booking/: time-zones …",
 * /number-of-licenses, /payment-processor-settings). A location that never saved answers the
 * template's defaults (spec/1 §3) at version 0; a save names the version it read. The settings
 * are checked by core's rules (400 with a message per field path, nothing written).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { defaultKioskSettings, KioskSettings, validateKioskSettings } from '@marquee/core/club/kiosk';
import { CLUB_FIXED_LOOKUPS, LICENSE_COUNTS, timeZoneOptions } from '@marquee/core/club/lookups';
import {
  defaultOnlineBookingSettings,
  normaliseOnlineBookingSettings,
  OnlineBookingSettings,
  validateOnlineBookingSettings,
} from '@marquee/core/club/settings';
import { message } from '@marquee/core/messages/en';
import type { FastifyInstance } from 'fastify';
import { type TObject, Type } from 'typebox';
import { invalidInput } from '../../http/errors.ts';
import { assertOwnBrandImages } from '../../images/brandImages.ts';
import { currentUser } from '../../plugins/auth.ts';
import { readSettings, type SettingsChannel, writeSettings } from '../../repositories/clubbooking/settings.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';
import { brandImageUpload } from '../images/brandImages.ts';
import { guard, LocationCode, PlaceQuery, scopeOf } from './locationList.ts';

const Option = Type.Object({ value: Type.String(), label: Type.String() });
const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

interface Channel<T> {
  path: string;
  channel: SettingsChannel;
  module: 'settings' | 'kiosk';
  schema: TObject;
  defaults: () => T;
  validate: (s: T) => Partial<Record<string, import('@marquee/core/messages/en').MessageKey>>;
  normalise: (s: T) => T;
}

const CHANNELS = [
  {
    path: '/club-booking/settings',
    channel: 'BOOKING',
    module: 'settings',
    schema: OnlineBookingSettings,
    defaults: defaultOnlineBookingSettings,
    validate: validateOnlineBookingSettings,
    normalise: normaliseOnlineBookingSettings,
  } satisfies Channel<OnlineBookingSettings>,
  {
    path: '/club-kiosk/settings',
    channel: 'KIOSK',
    module: 'kiosk',
    schema: KioskSettings,
    defaults: defaultKioskSettings,
    validate: validateKioskSettings,
    normalise: (s: KioskSettings) => ({ ...s, primaryColor: s.primaryColor.toUpperCase() }),
  } satisfies Channel<KioskSettings>,
] as const;

export async function clubSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  for (const c of CHANNELS as readonly Channel<object>[]) {
    const Answer = Type.Object({
      locationCode: Type.String(),
      timeZone: Type.String(),
      settings: c.schema,
      version: Type.Integer(),
      message: Type.Optional(Type.String()),
    });
    app.get(
      c.path,
      { schema: { querystring: PlaceQuery, response: envelopeOf(Answer) }, preHandler: guard(c.module, 'view') },
      async (request) => {
        const { mc, place } = await scopeOf(db, request, request.query.locationCode);
        const stored = await readSettings(db, mc, place, c.channel, c.defaults);
        return { data: { locationCode: place.code, timeZone: place.timeZone, ...stored } };
      },
    );
    app.put(
      c.path,
      {
        schema: {
          querystring: Type.Object(MASTER_CLIENT_QUERY),
          body: Type.Object(
            { locationCode: LocationCode, settings: c.schema, version: Version },
            { additionalProperties: false },
          ),
          response: envelopeOf(Answer),
        },
        preHandler: guard(c.module, 'updateAndExecute'),
      },
      async (request) => {
        const body = request.body as { locationCode: string; settings: object; version: number };
        const { mc, place } = await scopeOf(db, request, body.locationCode);
        if (c.channel === 'BOOKING') {
          const { branding } = body.settings as OnlineBookingSettings;
          assertOwnBrandImages(mc, [branding.logo, branding.backgroundImg]);
        }
        const errors = c.validate(body.settings);
        if (Object.keys(errors).length > 0) throw invalidInput(errors);
        const who = { userId: currentUser(request).id, masterClientId: mc };
        const settings = c.normalise(body.settings);
        const stored = await db.transaction(async (tx) => {
          // Blackout dates are optional in a save (the GraphQL screen does not send them yet):
          // a save without them keeps the stored list rather than clearing it.
          const kept =
            c.channel === 'BOOKING' && !('blackoutDates' in settings)
              ? {
                  ...settings,
                  blackoutDates: (
                    (await readSettings(tx, mc, place, c.channel, c.defaults)).settings as { blackoutDates?: unknown }
                  ).blackoutDates,
                }
              : settings;
          return writeSettings(tx, who, place, c.channel, kept, body.version, c.defaults);
        });
        return {
          data: { locationCode: place.code, timeZone: place.timeZone, ...stored, message: message('club.saved') },
        };
      },
    );
  }

  // The logo and background, uploaded by the booking settings screen before the save names them.
  brandImageUpload(fastify, '/club-booking/settings/images', guard('settings', 'updateAndExecute'));

  // The lookups of the settings form (VIEW of booking settings).
  const lookups: Record<string, () => { value: string; label: string }[]> = {
    ...Object.fromEntries(
      Object.entries(CLUB_FIXED_LOOKUPS)
        .filter(([path]) => !path.startsWith('product-offering') && !path.startsWith('deals/'))
        // The web's own choices (core constants), not REST lookups of the spec.
        .filter(([path]) => !['cut-types', 'notification-kinds', 'notification-channels'].includes(path))
        .map(([path, options]) => [`/club-booking/${path}`, () => options]),
    ),
    '/club-booking/time-zones': timeZoneOptions,
    '/number-of-licenses': () => LICENSE_COUNTS.map((n) => ({ value: String(n), label: String(n) })),
  };
  for (const [path, load] of Object.entries(lookups)) {
    app.get(
      path,
      {
        schema: {
          querystring: Type.Object({ ...MASTER_CLIENT_QUERY, src: Type.Optional(Type.Literal('lookup')) }),
          response: envelopeOf(Type.Array(Option)),
        },
        preHandler: guard('settings', 'view'),
      },
      async () => ({ data: load() }),
    );
  }
  // The processors a location's guests can pay with: the in-venue one always; the card provider
  // (DESIGN.md "Payments") comes with the booking manager, so it is answered as not set up.
  app.get(
    '/payment-processor-settings',
    {
      schema: {
        querystring: Type.Object({
          ...MASTER_CLIENT_QUERY,
          location: LocationCode,
          src: Type.Optional(Type.Literal('lookup')),
        }),
        response: envelopeOf(Type.Array(Type.Object({ processor: Type.String(), enabled: Type.Boolean() }))),
      },
      preHandler: guard('settings', 'view'),
    },
    async (request) => {
      await scopeOf(db, request, request.query.location);
      return {
        data: [
          { processor: 'IN_VENUE', enabled: true },
          { processor: 'CARD', enabled: false },
        ],
      };
    },
  );
}
