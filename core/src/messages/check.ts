import { en } from './en.ts';

export interface CatalogueGaps {
  /** Keys of the English catalogue the other one lacks (or leaves empty). */
  missing: string[];
  /** Keys the other catalogue has that English no longer has. */
  extra: string[];
}

/**
 * Compares a translation with the English catalogue, the one every key is added to first; or,
 * given `english`, one area of a translation with the same area of English (en/<area>.ts).
 */
export function catalogueGaps(
  other: Readonly<Record<string, string | undefined>>,
  english: Readonly<Record<string, string>> = en,
): CatalogueGaps {
  const missing = Object.keys(english).filter((k) => !other[k]?.trim());
  const extra = Object.keys(other).filter((k) => !Object.hasOwn(english, k));
  return { missing, extra };
}
