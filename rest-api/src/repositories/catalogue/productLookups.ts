/**
 * The product editor's lookups (spec/3 §7): this master client's choices, each `{ id, name, … }`
 * and at most MAX_LOOKUP_ROWS, and the fixed lists of days and times a product is available.
 * Location filters count only this master client's locations: another's ids or codes match none.
 */
import { WEEKDAYS } from '@marquee/core/dashboards/buckets';
import { fromCents } from '@marquee/core/resources/fields';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  blockedAccesses,
  entitlementPackages,
  foodModifierLocations,
  foodModifiers,
  membershipLocations,
  memberships,
  priceLevels,
  productCategories,
  productCategoryLocations,
  productTypes,
  vendorLocations,
  vendors,
} from '../../db/schema-catalogue.ts';
import { atAnyLocationCode, atEveryLocation, linkedLocationIds } from '../../resources/links.ts';
import { ownOptions } from '../../resources/tableResource.ts';

export const vendorOptions = (db: Executor, mc: number) => ownOptions(db, vendors, mc);

/** Vendors delivering to every one of the locations (spec/3 §7 vendors-intersection). */
export const vendorsAtEvery = (db: Executor, mc: number, locationIds: number[]) =>
  ownOptions(db, vendors, mc, { where: atEveryLocation(vendorLocations, vendors.id, mc, locationIds) });

/** Every membership with the locations it is sold at: the product form filters them by the product's. */
export const membershipOptions = (db: Executor, mc: number) =>
  ownOptions(db, memberships, mc, { columns: { locationIds: linkedLocationIds(membershipLocations, memberships.id) } });

/** Memberships sold at every one of the locations (spec/3 §7 membership-intersection). */
export const membershipsAtEvery = (db: Executor, mc: number, locationIds: number[]) =>
  ownOptions(db, memberships, mc, { where: atEveryLocation(membershipLocations, memberships.id, mc, locationIds) });

/** Categories offered at any of the locations (by code), or every category; in display order. */
export const categoryOptions = (db: Executor, mc: number, codes?: string[]) =>
  ownOptions(db, productCategories, mc, {
    columns: { locationIds: linkedLocationIds(productCategoryLocations, productCategories.id) },
    where: atAnyLocationCode(productCategoryLocations, productCategories.id, mc, codes),
    orderBy: [asc(productCategories.displayOrder), asc(productCategories.name)],
  });

/** Food modifiers a product can offer, at any of the locations (by code) or everywhere, by group. */
export async function productModifierOptions(db: Executor, mc: number, codes?: string[]) {
  const found = await ownOptions(db, foodModifiers, mc, {
    columns: {
      groupName: foodModifiers.groupName,
      priceCents: foodModifiers.priceCents,
      locationIds: linkedLocationIds(foodModifierLocations, foodModifiers.id),
    },
    where: atAnyLocationCode(foodModifierLocations, foodModifiers.id, mc, codes),
    orderBy: [asc(foodModifiers.groupName), asc(foodModifiers.name)],
  });
  return found.map(({ priceCents, ...m }) => ({ ...m, price: fromCents(priceCents) }));
}

export const productTypeOptions = (db: Executor, mc: number) =>
  ownOptions(db, productTypes, mc, { columns: { isSchedulable: productTypes.isSchedulable, kind: productTypes.kind } });

export const priceLevelOptions = (db: Executor, mc: number) =>
  ownOptions(db, priceLevels, mc, { orderBy: [asc(priceLevels.displayOrder), asc(priceLevels.name)] });

export const blockedAccessOptions = (db: Executor, mc: number) => ownOptions(db, blockedAccesses, mc);

export const entitlementPackageOptions = (db: Executor, mc: number) =>
  ownOptions(db, entitlementPackages, mc, { columns: { durationMinutes: entitlementPackages.durationMinutes } });

/** The days a product is available: ISO weekday ids, Monday 1 to Sunday 7. */
export const DAYS_AVAILABLE = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, name: WEEKDAYS[id % 7]! }));

const STEP_MINUTES = 30;
const time = (minutes: number) => ({
  /** Minutes since midnight. */
  id: minutes,
  name: `${((Math.floor(minutes / 60) + 11) % 12) + 1}:${String(minutes % 60).padStart(2, '0')} ${minutes < 720 ? 'AM' : 'PM'}`,
  /** 24-hour `HH:MM`, as a time input holds it. */
  time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
});
const halfHours = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, i) => i * STEP_MINUTES);

/** When a product's daily availability may start: every half hour from midnight. */
export const AVAILABLE_FROM = halfHours.map(time);
/** When it may end: every half hour after midnight, and 11:59 PM for the end of the day. */
export const AVAILABLE_TO = [...halfHours.slice(1), 24 * 60 - 1].map(time);
