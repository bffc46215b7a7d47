import { en } from './en.ts';

export interface CatalogueGaps {
  /** Keys of the English catalogue the other one lacks (or leaves empty). */
  missing: string[];
  /** Keys the other catalogue has that English no longer has. */
  extra: string[];
}

/** Compares a translation with the English catalogue, the one every key is added to first. */
export function catalogueGaps(other: Readonly<Record<string, string | undefined>>): CatalogueGaps {
  const missing = Object.keys(en).filter((k) => !other[k]?.trim());
  const extra = Object.keys(other).filter((k) => !Object.hasOwn(en, k));
  return { missing, extra };
}
