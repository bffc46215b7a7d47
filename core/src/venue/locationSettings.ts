/**
 * What each location is set to beyond its address: its IANA time zone (every "today", slot and
 * day of availability is computed in it, with Temporal) and its ISO 4217 currency. Bookings,
 * the guest shop, the calendar and general settings read these one definitions.
 */
import { NEW_LOCATION_WEEKLY_AVAILABILITY, type WeeklyAvailability } from './calendar.ts';

/** A location without settings of its own (a new one) keeps these until someone saves. */
export const DEFAULT_TIME_ZONE = 'America/New_York';
export const DEFAULT_CURRENCY = 'USD';

/** The US states of the demo locations, by their zone; anything else falls back to the default. */
const ZONE_BY_STATE: Record<string, string> = {
  TX: 'America/Chicago',
  FL: 'America/New_York',
  IL: 'America/Chicago',
  WI: 'America/Chicago',
  MI: 'America/Detroit',
  WA: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  CA: 'America/Los_Angeles',
  NV: 'America/Los_Angeles',
  CO: 'America/Denver',
  AZ: 'America/Phoenix',
  TN: 'America/Chicago',
  NC: 'America/New_York',
  OH: 'America/New_York',
  MO: 'America/Chicago',
  UT: 'America/Denver',
};

/** The zone a US location in `state` is in (the seed and a new location's first guess). */
export function timeZoneForState(state: string): string {
  return ZONE_BY_STATE[state.toUpperCase()] ?? DEFAULT_TIME_ZONE;
}

/**
 * A new location's first settings: its state's zone when the state is a known one, else the zone
 * and currency its customer was opened with, else the defaults; open every day in its Calendar.
 */
export function newLocationSettings(
  state: string,
  customer: { timeZone: string; currency: string } | undefined,
): { timeZone: string; currency: string; weeklyAvailability: WeeklyAvailability } {
  return {
    timeZone: ZONE_BY_STATE[state.toUpperCase()] ?? customer?.timeZone ?? DEFAULT_TIME_ZONE,
    currency: customer?.currency ?? DEFAULT_CURRENCY,
    weeklyAvailability: NEW_LOCATION_WEEKLY_AVAILABILITY,
  };
}

let zones: Set<string> | undefined;

/** Whether `zone` is an IANA time zone this runtime knows (UTC included). */
export function isTimeZone(zone: string): boolean {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return zones.has(zone);
}

/** Whether `code` is a three-letter ISO 4217 currency Intl can format. */
export function isCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  return Intl.supportedValuesOf('currency').includes(code);
}
