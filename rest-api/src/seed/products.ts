/**
 * Writes the demo products (productCatalogue.ts) for every demo master client: every section of
 * the editor filled where the kind has it, prices at every location (Regular, and Member 10 % off
 * for what is booked), the first sales tax, display order per category and location, and Spanish
 * names where given.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import * as c from '../db/schema-catalogue.ts';
import * as p from '../db/schema-products.ts';
import { locations } from '../db/schema.ts';
import { DEMO_PRODUCTS } from './productCatalogue.ts';
import type { MasterClientKey } from './tenancy.ts';

const SPANISH = 3;

/** A tenant-owned table with a name (the seeds look rows up by it). */
type NamedOwnedTable =
  | typeof c.productTypes
  | typeof c.productCategories
  | typeof c.revenueClasses
  | typeof c.priceLevels
  | typeof c.taxRates
  | typeof c.creditTypes
  | typeof c.memberships
  | typeof c.foodModifiers
  | typeof c.entitlementPackages
  | typeof c.blockedAccesses;

async function byName(tx: Tx, table: NamedOwnedTable, masterClientId: number): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.masterClientId, masterClientId));
  return new Map(rows.map((r) => [r.name as string, r.id as number]));
}

async function idsOf(tx: Tx, table: NamedOwnedTable, masterClientId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.masterClientId, masterClientId))
    .orderBy(table.id);
  return rows.map((r) => r.id as number);
}

export async function seedProducts(tx: Tx, clientIds: Map<MasterClientKey, number>): Promise<void> {
  for (const masterClientId of clientIds.values()) {
    const types = await tx
      .select({
        id: c.productTypes.id,
        name: c.productTypes.name,
        kind: c.productTypes.kind,
        isSchedulable: c.productTypes.isSchedulable,
      })
      .from(c.productTypes)
      .where(eq(c.productTypes.masterClientId, masterClientId));
    const typeOf = new Map(types.map((t) => [t.name, t]));
    const categories = await byName(tx, c.productCategories, masterClientId);
    const classes = await byName(tx, c.revenueClasses, masterClientId);
    const levels = await byName(tx, c.priceLevels, masterClientId);
    const [taxRateId] = await idsOf(tx, c.taxRates, masterClientId);
    const credits = await idsOf(tx, c.creditTypes, masterClientId);
    const memberships = await idsOf(tx, c.memberships, masterClientId);
    const modifiers = await idsOf(tx, c.foodModifiers, masterClientId);
    const [entitlementPackageId] = await idsOf(tx, c.entitlementPackages, masterClientId);
    const [blockedAccessId] = await idsOf(tx, c.blockedAccesses, masterClientId);
    const own = (
      await tx
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.masterClientId, masterClientId))
        .orderBy(locations.id)
    ).map((l) => l.id);
    const regular = levels.get('Regular')!;
    const member = levels.get('Member')!;

    const inserted = await tx
      .insert(p.products)
      .values(
        DEMO_PRODUCTS.map((d) => {
          const type = typeOf.get(d.type)!;
          return {
            masterClientId,
            productTypeId: type.id,
            kind: type.kind,
            isSchedulable: type.isSchedulable,
            name: d.name,
            revenueClassId: classes.get(d.revenueClass)!,
            taxRateId: d.giftCardCents === undefined ? (taxRateId ?? null) : null,
            isCadet: d.isCadet ?? false,
            containsAlcohol: d.containsAlcohol ?? false,
            giftCardAmountCents: d.giftCardCents ?? null,
            membershipId: d.membership === undefined ? null : (memberships[d.membership] ?? null),
            cardDesign: d.card?.[2] ?? null,
            cardCredits: d.card?.[0] ?? null,
            cardBonusCredits: d.card?.[1] ?? null,
            cardIsVip: d.card ? false : null,
            reservationMinutes: d.reservation?.[0] ?? null,
            reservationCapacity: d.reservation?.[1] ?? null,
            reservationBufferMinutes: d.reservation?.[2] ?? null,
            entitlementPackageId: d.reservation && d.reservation[0] >= 60 ? (entitlementPackageId ?? null) : null,
            daysAvailable: d.days ?? [1, 2, 3, 4, 5, 6, 7],
            availableFrom: d.window?.[0] ?? null,
            availableTo: d.window?.[1] ?? null,
            maxQuantity: d.maxQuantity ?? null,
            minPriceCents: d.reservation ? Math.round(d.priceCents * 0.9) : d.priceCents,
          };
        }),
      )
      .returning({ id: p.products.id });
    const rows = DEMO_PRODUCTS.map((d, i) => ({ d, id: inserted[i]!.id }));

    await tx
      .insert(p.productLocations)
      .values(rows.flatMap(({ id }) => own.map((locationId) => ({ parentId: id, locationId }))));
    await tx
      .insert(p.productCategoryLinks)
      .values(rows.map(({ d, id }) => ({ productId: id, categoryId: categories.get(d.category)! })));
    await tx
      .insert(p.productPrices)
      .values(
        rows.flatMap(({ d, id }) =>
          own.flatMap((locationId) => [
            { productId: id, locationId, priceLevelId: regular, priceCents: d.priceCents },
            ...(d.reservation
              ? [{ productId: id, locationId, priceLevelId: member, priceCents: Math.round(d.priceCents * 0.9) }]
              : []),
          ]),
        ),
      );
    const modifierLinks = rows.flatMap(({ d, id }) =>
      (d.modifiers ?? []).filter((i) => modifiers[i]).map((i) => ({ productId: id, modifierId: modifiers[i]! })),
    );
    if (modifierLinks.length > 0) await tx.insert(p.productModifiers).values(modifierLinks);
    const creditLinks = rows.flatMap(({ d, id }) =>
      (d.credits ?? [])
        .filter(([i]) => credits[i])
        .map(([i, quantity]) => ({ productId: id, creditTypeId: credits[i]!, quantity })),
    );
    if (creditLinks.length > 0) await tx.insert(p.productCreditTypes).values(creditLinks);
    // Loyalty: a point per dollar at the first location, where loyalty runs as a pilot.
    const loyalty = rows.filter(({ d }) => !d.giftCardCents && own[0]);
    if (loyalty.length > 0) {
      await tx
        .insert(p.productLoyaltyPoints)
        .values(
          loyalty.map(({ d, id }) => ({ productId: id, locationId: own[0]!, points: Math.floor(d.priceCents / 100) })),
        );
    }
    const booked = rows.filter(({ d }) => d.reservation && blockedAccessId);
    if (booked.length > 0) {
      await tx
        .insert(p.productBlockedAccesses)
        .values(booked.map(({ id }) => ({ productId: id, blockedAccessId: blockedAccessId! })));
    }
    // Display order: each category's products in list order, at every location.
    const position = new Map<string, number>();
    await tx.insert(p.productDisplayOrder).values(
      rows.flatMap(({ d, id }) => {
        const next = (position.get(d.category) ?? 0) + 1;
        position.set(d.category, next);
        return own.map((locationId) => ({
          productId: id,
          categoryId: categories.get(d.category)!,
          locationId,
          position: next,
        }));
      }),
    );
    const spanish = rows.filter(({ d }) => d.es);
    if (spanish.length > 0) {
      await tx
        .insert(p.productNames)
        .values(
          spanish.flatMap(({ d, id }) =>
            own.map((locationId) => ({ productId: id, locationId, languageId: SPANISH, name: d.es! })),
          ),
        );
    }
  }
}
