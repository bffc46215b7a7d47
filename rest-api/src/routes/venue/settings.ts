/**
 * /general-settings (spec/3 §7 GET/POST by locationCode) and /registration-settings (GET/POST by
 * locationCode; any signed-in user reads). Reading general settings and saving either needs the
 * Locations bits of core/src/venue/settingsAccess.ts, never a route role.
 * Optimistic versions: a save names the version it read (0 for the defaults), 409 when stale.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { message } from '@marquee/core/messages/en';
import { GeneralSettings, GeneralSettingsInput, validateGeneralSettings } from '@marquee/core/venue/generalSettings';
import {
  RegistrationSettings,
  RegistrationSettingsInput,
  validateRegistration,
} from '@marquee/core/venue/registration';
import { hasErrors } from '@marquee/core/validation';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { invalidInput } from '../../http/errors.ts';
import { currentUser, requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';
import { locationByCode } from '../../repositories/venue/locations.ts';
import {
  generalSettings,
  registration,
  saveGeneralSettings,
  saveRegistration,
} from '../../repositories/venue/settings.ts';
import { LOCATION_SETTINGS_READ, LOCATION_SETTINGS_SAVE } from '@marquee/core/venue/settingsAccess';
import { Flag, LocationCode } from './scope.ts';

const mayRead = requireModule(LOCATION_SETTINGS_READ.module, Flag[LOCATION_SETTINGS_READ.flag]);
const maySave = requireModule(LOCATION_SETTINGS_SAVE.module, Flag[LOCATION_SETTINGS_SAVE.flag]);

const ByLocation = Type.Object({ ...MASTER_CLIENT_QUERY, locationCode: LocationCode });
const RegistrationAnswer = Type.Object({
  locationCode: Type.String(),
  ...RegistrationSettings.properties,
  version: Type.Integer(),
});

export async function venueSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/general-settings',
    { schema: { querystring: ByLocation, response: envelopeOf(GeneralSettings) }, preHandler: mayRead },
    async (request) => {
      const mc = requireMasterClient(request);
      const location = await locationByCode(app.db, mc, request.query.locationCode);
      return { data: await generalSettings(app.db, mc, location) };
    },
  );

  app.post(
    '/general-settings',
    {
      schema: {
        querystring: ByLocation,
        body: { ...GeneralSettingsInput, additionalProperties: false },
        response: envelopeOf(Type.Object({ ...GeneralSettings.properties, message: Type.String() })),
      },
      preHandler: maySave,
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const errors = validateGeneralSettings(request.body);
      if (hasErrors(errors)) throw invalidInput(errors);
      const location = await locationByCode(app.db, mc, request.query.locationCode);
      const userId = currentUser(request).id;
      const saved = await app.db.transaction((tx) => saveGeneralSettings(tx, mc, location, request.body, userId));
      return { data: { ...saved, message: message('generalSettings.saved') } };
    },
  );

  app.get(
    '/registration-settings',
    { schema: { querystring: ByLocation, response: envelopeOf(RegistrationAnswer) } },
    async (request) => {
      const mc = requireMasterClient(request);
      const location = await locationByCode(app.db, mc, request.query.locationCode);
      const { settings, version } = await registration(app.db, mc, location.id);
      return { data: { locationCode: location.code, ...settings, version } };
    },
  );

  app.post(
    '/registration-settings',
    {
      schema: {
        querystring: ByLocation,
        body: { ...RegistrationSettingsInput, additionalProperties: false },
        response: envelopeOf(Type.Object({ ...RegistrationAnswer.properties, message: Type.String() })),
      },
      preHandler: maySave,
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const { version, ...settings } = request.body;
      const errors = validateRegistration(settings);
      if (hasErrors(errors)) throw invalidInput(errors);
      const location = await locationByCode(app.db, mc, request.query.locationCode);
      const userId = currentUser(request).id;
      const saved = await app.db.transaction((tx) => saveRegistration(tx, mc, location.id, settings, version, userId));
      return {
        data: {
          locationCode: location.code,
          ...saved.settings,
          version: saved.version,
          message: message('registration.saved'),
        },
      };
    },
  );
}
