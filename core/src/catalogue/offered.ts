/**
 * Which of the catalogue's entries a product may refer to, by where they are offered (the editor's
 * lookups): categories, food modifiers and tax rates offered at ANY of the product's locations
 * (`/category`, `/product-modifiers`, `tax-rates-grouped` are asked per location and answer those
 * linked to any of them), memberships sold at EVERY one of them (`membership-intersection`: a
 * membership product sold where its membership is not could not be honoured there). The editor's
 * pickers list only these and the server refuses the rest; an entry the product already refers to
 * is kept (its links may have changed since), and a product with no location yet is not limited.
 */
import type { MessageKey } from '../messages/en.ts';

export type OfferRule = 'any' | 'every';

export const OFFERED_AT = {
  categoryIds: 'any',
  modifierIds: 'any',
  taxRateId: 'any',
  membershipId: 'every',
  membershipRequirementIds: 'every',
} as const satisfies Record<string, OfferRule>;

export const NOT_OFFERED: Record<OfferRule, MessageKey> = {
  any: 'catalogue.products.notOfferedHere',
  every: 'catalogue.products.notSoldAtEvery',
};

/** Whether an entry linked to `linked` locations may be chosen for a product at `productLocations`. */
export function isOffered(
  linked: readonly number[] | null | undefined,
  productLocations: readonly number[],
  rule: OfferRule,
): boolean {
  if (productLocations.length === 0 || linked == null) return true;
  const at = new Set(linked);
  return rule === 'any' ? productLocations.some((l) => at.has(l)) : productLocations.every((l) => at.has(l));
}

/** The options a picker lists: those offered, and those already chosen (so a kept choice still shows). */
export function offeredOptions<T extends { value: number; locationIds?: readonly number[] | null }>(
  options: readonly T[],
  productLocations: readonly number[],
  rule: OfferRule,
  chosen: readonly number[],
): T[] {
  return options.filter((o) => chosen.includes(o.value) || isOffered(o.locationIds, productLocations, rule));
}
