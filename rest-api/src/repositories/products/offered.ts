/**
 * The product's catalogue entries offered where the product is (core/catalogue/offered.ts): a
 * category, modifier, tax rate or membership newly chosen must be offered at the product's
 * locations, else its field is refused (400) and nothing is written. Entries the product already
 * has stay allowed, so a save is never refused for a link someone changed on the entry since.
 */
import { isOffered, NOT_OFFERED, OFFERED_AT } from '@marquee/core/catalogue/offered';
import { eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import * as c from '../../db/schema-catalogue.ts';
import * as p from '../../db/schema-products.ts';
import { invalidInput } from '../../http/errors.ts';
import type { LocationLinks } from '../../resources/links.ts';

export type OfferedField = keyof typeof OFFERED_AT;
export type OfferedChoices = Record<OfferedField, readonly (number | null | undefined)[]>;
/** What the product refers to now, by field (empty for a new product). */
export type KeptEntries = Record<OfferedField, ReadonlySet<number>>;

const LINKS: Record<OfferedField, LocationLinks> = {
  categoryIds: c.productCategoryLocations,
  modifierIds: c.foodModifierLocations,
  taxRateId: c.taxRateLocations,
  membershipId: c.membershipLocations,
  membershipRequirementIds: c.membershipLocations,
};

export const NOTHING_KEPT: KeptEntries = {
  categoryIds: new Set(),
  modifierIds: new Set(),
  taxRateId: new Set(),
  membershipId: new Set(),
  membershipRequirementIds: new Set(),
};

export async function assertOffered(
  tx: Executor,
  chosen: OfferedChoices,
  productLocations: readonly number[],
  kept: KeptEntries,
): Promise<void> {
  if (productLocations.length === 0) return;
  for (const field of Object.keys(OFFERED_AT) as OfferedField[]) {
    const fresh = [...new Set(chosen[field].filter((id): id is number => id != null && !kept[field].has(id)))];
    if (fresh.length === 0) continue;
    const links = LINKS[field];
    const rows = await tx
      .select({ parentId: links.parentId, locationId: links.locationId })
      .from(links as PgTable)
      .where(inArray(links.parentId, fresh));
    const at = new Map<number, number[]>();
    for (const r of rows) at.set(Number(r.parentId), [...(at.get(Number(r.parentId)) ?? []), Number(r.locationId)]);
    const rule = OFFERED_AT[field];
    if (fresh.some((id) => !isOffered(at.get(id) ?? [], productLocations, rule)))
      throw invalidInput({ [field]: NOT_OFFERED[rule] });
  }
}

/** The entries a saved product refers to now. */
export async function keptEntries(tx: Executor, productId: number): Promise<KeptEntries> {
  const set = (rows: { id: number }[]) => new Set(rows.map((r) => Number(r.id)));
  const categories = await tx
    .select({ id: p.productCategoryLinks.categoryId })
    .from(p.productCategoryLinks)
    .where(eq(p.productCategoryLinks.productId, productId));
  const modifiers = await tx
    .select({ id: p.productModifiers.modifierId })
    .from(p.productModifiers)
    .where(eq(p.productModifiers.productId, productId));
  const required = await tx
    .select({ id: p.productMembershipRequirements.membershipId })
    .from(p.productMembershipRequirements)
    .where(eq(p.productMembershipRequirements.productId, productId));
  const [own] = await tx
    .select({ taxRateId: p.products.taxRateId, membershipId: p.products.membershipId })
    .from(p.products)
    .where(eq(p.products.id, productId));
  return {
    categoryIds: set(categories),
    modifierIds: set(modifiers),
    membershipRequirementIds: set(required),
    taxRateId: new Set(own?.taxRateId == null ? [] : [own.taxRateId]),
    membershipId: new Set(own?.membershipId == null ? [] : [own.membershipId]),
  };
}
