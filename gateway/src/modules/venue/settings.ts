import type { GeneralSettings } from '@marquee/core/venue/generalSettings';
import { REGISTRATION_FIELDS, type RegistrationSettings } from '@marquee/core/venue/registration';
import type { Resolvers } from '../../generated/graphql.ts';

type RegistrationAnswer = RegistrationSettings & { locationCode: string; version: number };

const at = (path: string, locationCode: string) => `${path}?${new URLSearchParams({ locationCode })}`;

/** REST keeps the fields as an object by name; GraphQL lists them in form order. */
const listed = (r: RegistrationAnswer) => ({
  ...r,
  fields: REGISTRATION_FIELDS.map((field) => ({ field, ...r.fields[field] })),
});

/** schema/venue/general-settings.graphql and registration.graphql: /general-settings, /registration-settings. */
export const venueSettingsResolvers: Resolvers = {
  Query: {
    generalSettings: (_p, { locationCode }, { rest }) =>
      rest.get<GeneralSettings>('/general-settings', { locationCode }),
    registrationSettings: async (_p, { locationCode }, { rest }) =>
      listed(await rest.get<RegistrationAnswer>('/registration-settings', { locationCode })),
  },
  Mutation: {
    saveGeneralSettings: async (_p, { locationCode, input }, { rest }) => {
      const { message, ...settings } = await rest.post<GeneralSettings & { message: string }>(
        at('/general-settings', locationCode),
        input,
      );
      return { settings, message };
    },
    saveRegistrationSettings: async (_p, { locationCode, input }, { rest }) => {
      const { fields, ...rest2 } = input;
      // Unknown or missing fields fail the REST API's schema (BAD_USER_INPUT).
      const byName = Object.fromEntries(fields.map(({ field, asked, required }) => [field, { asked, required }]));
      const saved = await rest.post<RegistrationAnswer>(at('/registration-settings', locationCode), {
        ...rest2,
        fields: byName,
      });
      return listed(saved);
    },
  },
};
