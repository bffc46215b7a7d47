/**
 * The one place the REST API applies a location's `enabled` flag (the rule is core's:
 * core/src/venue/locationEnabled.ts). Lookups and pickers add `pickableLocation`; saves that
 * would link something new to a location call `assertEnabledLocations`.
 */
import { disabledAmong, LOCATION_DISABLED_MESSAGE } from '@marquee/core/venue/locationEnabled';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';
import { invalidInput } from '../../http/errors.ts';

/** The condition every location lookup adds: only enabled locations are offered. */
export const pickableLocation = eq(locations.enabled, true);

/** The same condition for lookups written in SQL, over the `locations` row named `alias`. */
export const pickableLocationSql = (alias?: string): SQL =>
  alias ? sql`${sql.identifier(alias)}.enabled` : sql`enabled`;

/**
 * 400 on `field` when one of `ids` (this master client's) is disabled. Ids of other master
 * clients are left to the caller's own ownership check (404), so tenancy answers first.
 */
export async function assertEnabledLocations(
  db: Executor,
  masterClientId: number,
  ids: readonly number[],
  field: string,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: locations.id, enabled: locations.enabled })
    .from(locations)
    .where(and(eq(locations.masterClientId, masterClientId), inArray(locations.id, [...new Set(ids)])));
  const enabled = new Set(rows.filter((r) => r.enabled).map((r) => r.id));
  const owned = rows.map((r) => r.id);
  if (disabledAmong(owned, enabled).length > 0) throw invalidInput({ [field]: LOCATION_DISABLED_MESSAGE });
}
