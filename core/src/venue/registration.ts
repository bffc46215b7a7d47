/**
 * The guest registration form of a location (spec/3 §2, §7 GET/POST /registration-settings by
 * locationCode): which guest fields are asked and which required, the waiver text, whether minors
 * may be registered and whether to ask for relationship info (spec/3 §3: isAskForRelationshipInfo,
 * default true). 'Something went wrong' on a failed load (spec/3 §8).
 */
import { type Static, Type } from 'typebox';
import { Version } from '../resources/types.ts';
import type { FieldErrors } from '../validation.ts';

/** The guest fields the form may ask, in the order it shows them (the guests table's columns). */
export const REGISTRATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthDate',
  'address',
  'postalCode',
  'gender',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** At most this many characters of waiver text (a long legal text, not a form input). */
export const MAX_WAIVER_LENGTH = 20_000;

const FieldRule = Type.Object({ asked: Type.Boolean(), required: Type.Boolean() });

export const RegistrationSettings = Type.Object({
  fields: Type.Object(
    Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, FieldRule])) as Record<RegistrationField, typeof FieldRule>,
  ),
  waiverText: Type.String({ maxLength: MAX_WAIVER_LENGTH }),
  allowMinors: Type.Boolean(),
  /** Minors are guests under this age (years). */
  minorAge: Type.Integer({ minimum: 1, maximum: 25 }),
  askRelationshipInfo: Type.Boolean(),
});
export type RegistrationSettings = Static<typeof RegistrationSettings>;

export const RegistrationSettingsInput = Type.Object({ ...RegistrationSettings.properties, version: Version });
export type RegistrationSettingsInput = Static<typeof RegistrationSettingsInput>;

/** First and last name asked and required; e-mail asked and required; the rest off. */
export const DEFAULT_REGISTRATION: RegistrationSettings = {
  fields: Object.fromEntries(
    REGISTRATION_FIELDS.map((f) => {
      const on = f === 'firstName' || f === 'lastName' || f === 'email';
      return [f, { asked: on || f === 'phone' || f === 'birthDate', required: on }];
    }),
  ) as RegistrationSettings['fields'],
  waiverText: '',
  allowMinors: true,
  minorAge: 18,
  askRelationshipInfo: true,
};

export function validateRegistration(v: RegistrationSettings): FieldErrors<RegistrationField | 'minorAge'> {
  const errors: FieldErrors<RegistrationField | 'minorAge'> = {};
  for (const f of REGISTRATION_FIELDS) {
    if (v.fields[f].required && !v.fields[f].asked) errors[f] = 'registration.requiredNotAsked';
  }
  if (!Number.isInteger(v.minorAge) || v.minorAge < 1 || v.minorAge > 25) errors.minorAge = 'registration.badAge';
  return errors;
}
