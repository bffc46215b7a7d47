/** A location of the master client by its code (the marketing calls name locations by locationCode). */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { languages, locations } from '../../db/schema.ts';
import { recordNotFound } from '../../resources/errors.ts';

export interface Place {
  id: number;
  code: string;
  name: string;
  address: string;
}

/** The location, or null when the code is not one of the master client's. */
export async function findPlace(db: Executor, masterClientId: number, code: string): Promise<Place | null> {
  const [row] = await db
    .select({
      id: locations.id,
      code: locations.code,
      name: locations.name,
      address1: locations.address1,
      city: locations.city,
      state: locations.state,
    })
    .from(locations)
    .where(and(eq(locations.masterClientId, masterClientId), eq(locations.code, code)));
  if (!row) return null;
  const address = [row.address1, row.city, row.state].filter(Boolean).join(', ');
  return { id: row.id, code: row.code, name: row.name, address };
}

/** As findPlace, 404 for an unknown or foreign code. */
export async function placeOf(db: Executor, masterClientId: number, code: string): Promise<Place> {
  const place = await findPlace(db, masterClientId, code);
  if (!place) throw recordNotFound();
  return place;
}

/** As placeOf, by id. */
export async function placeById(db: Executor, masterClientId: number, id: number): Promise<Place> {
  const [row] = await db
    .select({ code: locations.code })
    .from(locations)
    .where(and(eq(locations.masterClientId, masterClientId), eq(locations.id, id)));
  if (!row) throw recordNotFound();
  return placeOf(db, masterClientId, row.code);
}

export async function allLanguages(db: Executor): Promise<{ id: number; name: string; code: string }[]> {
  return db.select().from(languages).orderBy(languages.id);
}

export async function assertLanguage(db: Executor, languageId: number): Promise<void> {
  const [row] = await db.select({ id: languages.id }).from(languages).where(eq(languages.id, languageId));
  if (!row) throw recordNotFound();
}
