/**
 * What the public guest shop of a location shows: its branding and welcome text, the
 * categories chosen in its settings, its enabled online offerings with their prices and any live
 * lightning deal, and the next days' start times from its settings. Read-only; each offering's
 * own times and the booking itself are in shopBooking.ts.
 */
import { cutPrice, type CutType } from '@marquee/core/club/promotions';
import { defaultOnlineBookingSettings } from '@marquee/core/club/settings';
import type { ShopPlace } from '@marquee/core/club/shopBooking';
import { DEFAULT_SLOT_MINUTES, type ShopDay, shopDays, wallTimeIn } from '@marquee/core/club/shop';
import { fromCents } from '@marquee/core/resources/fields';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { activitiesAt } from '../bookings/context.ts';
import { listOfferings } from './offerings.ts';
import { openPlaceOf } from './place.ts';
import { readSettings } from './settings.ts';

export const SHOP_DAYS = 14;

export interface ShopOffering {
  id: number;
  name: string;
  isSchedulable: boolean;
  categoryIds: number[];
  /** '25.00'; null: no price set. */
  price: string | null;
  /** The live lightning deal's price, and its name and end; null without one. */
  dealPrice: string | null;
  dealName: string | null;
  dealEndsAt: string | null;
  /** Minutes the activity takes (its booking-manager activity's; DEFAULT_SLOT_MINUTES without one). */
  durationMinutes: number;
  /** Whether the guest can book it here: the booking manager has an activity for its product. */
  bookable: boolean;
}

export interface LiveDeal {
  id: number;
  offeringId: number;
  name: string;
  cutType: CutType;
  cutValue: number;
  endsAt: Date | string;
  /** Units left at the deal price; null: no limit. */
  quantity: number | null;
}

/** The location's lightning deals live at `now` with units left (a deal without a quantity has no limit). */
export function liveDeals(db: Executor, masterClientId: number, locationId: number, now: Date): Promise<LiveDeal[]> {
  return queryRows<LiveDeal>(
    db,
    sql`select id, offering_id as "offeringId", name, cut_type as "cutType", cut_value as "cutValue", ends_at as "endsAt",
          quantity
        from club_lightning_deals
        where master_client_id = ${masterClientId} and location_id = ${locationId} and enabled
          and starts_at <= ${now.toISOString()}::timestamptz and ends_at > ${now.toISOString()}::timestamptz
          and (quantity is null or quantity > 0)`,
  );
}

/** The cheapest of an offering's live deals on `cents` (at least `units` left of it); null: none. */
export function bestDeal(
  deals: LiveDeal[],
  offeringId: number,
  cents: number | null,
  units = 1,
): { deal: LiveDeal; price: number } | null {
  let best: { deal: LiveDeal; price: number } | null = null;
  if (cents === null) return null;
  for (const d of deals) {
    if (Number(d.offeringId) !== offeringId || (d.quantity !== null && Number(d.quantity) < units)) continue;
    const price = cutPrice(cents, d.cutType, fromCents(d.cutValue));
    if (!best || price < best.price) best = { deal: { ...d, id: Number(d.id) }, price };
  }
  return best;
}

export interface Shop extends ShopPlace {
  categories: { id: number; name: string }[];
  offerings: ShopOffering[];
  slotMinutes: number;
  days: ShopDay[];
}

export async function readShop(db: Executor, masterClientId: number, code: string, now = new Date()): Promise<Shop> {
  const place = await openPlaceOf(db, masterClientId, code);
  const { settings } = await readSettings(db, masterClientId, place, 'BOOKING', defaultOnlineBookingSettings);
  const offerings = (await listOfferings(db, masterClientId, place, 'BOOKING')).filter((o) => o.enabled);
  const ids = offerings.map((o) => o.id);
  const links = ids.length
    ? await queryRows<{ offeringId: number; categoryId: number }>(
        db,
        sql`select o.id as "offeringId", l.category_id as "categoryId" from club_offerings o
            join product_category_links l on l.product_id = o.product_id where o.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )
    : [];
  const deals = await liveDeals(db, masterClientId, place.id, now);
  const activities = await activitiesAt(db, masterClientId, place.id);
  const chosen = new Set(settings.categorySettings.productCategory.map((c) => c.categoryId));
  const categories = await queryRows<{ id: number; name: string }>(
    db,
    sql`select c.id, c.name from product_categories c
        join product_category_locations cl on cl.product_category_id = c.id and cl.location_id = ${place.id}
        where c.master_client_id = ${masterClientId} order by c.display_order, lower(c.name)`,
  );
  return {
    locationName: place.name,
    locationCode: place.code,
    timeZone: place.timeZone,
    currency: place.currency,
    branding: settings.branding,
    prompts: settings.customPrompts.prompts,
    categories: categories
      .map((c) => ({ id: Number(c.id), name: c.name }))
      .filter((c) => chosen.size === 0 || chosen.has(c.id)),
    offerings: offerings.map((o) => {
      const base = o.price ?? o.productPrice;
      const cents = base === null ? null : Math.round(Number(base) * 100);
      const best = bestDeal(deals, o.id, cents);
      const activity = activities.find((a) => a.productId === o.productId && a.online);
      return {
        id: o.id,
        name: o.productName,
        isSchedulable: o.isSchedulable,
        categoryIds: links.filter((l) => Number(l.offeringId) === o.id).map((l) => Number(l.categoryId)),
        price: base,
        dealPrice: best ? fromCents(best.price) : null,
        dealName: best?.deal.name ?? null,
        dealEndsAt: best ? new Date(best.deal.endsAt).toISOString() : null,
        durationMinutes: activity ? Number(activity.durationMinutes) : DEFAULT_SLOT_MINUTES,
        bookable: activity !== undefined,
      };
    }),
    slotMinutes: DEFAULT_SLOT_MINUTES,
    days: shopDays(settings, wallTimeIn(place.timeZone), SHOP_DAYS),
  };
}
