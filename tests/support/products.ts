import { crc32, deflateSync } from 'node:zlib';
/**
 * What the products tests share: the GraphQL selections, the reference ids of a master client
 * (read with SQL) and a valid ProductInput per kind built from them.
 */
import type { ProductKind } from '../../core/src/catalogue/productKind.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';

export const DETAIL = `id name image productTypeId productTypeName kind isSchedulable categories price enabled version
  categoryIds giftCardAmount membershipId modifierIds revenueClassId taxRateId isCadet containsAlcohol
  locations { locationId name } gameCardDetails { cardDesign creditsOnCard bonusCredits isVip }
  reservationDetails { durationMinutes capacity bufferMinutes entitlementPackageId }
  creditTypes { creditTypeId name quantity } prices { locationId priceLevelId price priceCents taxPercent }
  loyaltyPoints { locationId points } availability { daysAvailable availableFrom availableTo }
  membershipRequirements { id name } inventory { maxQuantity } blockedAccess { id name }
  displayOrder { categoryId locationId position } names { locationId languageId name }`;

export interface Refs {
  types: Map<ProductKind, number>;
  categories: number[];
  revenueClasses: number[];
  taxRates: number[];
  creditTypes: number[];
  memberships: number[];
  modifiers: number[];
  priceLevels: number[];
  blocked: number[];
  packages: number[];
  locations: number[];
}

const idsOf = async (db: Db, table: string, mc: number) =>
  (
    await queryRows<{ id: number }>(
      db,
      sql`select id from ${sql.identifier(table)} where master_client_id = ${mc} order by id`,
    )
  ).map((r) => Number(r.id));

export async function refsOf(db: Db, mc: number): Promise<Refs> {
  const types = await queryRows<{ id: number; kind: ProductKind }>(
    db,
    sql`select min(id) as id, kind from product_types where master_client_id = ${mc} group by kind`,
  );
  return {
    types: new Map(types.map((t) => [t.kind, Number(t.id)])),
    categories: await idsOf(db, 'product_categories', mc),
    revenueClasses: await idsOf(db, 'revenue_classes', mc),
    taxRates: await idsOf(db, 'tax_rates', mc),
    creditTypes: await idsOf(db, 'credit_types', mc),
    memberships: await idsOf(db, 'memberships', mc),
    modifiers: await idsOf(db, 'food_modifiers', mc),
    priceLevels: await idsOf(db, 'price_levels', mc),
    blocked: await idsOf(db, 'blocked_accesses', mc),
    packages: await idsOf(db, 'entitlement_packages', mc),
    locations: await idsOf(db, 'locations', mc),
  };
}

/** A complete, valid save of a product of `kind`, sold at two locations. */
export function productInput(r: Refs, kind: ProductKind, name: string): Record<string, unknown> {
  const [l1, l2] = r.locations;
  const cards: ProductKind[] = ['EMBED_GAME_CARD', 'SEMNOX_CARD', 'INTERCARD_GAME_CARD'];
  return {
    productTypeId: r.types.get(kind),
    name,
    image: null,
    categoryIds: [r.categories[0]],
    giftCardAmount: kind === 'GIFT_CARD' ? '25.00' : null,
    membershipId: kind === 'MEMBERSHIP' ? r.memberships[0] : null,
    modifierIds: kind === 'FOOD' ? r.modifiers.slice(0, 2) : [],
    revenueClassId: r.revenueClasses[0],
    taxRateId: r.taxRates[0],
    isCadet: false,
    containsAlcohol: false,
    enabled: true,
    locationIds: [l1, l2],
    groupIds: [],
    gameCardDetails: cards.includes(kind)
      ? { cardDesign: 'Neon', creditsOnCard: 50, bonusCredits: 5, isVip: false }
      : null,
    reservationDetails:
      kind === 'RESERVATION'
        ? { durationMinutes: 60, capacity: 12, bufferMinutes: 15, entitlementPackageId: r.packages[0] }
        : null,
    creditTypes: kind === 'CREDIT' || cards.includes(kind) ? [{ creditTypeId: r.creditTypes[0], quantity: 100 }] : [],
    prices: [
      { locationId: l1, priceLevelId: r.priceLevels[0], price: '12.50' },
      { locationId: l2, priceLevelId: r.priceLevels[0], price: '$13' },
    ],
    loyaltyPoints: kind === 'GIFT_CARD' ? [] : [{ locationId: l1, points: 12 }],
    availability: { daysAvailable: [6, 7], availableFrom: 600, availableTo: 1200 },
    membershipRequirementIds: [],
    inventory: { maxQuantity: ['REGULAR', 'FOOD', ...cards].includes(kind) ? 20 : null },
    blockedAccessIds: ['MEMBERSHIP', 'RESERVATION', ...cards].includes(kind) ? r.blocked.slice(0, 1) : [],
    names: [{ locationId: l1, languageId: 3, name: `${name} (es)` }],
  };
}

/**
 * A real PNG of the given size (black, grey 8-bit), padded with a private ancillary chunk to at
 * least `bytes`: the REST API decodes what it is sent, so a header alone no longer
 * passes.
 */
export function pngDataUrl(width: number, height: number, bytes = 64): string {
  const chunk = (type: string, body: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
    const out = Buffer.alloc(12 + body.length);
    out.writeUInt32BE(body.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), 8 + body.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), no interlace
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(height * (width + 1)))),
  ];
  const end = chunk('IEND', Buffer.alloc(0));
  const length = parts.reduce((sum, p) => sum + p.length, 0) + end.length;
  if (bytes >= length + 12) parts.push(chunk('paDd', Buffer.alloc(bytes - length - 12)));
  return `data:image/png;base64,${Buffer.concat([...parts, end]).toString('base64')}`;
}
