/**
 * Saving products (spec/3 §2 editor, §5): every rule of the editor again
 * (validateProduct for the type's kind), every id checked to be this master client's (another's
 * answers 404 as if it did not exist), prices, loyalty points and names only at the product's
 * locations, the image checked and stored as a file; all before the first write, so an invalid
 * save writes nothing. Updates name the version they read (409 when someone saved in between).
 */
import type { ProductInput } from '@marquee/core/catalogue/product';
import {
  giftCardAmountApplies,
  membershipApplies,
  modifiersApply,
  type ProductKind,
  sectionApplies,
} from '@marquee/core/catalogue/productKind';
import { validateProduct } from '@marquee/core/catalogue/productRules';
import { message } from '@marquee/core/messages/en';
import { LANGUAGES } from '@marquee/core/messages/languages';
import { toCents } from '@marquee/core/resources/fields';
import { hasErrors } from '@marquee/core/validation';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import * as c from '../../db/schema-catalogue.ts';
import { productLocations, products } from '../../db/schema-products.ts';
import { locationGroups, locations } from '../../db/schema.ts';
import { HttpError, invalidInput } from '../../http/errors.ts';
import { imageOfSave } from '../../images/productImages.ts';
import type { ImageStore } from '../../images/store.ts';
import { recordNotFound } from '../../resources/errors.ts';
import { refuseWhileOffered } from '../clubbooking/productUse.ts';
import { ownedDelete, versionedUpdate } from '../../resources/repository.ts';
import { assertEnabledLocations } from '../venue/enabledLocations.ts';
import { writeProductLinks } from './links.ts';
import { assertOffered, type KeptEntries, keptEntries, NOTHING_KEPT } from './offered.ts';

type Owned = PgTable & { id: AnyPgColumn; masterClientId: AnyPgColumn };

/** 404 unless every id is a row of `table` in this master client (never saying which is not). */
async function assertOwn(
  tx: Executor,
  table: Owned,
  masterClientId: number,
  ids: readonly (number | null | undefined)[],
) {
  const unique = [...new Set(ids.filter((id): id is number => id != null))];
  if (unique.length === 0) return;
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.masterClientId, masterClientId), inArray(table.id, unique)));
  if (Number(n) !== unique.length) throw recordNotFound();
}

/**
 * The product's locations: those named and those of the named groups (all this master client's).
 * A disabled location is refused by name unless the product already had it (`kept`); one that
 * only comes with a group is left out (core/src/venue/locationEnabled.ts).
 */
async function locationsOf(
  tx: Executor,
  masterClientId: number,
  v: ProductInput,
  kept: ReadonlySet<number>,
): Promise<number[]> {
  await assertOwn(tx, locations, masterClientId, v.locationIds);
  await assertOwn(tx, locationGroups, masterClientId, v.groupIds);
  await assertEnabledLocations(
    tx,
    masterClientId,
    v.locationIds.filter((id) => !kept.has(id)),
    'locationIds',
  );
  const grouped =
    v.groupIds.length === 0
      ? []
      : await tx
          .select({ id: locations.id, enabled: locations.enabled })
          .from(locations)
          .where(and(eq(locations.masterClientId, masterClientId), inArray(locations.groupId, v.groupIds)));
  const fromGroups = grouped.filter((l) => l.enabled || kept.has(l.id)).map((l) => l.id);
  return [...new Set([...v.locationIds, ...fromGroups])].sort((a, b) => a - b);
}

/** The type's kind, or 404 for a type of another master client. */
async function kindOf(tx: Executor, masterClientId: number, productTypeId: number) {
  const [type] = await tx
    .select({ kind: c.productTypes.kind, isSchedulable: c.productTypes.isSchedulable })
    .from(c.productTypes)
    .where(and(eq(c.productTypes.id, productTypeId), eq(c.productTypes.masterClientId, masterClientId)));
  if (!type) throw recordNotFound();
  return { kind: type.kind as ProductKind, isSchedulable: type.isSchedulable };
}

/** Checks a save and answers the row's values and its links; throws before anything is written. */
async function prepare(
  tx: Executor,
  masterClientId: number,
  v: ProductInput,
  images: ImageStore,
  kept: ReadonlySet<number> = new Set(),
  keptLinks: KeptEntries = NOTHING_KEPT,
) {
  const { kind, isSchedulable } = await kindOf(tx, masterClientId, v.productTypeId);
  const errors = validateProduct(v, kind);
  if (hasErrors(errors)) throw invalidInput(errors);
  const has = (s: Parameters<typeof sectionApplies>[0]) => sectionApplies(s, kind);
  // Sections the kind does not have are dropped, whatever was sent for them.
  const modifierIds = modifiersApply(kind) ? v.modifierIds : [];
  const creditTypes = has('creditTypes') ? v.creditTypes : [];
  const loyaltyPoints = has('loyaltyPoints') ? v.loyaltyPoints : [];
  const membershipRequirementIds = has('membershipRequirements') ? v.membershipRequirementIds : [];
  const blockedAccessIds = has('entitlementBlockedAccess') ? v.blockedAccessIds : [];
  const membershipId = membershipApplies(kind) ? (v.membershipId ?? null) : null;
  const reservation = kind === 'RESERVATION' ? (v.reservationDetails ?? null) : null;
  const card = has('gameCardDetails') ? (v.gameCardDetails ?? null) : null;

  await assertOwn(tx, c.productCategories, masterClientId, v.categoryIds);
  await assertOwn(tx, c.revenueClasses, masterClientId, [v.revenueClassId]);
  await assertOwn(tx, c.taxRates, masterClientId, [v.taxRateId]);
  await assertOwn(tx, c.memberships, masterClientId, [membershipId, ...membershipRequirementIds]);
  await assertOwn(tx, c.foodModifiers, masterClientId, modifierIds);
  await assertOwn(
    tx,
    c.creditTypes,
    masterClientId,
    creditTypes.map((t) => t.creditTypeId),
  );
  await assertOwn(
    tx,
    c.priceLevels,
    masterClientId,
    v.prices.map((p) => p.priceLevelId),
  );
  await assertOwn(tx, c.blockedAccesses, masterClientId, blockedAccessIds);
  await assertOwn(tx, c.entitlementPackages, masterClientId, [reservation?.entitlementPackageId ?? null]);
  const locationIds = await locationsOf(tx, masterClientId, v, kept);
  await assertOffered(
    tx,
    {
      categoryIds: v.categoryIds,
      modifierIds,
      taxRateId: [v.taxRateId],
      membershipId: [membershipId],
      membershipRequirementIds,
    },
    locationIds,
    keptLinks,
  );
  const here = new Set(locationIds);
  // Another master client's location here is unknown, not just misplaced: 404 as above.
  await assertOwn(
    tx,
    locations,
    masterClientId,
    [...v.prices, ...loyaltyPoints, ...v.names].map((r) => r.locationId),
  );
  if (v.prices.some((p) => !here.has(p.locationId))) throw invalidInput({ prices: 'catalogue.products.priceLocation' });
  if ([...loyaltyPoints, ...v.names].some((r) => !here.has(r.locationId))) {
    throw invalidInput({
      [loyaltyPoints.some((r) => !here.has(r.locationId)) ? 'loyaltyPoints' : 'names']:
        'catalogue.products.priceLocation',
    });
  }
  if (v.names.some((n) => !LANGUAGES.some((l) => l.id === n.languageId)))
    throw invalidInput({ names: 'settings.unknownOption' });

  const prices = v.prices.map((p) => ({
    locationId: p.locationId,
    priceLevelId: p.priceLevelId,
    priceCents: toCents(p.price)!,
  }));
  // Last, once every rule holds: the file is written only for a save that will be written.
  const image = await imageOfSave(images, v.image ?? null);
  const values = {
    productTypeId: v.productTypeId,
    kind,
    isSchedulable,
    name: v.name.trim(),
    image,
    revenueClassId: v.revenueClassId!,
    taxRateId: v.taxRateId ?? null,
    isCadet: v.isCadet,
    containsAlcohol: kind === 'FOOD' && v.containsAlcohol,
    enabled: v.enabled,
    giftCardAmountCents: giftCardAmountApplies(kind) ? toCents(v.giftCardAmount!) : null,
    membershipId,
    cardDesign: card ? card.cardDesign.trim() : null,
    cardCredits: card?.creditsOnCard ?? null,
    cardBonusCredits: card?.bonusCredits ?? null,
    cardIsVip: card?.isVip ?? null,
    reservationMinutes: reservation?.durationMinutes ?? null,
    reservationCapacity: reservation?.capacity ?? null,
    reservationBufferMinutes: reservation?.bufferMinutes ?? null,
    entitlementPackageId: reservation?.entitlementPackageId ?? null,
    daysAvailable: [...new Set(v.availability.daysAvailable)].sort(),
    availableFrom: v.availability.availableFrom ?? null,
    availableTo: v.availability.availableTo ?? null,
    maxQuantity: has('inventory') ? (v.inventory.maxQuantity ?? null) : null,
    minPriceCents: prices.length === 0 ? null : Math.min(...prices.map((p) => p.priceCents)),
  };
  const links = {
    locationIds,
    categoryIds: [...new Set(v.categoryIds)],
    modifierIds: [...new Set(modifierIds)],
    creditTypes,
    prices,
    loyaltyPoints,
    membershipRequirementIds: [...new Set(membershipRequirementIds)],
    blockedAccessIds: [...new Set(blockedAccessIds)],
    names: v.names,
  };
  return { values, links };
}

export async function createProduct(
  tx: Executor,
  masterClientId: number,
  v: ProductInput,
  images: ImageStore,
): Promise<number> {
  const { values, links } = await prepare(tx, masterClientId, v, images);
  const [row] = await tx
    .insert(products)
    .values({ masterClientId, ...values })
    .returning({ id: products.id });
  await writeProductLinks(tx, row!.id, links);
  return row!.id;
}

export async function updateProduct(
  tx: Executor,
  masterClientId: number,
  id: number,
  v: ProductInput & { version: number },
  images: ImageStore,
): Promise<void> {
  // The product first: another master client's id is 404 before its input is looked at.
  // FOR UPDATE: a second save of the same product waits here, then finds the version moved on.
  const [own] = await tx
    .select({ version: products.version })
    .from(products)
    .where(and(eq(products.id, id), eq(products.masterClientId, masterClientId)))
    .for('update');
  if (!own) throw recordNotFound();
  if (own.version !== v.version) throw new HttpError(409, message('catalogue.products.stale'));
  const linked = await tx
    .select({ id: productLocations.locationId })
    .from(productLocations)
    .where(eq(productLocations.parentId, id));
  const { values, links } = await prepare(
    tx,
    masterClientId,
    v,
    images,
    new Set(linked.map((l) => l.id)),
    await keptEntries(tx, id),
  );
  await versionedUpdate(tx, products, masterClientId, id, v.version, values);
  await writeProductLinks(tx, id, links);
}

/**
 * All of this master client's ids or none; a stale version refuses all (links go with them). A
 * product still offered in club booking or at the kiosk is refused (409), naming the offerings.
 */
export const removeProducts = (tx: Executor, masterClientId: number, ids: number[], versions?: number[]) =>
  ownedDelete(tx, products, masterClientId, ids, {
    versions,
    beforeDelete: (owned) => refuseWhileOffered(tx, masterClientId, owned),
  });
