/**
 * A location's `enabled` flag, decided once here for every layer:
 *
 * - Pickers and lookups (the location selector of location-bound screens, the dashboards' location
 *   filter, product, user, group and booking location choices, the guest-segment and club-booking
 *   location lists) offer enabled locations only. The REST API's one filter for that is
 *   `pickableLocation` in rest-api/src/repositories/venue/enabledLocations.ts.
 * - The guest shop of a disabled location is not available (404), and nothing new is booked there.
 * - New links refuse a disabled location with a field message: a product saved with it, a booking
 *   made there, a user given it (Settings → Users, both dialogs). Links that already exist stay,
 *   so editing an old product, or saving a user who holds a since-disabled location, keeps it:
 *   the dialog shows it checked and marked disabled, and unchecking it removes it.
 * - History stays: reports over a past period count what a disabled location did (a dashboard's
 *   scope is every location of the master client, rest-api/src/dashboards/locations.ts; the
 *   transaction feed and the audit log keep their rows), and the Locations screen lists every
 *   location with its flag and filters by it. Groups keep it in their sub-table.
 * - New locations start enabled, like every existing one when the flag arrived.
 */
import type { MessageKey } from '../messages/en.ts';

/** The flag of a location saved without one. */
export const LOCATION_ENABLED_DEFAULT = true;

/** The field message of a save that names a disabled location. */
export const LOCATION_DISABLED_MESSAGE: MessageKey = 'settings.locations.disabledRefused';

/** The ids among `wanted` that are not in `enabled`, in order and once each. */
export function disabledAmong(wanted: readonly number[], enabled: ReadonlySet<number>): number[] {
  return [...new Set(wanted)].filter((id) => !enabled.has(id));
}
