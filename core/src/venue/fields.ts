/**
 * What each GraphQL root field of schema/venue/ needs (spec/3 §6): the calendar is menu 16, the
 * integrations menu 122. The SDL's @requires must match (gateway/src/auth/requires.test.ts); the
 * REST API guards its routes with the same indexes. General and registration settings follow the
 * Locations bits of settingsAccess.ts; ChurnZero needs provider staff (REST API).
 */
import type { FlagName } from '../permissions.ts';
import { LOCATION_SETTINGS_READ, LOCATION_SETTINGS_SAVE } from './settingsAccess.ts';
import { CALENDAR_INDEX } from './calendar.ts';
import { INTEGRATIONS_INDEX } from './integrations.ts';

export const VENUE_FIELDS: Readonly<Record<string, { module: number; flag: FlagName }>> = {
  calendar: { module: CALENDAR_INDEX, flag: 'view' },
  locationOpenAt: { module: CALENDAR_INDEX, flag: 'view' },
  saveWeeklyAvailability: { module: CALENDAR_INDEX, flag: 'updateAndExecute' },
  addCalendarException: { module: CALENDAR_INDEX, flag: 'add' },
  updateCalendarException: { module: CALENDAR_INDEX, flag: 'updateAndExecute' },
  clearCalendarDate: { module: CALENDAR_INDEX, flag: 'remove' },
  removeCalendarException: { module: CALENDAR_INDEX, flag: 'remove' },
  integration: { module: INTEGRATIONS_INDEX, flag: 'view' },
  saveIntegration: { module: INTEGRATIONS_INDEX, flag: 'updateAndExecute' },
  generalSettings: LOCATION_SETTINGS_READ,
  saveGeneralSettings: LOCATION_SETTINGS_SAVE,
  saveRegistrationSettings: LOCATION_SETTINGS_SAVE,
};
