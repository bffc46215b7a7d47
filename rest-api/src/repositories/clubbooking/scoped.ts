/**
 * Writes of a location-scoped club row (lightning deals, discounts, notifications, deals): an
 * insert or a versioned update of a row of this master client and location, and the removal of
 * several rows all or nothing. Another client's or location's row reads as missing (404).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { invalidInput } from '../../http/errors.ts';
import { recordNotFound, staleRecord } from '../../resources/errors.ts';
import type { Place } from './place.ts';

export interface Scoped {
  id: PgColumn;
  version: PgColumn;
  masterClientId: PgColumn;
  locationId: PgColumn;
}

/** Insert, or update the row `id` of this place; 404 when it is not one. Answers the id. */
export async function upsert<T extends PgTable & Scoped>(
  tx: Tx,
  table: T,
  mc: number,
  place: Place,
  id: number | undefined,
  version: number | undefined,
  values: Record<string, unknown>,
): Promise<number> {
  if (id) {
    if (version === undefined) throw invalidInput({ version: 'validation.required' });
    const mine = and(eq(table.id, id), eq(table.masterClientId, mc), eq(table.locationId, place.id));
    const rows = (await tx
      .update(table)
      .set({ ...values, version: sql`${table.version} + 1` } as never)
      .where(and(mine, eq(table.version, version)))
      .returning({ id: table.id })) as { id: number }[];
    if (rows.length === 0) {
      const exists = await tx
        .select({ id: table.id })
        .from(table as PgTable)
        .where(mine);
      throw exists.length > 0 ? staleRecord() : recordNotFound();
    }
    return id;
  }
  const rows = (await tx
    .insert(table)
    .values({ ...values, masterClientId: mc, locationId: place.id } as never)
    .returning({ id: table.id })) as { id: number }[];
  return rows[0]!.id;
}

/** Removes rows of this place; any id that is not one of them: 404, nothing removed. */
export async function removeScoped<T extends PgTable & Scoped>(
  tx: Tx,
  table: T,
  mc: number,
  place: Place,
  ids: number[],
): Promise<number> {
  const rows = (await tx
    .delete(table)
    .where(and(inArray(table.id, ids), eq(table.masterClientId, mc), eq(table.locationId, place.id)))
    .returning({ id: table.id })) as { id: number }[];
  if (rows.length !== ids.length) throw recordNotFound();
  return rows.length;
}
