/**
 * Product offerings of a location on one channel (online booking or kiosk). An offering names a
 * product of the same master client that is sold at the location (product_locations), and on the
 * kiosk a category offered there; a product is offered once per location and channel.
 */
import type { Channel, ProductOffering, ProductOfferingInput } from '@marquee/core/club/offerings';
import { fromCents, toCents } from '@marquee/core/resources/fields';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ClubListSort } from '@marquee/core/club/listSorts';
import type { Executor, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { clubOfferings } from '../../db/schema-clubbooking.ts';
import { invalidInput } from '../../http/errors.ts';
import { isUniqueViolation, recordNotFound, staleRecord } from '../../resources/errors.ts';
import type { Place } from './place.ts';
import { type Counted, type ListWindow, windowSql } from './window.ts';

/** The product's lowest price at the location, else its lowest anywhere (cents). */
const productCents = sql`coalesce(
  (select min(pp.price_cents) from product_prices pp where pp.product_id = p.id and pp.location_id = o.location_id),
  p.min_price_cents)`;

interface Row extends Counted {
  id: number;
  productId: number;
  productName: string;
  isSchedulable: boolean;
  offeringType: string;
  priceType: string;
  priceCents: number | null;
  productCents: number | null;
  depositType: string;
  depositValue: number | null;
  quantityType: string;
  minQuantity: number;
  maxQuantity: number | null;
  availableSpaces: number | null;
  categoryId: number | null;
  categoryName: string | null;
  enabled: boolean;
  version: number;
}

const money = (cents: number | null) => (cents === null ? null : fromCents(Number(cents)));
const hundredths = (value: number) => {
  const whole = fromCents(value);
  return whole.endsWith('.00') ? whole.slice(0, -3) : whole;
};

export async function listOfferings(
  db: Executor,
  masterClientId: number,
  place: Place,
  channel: Channel,
  ids?: number[],
  window?: ListWindow,
): Promise<(ProductOffering & Counted)[]> {
  const w = windowSql(window, [sql`p.name`, sql`c.name`], {
    product: sql`lower(p.name)`,
    category: sql`lower(c.name)`,
    type: sql`o.offering_type`,
    price: sql`coalesce(o.price_cents, ${productCents})`,
    spaces: sql`o.available_spaces`,
    enabled: sql`o.enabled`,
  } satisfies Record<ClubListSort<'offerings'>, SQL>);
  const only = ids
    ? sql`and o.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`select o.id, o.product_id as "productId", p.name as "productName", p.is_schedulable as "isSchedulable",
          o.offering_type as "offeringType", o.price_type as "priceType", o.price_cents as "priceCents",
          ${productCents} as "productCents", o.deposit_type as "depositType", o.deposit_value as "depositValue",
          o.quantity_type as "quantityType", o.min_quantity as "minQuantity", o.max_quantity as "maxQuantity",
          o.available_spaces as "availableSpaces", o.category_id as "categoryId", c.name as "categoryName", o.enabled,
          o.version ${w.total}
        from club_offerings o
        join products p on p.id = o.product_id
        left join product_categories c on c.id = o.category_id
        where o.master_client_id = ${masterClientId} and o.location_id = ${place.id} and o.channel = ${channel} ${only}
          ${w.where}
        order by ${w.sort} lower(p.name), o.id ${w.tail}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    locationCode: place.code,
    channel,
    productId: Number(r.productId),
    productName: r.productName,
    isSchedulable: r.isSchedulable,
    offeringType: r.offeringType as ProductOffering['offeringType'],
    priceType: r.priceType as ProductOffering['priceType'],
    price: money(r.priceCents),
    productPrice: money(r.productCents),
    depositType: r.depositType as ProductOffering['depositType'],
    depositValue:
      r.depositValue === null ? null : r.depositType === 'PERCENT' ? hundredths(r.depositValue) : money(r.depositValue),
    quantityType: r.quantityType as ProductOffering['quantityType'],
    minQuantity: r.minQuantity,
    maxQuantity: r.maxQuantity,
    availableSpaces: r.availableSpaces,
    categoryId: r.categoryId === null ? null : Number(r.categoryId),
    categoryName: r.categoryName,
    enabled: r.enabled,
    version: r.version,
    currency: place.currency,
    ...(window ? { total: r.total } : {}),
  }));
}

/** Whether a product of the master client is sold at the location. */
async function productIsHere(db: Executor, masterClientId: number, place: Place, productId: number) {
  const rows = await queryRows(
    db,
    sql`select 1 from products p join product_locations pl on pl.product_id = p.id
        where p.id = ${productId} and p.master_client_id = ${masterClientId} and pl.location_id = ${place.id}`,
  );
  return rows.length > 0;
}

/** Whether a category of the master client is offered at the location. */
async function categoryIsHere(db: Executor, masterClientId: number, place: Place, categoryId: number) {
  const rows = await queryRows(
    db,
    sql`select 1 from product_categories c join product_category_locations cl on cl.product_category_id = c.id
        where c.id = ${categoryId} and c.master_client_id = ${masterClientId} and cl.location_id = ${place.id}`,
  );
  return rows.length > 0;
}

export async function saveOffering(
  tx: Tx,
  masterClientId: number,
  place: Place,
  channel: Channel,
  input: ProductOfferingInput,
): Promise<ProductOffering> {
  if (!(await productIsHere(tx, masterClientId, place, input.productId))) {
    throw invalidInput({ productId: 'club.productNotHere' });
  }
  const categoryId = channel === 'KIOSK' ? (input.categoryId ?? null) : null;
  if (categoryId !== null && !(await categoryIsHere(tx, masterClientId, place, categoryId))) {
    throw invalidInput({ categoryId: 'club.categoryNotHere' });
  }
  const depositValue =
    input.depositType === 'PERCENT' || input.depositType === 'AMOUNT' ? toCents(input.depositValue ?? '') : null;
  const values = {
    productId: input.productId,
    offeringType: input.offeringType,
    priceType: input.priceType,
    priceCents: input.price ? toCents(input.price) : null,
    depositType: input.depositType,
    depositValue,
    quantityType: input.quantityType,
    minQuantity: input.minQuantity,
    maxQuantity: input.maxQuantity ?? null,
    availableSpaces: input.availableSpaces ?? null,
    categoryId,
    enabled: input.enabled ?? true,
  };
  let id: number;
  try {
    if (input.id) {
      const mine = and(
        eq(clubOfferings.id, input.id),
        eq(clubOfferings.masterClientId, masterClientId),
        eq(clubOfferings.locationId, place.id),
        eq(clubOfferings.channel, channel),
      );
      if (input.version === undefined) throw invalidInput({ version: 'validation.required' });
      const [row] = await tx
        .update(clubOfferings)
        .set({ ...values, version: sql`${clubOfferings.version} + 1` })
        .where(and(mine, eq(clubOfferings.version, input.version)))
        .returning({ id: clubOfferings.id });
      if (!row) {
        const exists = await tx.select({ id: clubOfferings.id }).from(clubOfferings).where(mine);
        throw exists.length > 0 ? staleRecord() : recordNotFound();
      }
      id = row.id;
    } else {
      const [row] = await tx
        .insert(clubOfferings)
        .values({ ...values, masterClientId, locationId: place.id, channel })
        .returning({ id: clubOfferings.id });
      id = row!.id;
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput({ productId: 'club.productTaken' });
    throw error;
  }
  const [saved] = await listOfferings(tx, masterClientId, place, channel, [id]);
  return saved!;
}

/** Removes offerings of the location and channel; any id that is not one of them: 404, nothing removed. */
export async function removeOfferings(
  tx: Tx,
  masterClientId: number,
  place: Place,
  channel: Channel,
  ids: number[],
): Promise<number> {
  const removed = await tx
    .delete(clubOfferings)
    .where(
      and(
        inArray(clubOfferings.id, ids),
        eq(clubOfferings.masterClientId, masterClientId),
        eq(clubOfferings.locationId, place.id),
        eq(clubOfferings.channel, channel),
      ),
    )
    .returning({ id: clubOfferings.id });
  if (removed.length !== ids.length) throw recordNotFound();
  return removed.length;
}

export interface ProductChoice {
  id: number;
  name: string;
  isSchedulable: boolean;
  price: string | null;
  capacity: number | null;
}

/** Products of the master client sold at the location, schedulable or not (the offering pickers). */
export async function productsHere(
  db: Executor,
  masterClientId: number,
  place: Place,
  schedulable: boolean | null,
): Promise<ProductChoice[]> {
  const kind = schedulable === null ? sql`` : sql`and p.is_schedulable = ${schedulable}`;
  const rows = await queryRows<{
    id: number;
    name: string;
    isSchedulable: boolean;
    cents: number | null;
    capacity: number | null;
  }>(
    db,
    sql`select p.id, p.name, p.is_schedulable as "isSchedulable", p.reservation_capacity as capacity,
          coalesce((select min(pp.price_cents) from product_prices pp where pp.product_id = p.id and pp.location_id = ${place.id}),
            p.min_price_cents) as cents
        from products p join product_locations pl on pl.product_id = p.id and pl.location_id = ${place.id}
        where p.master_client_id = ${masterClientId} and p.enabled ${kind}
        order by lower(p.name), p.id limit 2000`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    isSchedulable: r.isSchedulable,
    price: money(r.cents),
    capacity: r.capacity,
  }));
}

/** Product categories offered at the location (the kiosk categories). */
export async function categoriesHere(db: Executor, masterClientId: number, place: Place) {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select c.id, c.name from product_categories c
        join product_category_locations cl on cl.product_category_id = c.id and cl.location_id = ${place.id}
        where c.master_client_id = ${masterClientId} order by c.display_order, lower(c.name), c.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
