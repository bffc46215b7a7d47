/**
 * Lightning-deal times in the location's zone: the form enters and shows the venue's
 * wall time whoever's browser it runs in; the database keeps instants.
 */
import { Temporal } from 'temporal-polyfill';
import { WALL_TIME } from './promotions.ts';

/**
 * A deal time as sent → epoch ms, or null when it is neither form: a wall time
 * ('2026-12-01T10:00') is read in `zone` (one a daylight-saving change skips moves forward,
 * Temporal 'compatible'); an ISO instant with its offset ('…Z', '…+04:00') is taken as it is.
 */
export function dealInstant(value: string, zone: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  try {
    if (WALL_TIME.test(value)) {
      return Temporal.PlainDateTime.from(value).toZonedDateTime(zone, { disambiguation: 'compatible' })
        .epochMilliseconds;
    }
    return Temporal.Instant.from(value).epochMilliseconds;
  } catch {
    return null;
  }
}

/** An instant as the wall time of `zone`, to the minute: a datetime-local input's value. */
export function wallTimeOf(instant: string | number, zone: string): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return Temporal.Instant.fromEpochMilliseconds(ms)
    .toZonedDateTimeISO(zone)
    .toPlainDateTime()
    .toString({ smallestUnit: 'minute' });
}
