/**
 * General settings of a location (spec/3 §2, §7 GET/POST /general-settings by locationCode; §8
 * 'General settings updated successfully'): time zone, currency, date format, language, opening
 * hours (the calendar's weekly availability, one definition) and contact details. A location
 * without a saved row answers the defaults.
 */
import { type Static, Type } from 'typebox';
import { MAX_TEXT_LENGTH } from '../constants.ts';
import { LANGUAGES } from '../messages/languages.ts';
import { Text, Version } from '../resources/types.ts';
import { EMAIL_PATTERN, type FieldErrors, PHONE_PATTERN } from '../validation.ts';
import { DEFAULT_WEEKLY_AVAILABILITY, validateWeekly, WeeklyAvailability } from './calendar.ts';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, isCurrency, isTimeZone } from './locationSettings.ts';

/** The date formats a location may pick (Temporal/Intl pattern names as the screens show them). */
export const DATE_FORMATS = ['MM/dd/yyyy', 'dd/MM/yyyy', 'yyyy-MM-dd'] as const;
export const DEFAULT_DATE_FORMAT = 'MM/dd/yyyy';
export const DEFAULT_LANGUAGE = 'en';

/** A location code as the spec's `locationCode` parameter carries it. */
export const LocationCode = Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' });

export const GeneralSettings = Type.Object({
  locationCode: Type.String(),
  timeZone: Type.String(),
  currency: Type.String(),
  dateFormat: Type.String(),
  language: Type.String(),
  openingHours: WeeklyAvailability,
  contactEmail: Type.String(),
  contactPhone: Type.String(),
  website: Type.String(),
  /** 0 when the location never saved (defaults); send it back on save. */
  version: Type.Integer(),
});
export type GeneralSettings = Static<typeof GeneralSettings>;

export const GeneralSettingsInput = Type.Object({
  timeZone: Type.String({ maxLength: 64 }),
  currency: Type.String({ maxLength: 3 }),
  dateFormat: Type.String({ maxLength: 20 }),
  language: Type.String({ maxLength: 5 }),
  openingHours: WeeklyAvailability,
  contactEmail: Text(),
  contactPhone: Type.String({ maxLength: 20 }),
  website: Text(),
  version: Version,
});
export type GeneralSettingsInput = Static<typeof GeneralSettingsInput>;

export type GeneralSettingsField = Exclude<keyof GeneralSettingsInput, 'version'>;

/** The answer for a location that never saved its general settings. */
export function defaultGeneralSettings(locationCode: string, timeZone = DEFAULT_TIME_ZONE): GeneralSettings {
  return {
    locationCode,
    timeZone,
    currency: DEFAULT_CURRENCY,
    dateFormat: DEFAULT_DATE_FORMAT,
    language: DEFAULT_LANGUAGE,
    openingHours: DEFAULT_WEEKLY_AVAILABILITY,
    contactEmail: '',
    contactPhone: '',
    website: '',
    version: 0,
  };
}

export function validateGeneralSettings(v: GeneralSettingsInput): FieldErrors<GeneralSettingsField> {
  const errors: FieldErrors<GeneralSettingsField> = {};
  if (!isTimeZone(v.timeZone)) errors.timeZone = 'generalSettings.badTimeZone';
  if (!isCurrency(v.currency)) errors.currency = 'generalSettings.badCurrency';
  if (!(DATE_FORMATS as readonly string[]).includes(v.dateFormat)) errors.dateFormat = 'generalSettings.badOption';
  if (!LANGUAGES.some((l) => l.code === v.language)) errors.language = 'generalSettings.badOption';
  if (Object.keys(validateWeekly(v.openingHours)).length > 0) errors.openingHours = 'calendar.endBeforeStart';
  if (v.contactEmail !== '' && !EMAIL_PATTERN.test(v.contactEmail)) errors.contactEmail = 'validation.email';
  if (!PHONE_PATTERN.test(v.contactPhone)) errors.contactPhone = 'validation.phone';
  if (v.website.length > MAX_TEXT_LENGTH) errors.website = 'validation.tooLong';
  return errors;
}
