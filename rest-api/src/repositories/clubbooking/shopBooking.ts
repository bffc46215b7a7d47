/**
 * Booking in the public guest shop. An offering is booked through its product's
 * activity in the booking manager, with the booking manager's own service (createBooking: places
 * taken on the slot row in the transaction, the dashboards' facts, the confirmation e-mail in the
 * outbox), so a shop booking is an ordinary booking there. What the shop adds:
 * - its times: the activity's starts that the online settings allow (open ranges, duration plus
 *   buffer, minimum advance, blackout dates; core offeredStarts), with places left;
 * - its price: the offering's price, the live lightning deal, then a discount code
 *   (core shopPrice), the deal's units and the code's uses counted by conditional updates in the
 *   same transaction, so neither limit can be passed by concurrent bookings;
 * - the guest: found by e-mail in the master client's guests, else created;
 * - the custom prompts' answers and the form's key (club_shop_bookings): a form books once, a
 *   resubmit answers the booking it made.
 * Every refusal is a 400 naming its fields, nothing written.
 */
import type { JobQueue } from '../../jobs/queue.ts';
import { hasStarted, MAX_GUESTS } from '@marquee/core/bookings/rules';
import { slotsOnDate } from '@marquee/core/bookings/schedule';
import { discountProblem } from '@marquee/core/bookings/deskPricing';
import type { CutType } from '@marquee/core/club/promotions';
import { defaultOnlineBookingSettings, type OnlineBookingSettings, WEEKDAYS } from '@marquee/core/club/settings';
import { hhmmOf, isBlackedOut, MAX_SHOP_GUESTS, offeredStarts, SHOP_LIMITS, wallTimeIn } from '@marquee/core/club/shop';
import type { ShopBookingForm, ShopConfirmation, ShopQuote } from '@marquee/core/club/shopBooking';
import { shopPrice, type ShopPrice } from '@marquee/core/club/shopPrice';
import type { LocationCalendar } from '@marquee/core/venue/calendar';
import { fromCents } from '@marquee/core/resources/fields';
import { isEmail } from '@marquee/core/validation';
import { languageByCode } from '@marquee/core/messages/languages';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { type FieldProblems, invalidInput } from '../../http/errors.ts';
import { recordNotFound } from '../../resources/errors.ts';
import { type Activity, activitiesAt, calendarOf } from '../bookings/context.ts';
import { createBooking, sendConfirmation } from '../bookings/write.ts';
import { listOfferings } from './offerings.ts';
import { openPlaceOf, type Place } from './place.ts';
import { readSettings } from './settings.ts';
import { bestDeal, liveDeals, SHOP_DAYS } from './shop.ts';

interface Bookable {
  place: Place;
  settings: OnlineBookingSettings;
  /** The location's Calendar over the shop's days (core activitySlots closes what it closes). */
  calendar: LocationCalendar;
  offering: Awaited<ReturnType<typeof listOfferings>>[number];
  activities: Activity[];
  unitCents: number;
  minGuests: number;
  maxGuests: number;
}

/** The offering, its location's settings and its activities; 404 for an offering not sold online here. */
async function bookable(db: Executor, masterClientId: number, code: string, offeringId: number): Promise<Bookable> {
  const place = await openPlaceOf(db, masterClientId, code);
  const { settings } = await readSettings(db, masterClientId, place, 'BOOKING', defaultOnlineBookingSettings);
  const [offering] = await listOfferings(db, masterClientId, place, 'BOOKING', [offeringId]);
  if (!offering?.enabled) throw recordNotFound();
  // Desk-only activities are not sold online.
  const activities = (await activitiesAt(db, masterClientId, place.id, offering.productId)).filter((a) => a.online);
  if (activities.length === 0) throw invalidInput({ offeringId: 'shop.error.offering' });
  const price = offering.price ?? offering.productPrice;
  const unitCents = price === null ? Number(activities[0]!.priceCents) : Math.round(Number(price) * 100);
  const { minGuests, maxGuests } = shopGuests(offering, activities);
  const today = wallTimeIn(place.timeZone).toPlainDate();
  const calendar = await calendarOf(
    db,
    masterClientId,
    place.id,
    today.toString(),
    today.add({ days: SHOP_DAYS }).toString(),
  );
  return { place, settings, calendar, offering, activities, unitCents, minGuests, maxGuests };
}

/**
 * The guests one online booking may hold: the offering's limits within the activities' own (their
 * least and most guests, and no more than the places of a slot), as the desk allows.
 */
function shopGuests(offering: { minQuantity: number; maxQuantity: number | null }, activities: Activity[]) {
  const least = Math.min(...activities.map((a) => Number(a.minGuests)));
  const most = Math.max(
    ...activities.map((a) => Math.min(Number(a.maxGuests ?? MAX_GUESTS), Number(a.capacity ?? MAX_GUESTS))),
  );
  const minGuests = Math.max(1, offering.minQuantity, least);
  const maxGuests = Math.max(minGuests, Math.min(offering.maxQuantity ?? MAX_SHOP_GUESTS, MAX_GUESTS, most));
  return { minGuests, maxGuests };
}

/** Places taken per activity, local date and start, over the shop's days. */
async function bookedCounts(db: Executor, activities: Activity[], from: string, to: string) {
  const rows = await queryRows<{ activityId: number; date: string; startMinute: number; booked: number }>(
    db,
    sql`select activity_id as "activityId", local_date::text as date, start_minute as "startMinute", booked
        from booking_slots
        where activity_id = any(${`{${activities.map((a) => a.id).join(',')}}`}::int[])
          and local_date between ${from} and ${to}`,
  );
  return new Map(rows.map((r) => [`${r.activityId}:${r.date}:${r.startMinute}`, Number(r.booked)]));
}

interface Start {
  minute: number;
  /** Per activity offering this start: its places left (null: unlimited). */
  options: { activity: Activity; placesLeft: number | null }[];
}

/** The starts offered on `date`, each with the activities that run it and their places left. */
function startsOn(b: Bookable, date: string, now: Temporal.PlainDateTime, counts: Map<string, number>): Start[] {
  const byMinute = new Map<number, Start>();
  // One clock reading for the whole form (reading it per slot was a fifth of the form's time).
  const instant = Temporal.Now.instant();
  const slotsOf = slotsOnDate(b.calendar, date, b.place.timeZone);
  for (const activity of b.activities) {
    const times = slotsOf(activity).filter((t) => !hasStarted(t.startsAt, instant));
    const grid = times.map((t) => t.startMinute);
    for (const minute of offeredStarts(b.settings, grid, date, now, Number(activity.durationMinutes))) {
      const booked = counts.get(`${activity.id}:${date}:${minute}`) ?? 0;
      const placesLeft = activity.capacity === null ? null : Math.max(0, Number(activity.capacity) - booked);
      const start = byMinute.get(minute) ?? { minute, options: [] };
      start.options.push({ activity, placesLeft });
      byMinute.set(minute, start);
    }
  }
  return [...byMinute.values()].sort((x, y) => x.minute - y.minute);
}

/** The most places one activity has left at a start (a booking is never split); null: unlimited. */
const mostPlaces = (s: Start): number | null =>
  s.options.some((o) => o.placesLeft === null) ? null : Math.max(...s.options.map((o) => o.placesLeft ?? 0));

/** The booking form of an offering: its price, guests allowed, prompts, and the next days' times with places. */
export async function readShopBookingForm(
  db: Executor,
  masterClientId: number,
  code: string,
  offeringId: number,
): Promise<ShopBookingForm> {
  const b = await bookable(db, masterClientId, code, offeringId);
  const now = wallTimeIn(b.place.timeZone);
  const first = now.toPlainDate();
  const dates = Array.from({ length: SHOP_DAYS }, (_, i) => first.add({ days: i }));
  const counts = await bookedCounts(db, b.activities, dates[0]!.toString(), dates.at(-1)!.toString());
  const deal = bestDeal(await liveDeals(db, masterClientId, b.place.id, new Date()), b.offering.id, b.unitCents);
  return {
    locationName: b.place.name,
    locationCode: b.place.code,
    timeZone: b.place.timeZone,
    currency: b.place.currency,
    branding: b.settings.branding,
    prompts: b.settings.customPrompts.prompts,
    offering: {
      id: b.offering.id,
      name: b.offering.productName,
      priceType: b.offering.priceType,
      price: fromCents(b.unitCents),
      dealPrice: deal ? fromCents(deal.price) : null,
      dealName: deal?.deal.name ?? null,
      durationMinutes: Number(b.activities[0]!.durationMinutes),
      minGuests: b.minGuests,
      maxGuests: b.maxGuests,
    },
    days: dates.map((d) => {
      const date = d.toString();
      return {
        date,
        weekday: WEEKDAYS[d.dayOfWeek - 1]!,
        blackout: isBlackedOut(b.settings.blackoutDates, date),
        slots: startsOn(b, date, now, counts)
          .map((s) => ({ time: hhmmOf(s.minute), placesLeft: mostPlaces(s) }))
          .filter((s) => s.placesLeft === null || s.placesLeft > 0),
      };
    }),
  };
}

export interface ShopBookingInput {
  offeringId: number;
  date: string;
  startTime: string;
  guests: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** One answer per custom prompt, in order. */
  answers: string[];
  discountCode: string;
  /** The form's key: one booking per form. */
  formKey: string;
  /** Only price it (the form's "Check total"): nothing is written, the guest's details are not checked. */
  quote: boolean;
  /** The guest's language code (their browser's); absent: the location's. */
  language?: string;
}

export interface Discount {
  id: number;
  code: string;
  cutType: CutType;
  cutValue: number;
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  maxUsesPerGuest: number | null;
  timesUsed: number;
  enabled: boolean;
  offerings: number[];
}

/** A booking discount code of the location, any case; null: none (the desk asks it too). */
export async function discountNamed(db: Executor, masterClientId: number, locationId: number, code: string) {
  const [row] = await queryRows<Omit<Discount, 'offerings'> & { offerings: string | null }>(
    db,
    sql`select d.id, d.code, d.cut_type as "cutType", d.cut_value as "cutValue", d.valid_from::text as "validFrom",
          d.valid_to::text as "validTo", d.max_uses as "maxUses", d.max_uses_per_guest as "maxUsesPerGuest",
          d.times_used as "timesUsed", d.enabled,
          (select string_agg(o.offering_id::text, ',') from club_booking_discount_offerings o where o.discount_id = d.id)
            as offerings
        from club_booking_discounts d
        where d.master_client_id = ${masterClientId} and d.location_id = ${locationId} and lower(d.code) = lower(${code})`,
  );
  if (!row) return null;
  return {
    ...row,
    id: Number(row.id),
    offerings: row.offerings ? row.offerings.split(',').map(Number) : [],
  } satisfies Discount;
}

const PHONE = /^\+?[0-9 ()-]{6,30}$/;
const clean = (text: string) => text.trim();

/** The guest's details and answers: each field's problem. */
function guestProblems(b: Bookable, input: ShopBookingInput, errors: FieldProblems) {
  for (const field of ['firstName', 'lastName'] as const) {
    const v = clean(input[field]);
    if (v === '') errors[field] = 'validation.required';
    else if (v.length > SHOP_LIMITS.name) errors[field] = 'validation.tooLong';
  }
  const email = clean(input.email);
  if (email === '') errors.email = 'validation.required';
  else if (email.length > SHOP_LIMITS.email || !isEmail(email)) errors.email = 'validation.email';
  const phone = clean(input.phone);
  if (phone === '') errors.phone = 'validation.required';
  else if (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 6) errors.phone = 'shop.error.phone';
  b.settings.customPrompts.prompts.forEach((p, i) => {
    const answer = clean(input.answers[i] ?? '');
    if (p.isRequired && answer === '') errors[`answers.${i}`] = 'shop.error.promptRequired';
    else if (answer.length > SHOP_LIMITS.answer) errors[`answers.${i}`] = 'validation.tooLong';
  });
}

/** The guest of the master client with this e-mail, else a new one (the e-mail is unique per master client). */
async function guestFor(db: Executor, masterClientId: number, place: Place, input: ShopBookingInput): Promise<number> {
  const email = clean(input.email).toLowerCase();
  const languageId = input.language ? languageByCode(input.language).id : null;
  // A returning guest keeps the language they have; one who had none takes this booking's.
  await db.execute(sql`insert into guests (master_client_id, home_location_id, first_name, last_name, email, phone,
      language_id)
    values (${masterClientId}, ${place.id}, ${clean(input.firstName)}, ${clean(input.lastName)}, ${email},
      ${clean(input.phone)}, ${languageId})
    on conflict (master_client_id, lower(email)) where email <> ''
    do update set language_id = coalesce(guests.language_id, excluded.language_id)`);
  const [g] = await queryRows<{ id: number }>(
    db,
    sql`select id from guests where master_client_id = ${masterClientId} and lower(email) = ${email}`,
  );
  return Number(g!.id);
}

async function confirmationOf(db: Executor, masterClientId: number, bookingId: number): Promise<ShopConfirmation> {
  const [row] = await queryRows<{
    code: string;
    locationName: string;
    offeringName: string;
    date: string;
    startMinute: number;
    guests: number;
    name: string;
    email: string;
    total: number;
    paid: number;
    refunded: number;
    currency: string | null;
  }>(
    db,
    sql`select b.confirmation_code as code, l.name as "locationName", p.name as "offeringName",
          b.booking_date::text as date, b.start_minute as "startMinute", b.guests,
          g.first_name || ' ' || g.last_name as name, g.email, b.total_cents as total, b.paid_cents as paid,
          b.refunded_cents as refunded, s.currency
        from bookings b join locations l on l.id = b.location_id join guests g on g.id = b.holder_id
        join booking_activities a on a.id = b.activity_id join products p on p.id = a.product_id
        left join location_settings s on s.location_id = l.id
        where b.id = ${bookingId} and b.master_client_id = ${masterClientId}`,
  );
  const r = row!;
  return {
    confirmationCode: r.code,
    locationName: r.locationName,
    offeringName: r.offeringName,
    date: r.date,
    startTime: hhmmOf(Number(r.startMinute)),
    guests: Number(r.guests),
    name: r.name,
    email: r.email,
    total: fromCents(Number(r.total)),
    due: fromCents(Math.max(0, Number(r.total) - Number(r.paid) + Number(r.refunded))),
    currency: r.currency ?? 'USD',
  };
}

const quoteOf = (p: ShopPrice, dealName: string | null, discountCode: string | null): ShopQuote => ({
  list: fromCents(p.listCents),
  subtotal: fromCents(p.subtotalCents),
  discount: fromCents(p.discountCents),
  total: fromCents(p.totalCents),
  dealName,
  discountCode,
});

/**
 * Prices (quote) or books a shop booking, inside the caller's booking transaction
 * (inBookingTransaction). Answers the quote, and the confirmation when booked.
 */
export async function bookInShop(
  db: Executor,
  masterClientId: number,
  code: string,
  input: ShopBookingInput,
  jobs: JobQueue,
  publicUrl: string,
): Promise<{ quote: ShopQuote; booking: ShopConfirmation | null }> {
  const b = await bookable(db, masterClientId, code, input.offeringId);
  if (!input.quote) {
    const [done] = await queryRows<{ bookingId: number }>(
      db,
      sql`select booking_id as "bookingId" from club_shop_bookings
          where master_client_id = ${masterClientId} and form_key = ${input.formKey}`,
    );
    if (done) {
      const booking = await confirmationOf(db, masterClientId, Number(done.bookingId));
      const total = booking.total;
      return {
        quote: { list: total, subtotal: total, discount: '0.00', total, dealName: null, discountCode: null },
        booking,
      };
    }
  }
  const errors: FieldProblems = {};
  const guests = input.guests;
  if (!Number.isInteger(guests) || guests < b.minGuests || guests > b.maxGuests) {
    errors.guests = { key: 'shop.error.guests', values: { min: b.minGuests, max: b.maxGuests } };
  }
  // The time: one of those offered now, with places for the party.
  const now = wallTimeIn(b.place.timeZone);
  let chosen: Activity | null = null;
  const [hh, mm] = /^\d{2}:\d{2}$/.test(input.startTime) ? input.startTime.split(':').map(Number) : [NaN, NaN];
  let date: Temporal.PlainDate | null = null;
  try {
    date = Temporal.PlainDate.from(input.date);
  } catch {
    errors.startTime = 'shop.error.slot';
  }
  const last = now.toPlainDate().add({ days: SHOP_DAYS - 1 });
  if (date && (Temporal.PlainDate.compare(date, now.toPlainDate()) < 0 || Temporal.PlainDate.compare(date, last) > 0)) {
    errors.startTime = 'shop.error.slot';
  } else if (date && isBlackedOut(b.settings.blackoutDates, date.toString())) {
    errors.startTime = 'shop.error.blackout';
  } else if (date) {
    const counts = await bookedCounts(db, b.activities, date.toString(), date.toString());
    const start = startsOn(b, date.toString(), now, counts).find((s) => s.minute === hh! * 60 + mm!);
    if (!start) errors.startTime = 'shop.error.slot';
    else {
      const wanted = Number.isInteger(guests) && guests > 0 ? guests : 1;
      chosen = start.options.find((o) => o.placesLeft === null || o.placesLeft >= wanted)?.activity ?? null;
      const most = mostPlaces(start);
      if (!chosen) {
        errors.startTime = most === 0 ? 'shop.error.slotFull' : { key: 'shop.error.places', values: { places: most! } };
      }
    }
  }
  // The price: the deal (if it has units for the party), then the code.
  const units = Number.isInteger(guests) && guests > 0 ? guests : 1;
  const deals = await liveDeals(db, masterClientId, b.place.id, new Date());
  const deal = bestDeal(deals, b.offering.id, b.unitCents, units);
  const discountCode = clean(input.discountCode);
  let discount: Discount | null = null;
  if (discountCode !== '') {
    discount = await discountNamed(db, masterClientId, b.place.id, discountCode);
    const problem = discountProblem(discount, [b.offering.id], now.toPlainDate().toString());
    if (problem) errors.discountCode = problem;
  }
  if (!input.quote) guestProblems(b, input, errors);
  if (Object.values(errors).some(Boolean)) throw invalidInput(errors);

  const durationMinutes = Number((chosen ?? b.activities[0]!).durationMinutes);
  const price = shopPrice({
    unitCents: b.unitCents,
    dealUnitCents: deal?.price ?? null,
    priceType: b.offering.priceType,
    guests,
    durationMinutes,
    discount: discount ? { cutType: discount.cutType, cutValue: fromCents(discount.cutValue) } : null,
  });
  const quote = quoteOf(price, deal?.deal.name ?? null, discount?.code ?? null);
  if (input.quote) return { quote, booking: null };

  const guestId = await guestFor(db, masterClientId, b.place, input);
  if (discount) {
    // A use is counted by a conditional update: concurrent bookings queue on the row and each
    // re-checks the limit after the one before it committed.
    const [used] = await queryRows<{ id: number }>(
      db,
      sql`update club_booking_discounts set times_used = times_used + 1
          where id = ${discount.id} and (max_uses is null or times_used < max_uses) returning id`,
    );
    if (!used) throw invalidInput({ discountCode: 'shop.error.discountUsedUp' });
    if (discount.maxUsesPerGuest !== null) {
      const [mine] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from club_shop_bookings s join bookings bk on bk.id = s.booking_id
            where s.discount_id = ${discount.id} and s.guest_id = ${guestId} and bk.state <> 'CANCELLED'`,
      );
      if (Number(mine?.n ?? 0) >= discount.maxUsesPerGuest)
        throw invalidInput({ discountCode: 'shop.error.discountGuestUsed' });
    }
  }
  if (deal && deal.deal.quantity !== null) {
    const [left] = await queryRows<{ id: number }>(
      db,
      sql`update club_lightning_deals set quantity = quantity - ${guests}
          where id = ${deal.deal.id} and quantity >= ${guests} returning id`,
    );
    if (!left) throw invalidInput({ guests: { key: 'shop.error.dealSoldOut', values: { places: 0 } } });
  }
  const created = await createBooking(db, masterClientId, null, {
    locationCode: b.place.code,
    activityId: chosen!.id,
    date: date!.toString(),
    startTime: input.startTime,
    guests,
    holderId: guestId,
    totalCents: price.totalCents,
  });
  const answers = b.settings.customPrompts.prompts.map((p, i) => ({
    label: p.label,
    answer: clean(input.answers[i] ?? ''),
  }));
  await db.execute(sql`insert into club_shop_bookings (booking_id, master_client_id, location_id, offering_id, form_key,
      guest_id, deal_id, discount_id, discount_cents, answers)
    values (${created.id}, ${masterClientId}, ${b.place.id}, ${b.offering.id}, ${input.formKey}, ${guestId},
      ${deal?.deal.id ?? null}, ${discount?.id ?? null}, ${price.discountCents}, ${JSON.stringify(answers)}::jsonb)`);
  await sendConfirmation(db, jobs, masterClientId, created.id, publicUrl);
  return { quote, booking: await confirmationOf(db, masterClientId, created.id) };
}
