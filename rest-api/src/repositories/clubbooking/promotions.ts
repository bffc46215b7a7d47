/**
 * Lightning deals, booking discounts, notifications and deals of a location (spec/3 §7): lists,
 * saves (add, or edit by id) and removals, each scoped to the master client and the location.
 * Offerings they name must be online offerings of the same location (else 400 on the field).
 * Cuts are stored as hundredths of a percent or cents.
 */
import type {
  BookingDiscount,
  BookingDiscountInput,
  ClubDeal,
  ClubDealInput,
  ClubNotification,
  ClubNotificationInput,
  CutType,
  LightningDeal,
  LightningDealInput,
} from '@marquee/core/club/promotions';
import { dealInstant, wallTimeOf } from '@marquee/core/club/dealTimes';
import { fromCents, toCents } from '@marquee/core/resources/fields';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { ClubListSort } from '@marquee/core/club/listSorts';
import type { Executor, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import {
  bookingDiscountOfferings,
  bookingDiscounts,
  clubDeals,
  clubNotifications,
  lightningDeals,
} from '../../db/schema-clubbooking.ts';
import { type FieldProblems, invalidInput } from '../../http/errors.ts';
import { checkTemplateSource } from '../../marketing/render.ts';
import { isUniqueViolation } from '../../resources/errors.ts';
import type { Place } from './place.ts';
import { upsert } from './scoped.ts';
import { type Counted, type ListWindow, windowSql } from './window.ts';

/** '20' → 2000 hundredths; '5.50' → 550 cents. */
export const storedCut = (_type: CutType, value: string) => toCents(value) ?? 0;
/** 2000 → '20' (percent), 550 → '5.50' (amount). */
export function shownCut(type: CutType, value: number): string {
  const text = fromCents(value);
  return type === 'PERCENT' && text.endsWith('.00') ? text.slice(0, -3) : text;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const only = (column: string, ids?: number[]) => (ids ? sql`and ${sql.raw(column)} in (${idList(ids)})` : sql``);

/** Offerings among `ids` that are not online offerings of the place (must be none). */
async function assertOfferings(db: Executor, mc: number, place: Place, ids: number[], field: string) {
  if (ids.length === 0) return;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from club_offerings where master_client_id = ${mc} and location_id = ${place.id}
        and channel = 'BOOKING' and id in (${idList([...new Set(ids)])})`,
  );
  if (rows.length !== new Set(ids).size) throw invalidInput({ [field]: 'settings.notFound' });
}

export const TABLES = { lightningDeals, bookingDiscounts, clubNotifications, clubDeals } as const;

// ── Lightning deals ────────────────────────────────────────────────────────────────────────

export async function listLightningDeals(db: Executor, mc: number, place: Place, ids?: number[], window?: ListWindow) {
  const w = windowSql(window, [sql`d.name`, sql`p.name`], {
    name: sql`lower(d.name)`,
    offering: sql`lower(p.name)`,
    cut: sql`d.cut_value`,
    starts: sql`d.starts_at`,
    ends: sql`d.ends_at`,
    quantity: sql`d.quantity`,
  } satisfies Record<ClubListSort<'lightningDeals'>, SQL>);
  const rows = await queryRows<
    Counted & {
      id: number;
      name: string;
      offeringId: number;
      offeringName: string;
      cutType: CutType;
      cutValue: number;
      startsAt: string | Date;
      endsAt: string | Date;
      quantity: number | null;
      enabled: boolean;
      version: number;
    }
  >(
    db,
    sql`select d.id, d.name, d.offering_id as "offeringId", p.name as "offeringName", d.cut_type as "cutType",
          d.cut_value as "cutValue", d.starts_at as "startsAt", d.ends_at as "endsAt", d.quantity, d.enabled, d.version ${w.total}
        from club_lightning_deals d join club_offerings o on o.id = d.offering_id join products p on p.id = o.product_id
        where d.master_client_id = ${mc} and d.location_id = ${place.id} ${only('d.id', ids)} ${w.where}
        order by ${w.sort} d.starts_at desc, d.id ${w.tail}`,
  );
  return rows.map(
    (r): LightningDeal => ({
      ...r,
      id: Number(r.id),
      offeringId: Number(r.offeringId),
      locationCode: place.code,
      cutValue: shownCut(r.cutType, r.cutValue),
      currency: place.currency,
      startsAt: new Date(r.startsAt).toISOString(),
      endsAt: new Date(r.endsAt).toISOString(),
      timeZone: place.timeZone,
      startsLocal: wallTimeOf(new Date(r.startsAt).getTime(), place.timeZone),
      endsLocal: wallTimeOf(new Date(r.endsAt).getTime(), place.timeZone),
    }),
  );
}

/**
 * Saves a deal; its times are the location's wall times (or instants with an offset), stored as
 * instants (core dealInstant), so a director anywhere enters and reads them in the venue's zone.
 */
export async function saveLightningDeal(tx: Tx, mc: number, place: Place, input: LightningDealInput) {
  const startsAt = dealInstant(input.startsAt, place.timeZone);
  const endsAt = dealInstant(input.endsAt, place.timeZone);
  if (startsAt === null) throw invalidInput({ startsAt: 'club.dateTime' });
  if (endsAt === null) throw invalidInput({ endsAt: 'club.dateTime' });
  // Checked again in the zone: a window across a daylight-saving change may order otherwise.
  if (endsAt <= startsAt) throw invalidInput({ endsAt: 'club.windowOrder' });
  await assertOfferings(tx, mc, place, [input.offeringId], 'offeringId');
  const id = await upsert(tx, lightningDeals, mc, place, input.id, input.version, {
    name: input.name.trim(),
    offeringId: input.offeringId,
    cutType: input.cutType,
    cutValue: storedCut(input.cutType, input.cutValue),
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    quantity: input.quantity ?? null,
    enabled: input.enabled ?? true,
  });
  return (await listLightningDeals(tx, mc, place, [id]))[0]!;
}

// ── Booking discounts ──────────────────────────────────────────────────────────────────────

export async function listBookingDiscounts(
  db: Executor,
  mc: number,
  place: Place,
  ids?: number[],
  window?: ListWindow,
) {
  const w = windowSql(window, [sql`d.code`], {
    code: sql`lower(d.code)`,
    cut: sql`d.cut_value`,
    from: sql`d.valid_from`,
    to: sql`d.valid_to`,
    used: sql`d.times_used`,
  } satisfies Record<ClubListSort<'bookingDiscounts'>, SQL>);
  const rows = await queryRows<
    Omit<BookingDiscount, 'cutValue' | 'locationCode' | 'offeringIds' | 'currency'> &
      Counted & {
        cutValue: number;
        offeringIds: number[] | null;
      }
  >(
    db,
    sql`select d.id, d.code, d.cut_type as "cutType", d.cut_value as "cutValue", d.valid_from::text as "validFrom",
          d.valid_to::text as "validTo", d.max_uses as "maxUses", d.max_uses_per_guest as "maxUsesPerGuest",
          d.times_used as "timesUsed", d.enabled, d.version,
          (select array_agg(l.offering_id order by l.offering_id) from club_booking_discount_offerings l
            where l.discount_id = d.id) as "offeringIds" ${w.total}
        from club_booking_discounts d
        where d.master_client_id = ${mc} and d.location_id = ${place.id} ${only('d.id', ids)} ${w.where}
        order by ${w.sort} lower(d.code), d.id ${w.tail}`,
  );
  return rows.map(
    (r): BookingDiscount => ({
      ...r,
      id: Number(r.id),
      locationCode: place.code,
      currency: place.currency,
      cutValue: shownCut(r.cutType, r.cutValue),
      offeringIds: (r.offeringIds ?? []).map(Number),
    }),
  );
}

export async function saveBookingDiscount(tx: Tx, mc: number, place: Place, input: BookingDiscountInput) {
  await assertOfferings(tx, mc, place, input.offeringIds, 'offeringIds');
  let id: number;
  try {
    id = await upsert(tx, bookingDiscounts, mc, place, input.id, input.version, {
      code: input.code.trim(),
      cutType: input.cutType,
      cutValue: storedCut(input.cutType, input.cutValue),
      validFrom: input.validFrom || null,
      validTo: input.validTo || null,
      maxUses: input.maxUses ?? null,
      maxUsesPerGuest: input.maxUsesPerGuest ?? null,
      enabled: input.enabled ?? true,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput({ code: 'club.discountCodeTaken' });
    throw error;
  }
  await tx.delete(bookingDiscountOfferings).where(eq(bookingDiscountOfferings.discountId, id));
  const offeringIds = [...new Set(input.offeringIds)];
  if (offeringIds.length > 0) {
    await tx.insert(bookingDiscountOfferings).values(offeringIds.map((offeringId) => ({ discountId: id, offeringId })));
  }
  return (await listBookingDiscounts(tx, mc, place, [id]))[0]!;
}

// ── Notifications ──────────────────────────────────────────────────────────────────────────

export async function listNotifications(db: Executor, mc: number, place: Place, ids?: number[], window?: ListWindow) {
  const w = windowSql(window, [sql`subject`, sql`template`, sql`kind`, sql`channel`], {
    kind: sql`kind`,
    channel: sql`channel`,
    offset: sql`offset_minutes`,
    subject: sql`lower(subject)`,
    enabled: sql`enabled`,
  } satisfies Record<ClubListSort<'notifications'>, SQL>);
  const rows = await queryRows<Omit<ClubNotification, 'locationCode'> & Counted>(
    db,
    sql`select id, kind, channel, offset_minutes as "offsetMinutes", subject, template, enabled, version ${w.total}
        from club_notifications where master_client_id = ${mc} and location_id = ${place.id} ${only('id', ids)}
        ${w.where}
        order by ${w.sort} kind, offset_minutes desc, id ${w.tail}`,
  );
  return rows.map((r): ClubNotification => ({ ...r, id: Number(r.id), locationCode: place.code }));
}

export async function saveNotification(tx: Tx, mc: number, place: Place, input: ClubNotificationInput) {
  // The job renders it strictly (marketing/render.ts): an unknown variable is refused here, not
  // discovered when the guest's message fails to go out.
  const problems: FieldProblems = {
    subject: input.channel === 'EMAIL' ? (checkTemplateSource(input.subject) ?? undefined) : undefined,
    template: checkTemplateSource(input.template) ?? undefined,
  };
  if (Object.values(problems).some(Boolean)) throw invalidInput(problems);
  const id = await upsert(tx, clubNotifications, mc, place, input.id, input.version, {
    kind: input.kind,
    channel: input.channel,
    offsetMinutes: input.offsetMinutes,
    subject: input.subject.trim(),
    template: input.template,
    enabled: input.enabled ?? true,
  });
  return (await listNotifications(tx, mc, place, [id]))[0]!;
}

// ── Deals and upsells ──────────────────────────────────────────────────────────────────────

export async function listDeals(
  db: Executor,
  mc: number,
  place: Place,
  ids?: number[],
  offeringId?: number,
  window?: ListWindow,
) {
  const forOffering = offeringId ? sql`and d.offering_id = ${offeringId}` : sql``;
  const w = windowSql(window, [sql`d.headline`, sql`p.name`, sql`up.name`], {
    type: sql`d.deal_type`,
    offering: sql`lower(p.name)`,
    upsell: sql`lower(up.name)`,
    headline: sql`lower(d.headline)`,
    cut: sql`d.cut_value`,
  } satisfies Record<ClubListSort<'deals'>, SQL>);
  const rows = await queryRows<
    Omit<ClubDeal, 'locationCode' | 'cutValue' | 'currency'> & Counted & { cutValue: number | null }
  >(
    db,
    sql`select d.id, d.deal_type as "dealType", d.offering_id as "offeringId", p.name as "offeringName",
          d.upsell_offering_id as "upsellOfferingId", up.name as "upsellOfferingName", d.cut_type as "cutType",
          d.cut_value as "cutValue", d.headline, d.enabled, d.version ${w.total}
        from club_deals d
        join club_offerings o on o.id = d.offering_id join products p on p.id = o.product_id
        join club_offerings uo on uo.id = d.upsell_offering_id join products up on up.id = uo.product_id
        where d.master_client_id = ${mc} and d.location_id = ${place.id} ${only('d.id', ids)} ${forOffering} ${w.where}
        order by ${w.sort} lower(p.name), d.id ${w.tail}`,
  );
  return rows.map(
    (r): ClubDeal => ({
      ...r,
      id: Number(r.id),
      offeringId: Number(r.offeringId),
      upsellOfferingId: Number(r.upsellOfferingId),
      locationCode: place.code,
      currency: place.currency,
      cutValue: r.cutType && r.cutValue !== null ? shownCut(r.cutType, r.cutValue) : null,
    }),
  );
}

export async function saveDeal(tx: Tx, mc: number, place: Place, input: ClubDealInput) {
  await assertOfferings(tx, mc, place, [input.offeringId], 'offeringId');
  await assertOfferings(tx, mc, place, [input.upsellOfferingId], 'upsellOfferingId');
  const id = await upsert(tx, clubDeals, mc, place, input.id, input.version, {
    dealType: input.dealType,
    offeringId: input.offeringId,
    upsellOfferingId: input.upsellOfferingId,
    cutType: input.cutType ?? null,
    cutValue: input.cutType && input.cutValue ? storedCut(input.cutType, input.cutValue) : null,
    headline: input.headline.trim(),
    enabled: input.enabled ?? true,
  });
  return (await listDeals(tx, mc, place, [id]))[0]!;
}

/** The product types of the location's online offerings (deals' product-types lookup). */
export async function offeringProductTypes(db: Executor, mc: number, place: Place) {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select distinct t.id, t.name from club_offerings o join products p on p.id = o.product_id
        join product_types t on t.id = p.product_type_id
        where o.master_client_id = ${mc} and o.location_id = ${place.id} and o.channel = 'BOOKING'
        order by t.name`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
