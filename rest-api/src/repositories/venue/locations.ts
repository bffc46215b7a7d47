/** A location of the request's master client by its code (the spec's `locationCode`); 404 for another client's. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { locationSettings } from '../../db/schema-locationsettings.ts';
import { locations } from '../../db/schema.ts';
import { recordNotFound } from '../../resources/errors.ts';

export interface OwnedLocation {
  id: number;
  code: string;
  state: string;
}

export async function locationByCode(db: Executor, masterClientId: number, code: string): Promise<OwnedLocation> {
  const [row] = await db
    .select({ id: locations.id, code: locations.code, state: locations.state })
    .from(locations)
    .where(and(eq(locations.masterClientId, masterClientId), eq(locations.code, code)));
  if (!row) throw recordNotFound();
  return row;
}

/** The location's settings row, or null when it never saved (readers fall back to the defaults). */
export async function settingsRow(db: Executor, masterClientId: number, locationId: number) {
  const [row] = await db
    .select()
    .from(locationSettings)
    .where(and(eq(locationSettings.locationId, locationId), eq(locationSettings.masterClientId, masterClientId)));
  return row ?? null;
}
