/**
 * What every master client starts with: its row, its profile and the reference data
 * the product needs before anyone can work in it: the product types every venue sells (the
 * product editor's kind picker reads them) and the price levels of its prices. The seed opens the
 * demo customers and provider staff open new ones through this one function, so a new customer
 * works without anything the seed alone made. Demo rows (locations, products, guests…) are not
 * reference data and stay in the seed.
 */
import type { ProductKind } from '@marquee/core/catalogue/productKind';
import type { Tx } from '../../db/client.ts';
import { priceLevels, productTypes } from '../../db/schema-catalogue.ts';
import { masterClients } from '../../db/schema.ts';
import { tenantProfiles } from '../../db/schema-tenants.ts';

/** name, schedulable, kind: the product types every venue sells, one or more per kind. */
export const PRODUCT_TYPES: [string, boolean, ProductKind][] = [
  ['Attraction', true, 'RESERVATION'],
  ['Party Package', true, 'RESERVATION'],
  ['Food & Beverage', false, 'FOOD'],
  ['Game Card', false, 'EMBED_GAME_CARD'],
  ['Retail', false, 'REGULAR'],
  ['Membership', false, 'MEMBERSHIP'],
  ['Gift Card', false, 'GIFT_CARD'],
  ['Activity Credits', false, 'CREDIT'],
  ['Semnox Card', false, 'SEMNOX_CARD'],
  ['Intercard Game Card', false, 'INTERCARD_GAME_CARD'],
];

export const PRICE_LEVELS = ['Regular', 'Member', 'Happy Hour', 'Weekend', 'Group Rate'];

export interface MasterClientProfile {
  name: string;
  isDefault: boolean;
  country: string;
  timeZone: string;
  currency: string;
  /** Provider staff who opened it; null for the seed. */
  createdBy: number | null;
}

/** The normalised name two customers may not share. */
export const nameKeyOf = (name: string) => name.trim().toLowerCase();

/** Opens a master client with its reference data, in the caller's transaction; answers its id. */
export async function openMasterClient(tx: Tx, p: MasterClientProfile): Promise<number> {
  const [row] = await tx
    .insert(masterClients)
    .values({ name: p.name.trim(), isDefault: p.isDefault })
    .returning({ id: masterClients.id });
  const masterClientId = row!.id;
  await tx.insert(tenantProfiles).values({
    masterClientId,
    nameKey: nameKeyOf(p.name),
    country: p.country,
    timeZone: p.timeZone,
    currency: p.currency,
    createdBy: p.createdBy,
  });
  await tx
    .insert(productTypes)
    .values(PRODUCT_TYPES.map(([name, isSchedulable, kind]) => ({ masterClientId, name, isSchedulable, kind })));
  await tx.insert(priceLevels).values(PRICE_LEVELS.map((name, i) => ({ masterClientId, name, displayOrder: i + 1 })));
  return masterClientId;
}
