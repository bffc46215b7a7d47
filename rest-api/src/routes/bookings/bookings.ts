/**
 * The booking manager and the bookings list over REST (spec/3 §7 Club booking and booking
 * manager). Reads of the manager need VIEW (DETAIL_VIEW for a booking's detail) on menu
 * 20, creating a booking ADD, every other action UPDATE_AND_EXECUTE; the bookings list needs VIEW
 * on 116, its detail DETAIL_VIEW. Every query is scoped by the request's master client; every
 * write is one transaction (places, payments, facts and e-mails together) that writes nothing
 * when refused.
 */
import {
  amountCents,
  BOOKING_MANAGER_INDEX as MANAGER,
  BOOKINGS_INDEX as LIST,
  type PaymentMethod,
  todayIn,
} from '@marquee/core/bookings/rules';
import type { RefundReason } from '@marquee/core/bookings/deskPricing';
import { MEMBERSHIP_LABELS, MEMBERSHIP_STATUSES } from '@marquee/core/marketing/segments';
import { message } from '@marquee/core/messages/en';
import { Flag } from '@marquee/core/permissions';
import { PAGING_QUERY } from '@marquee/core/resources/types';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { currentUser, requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { inVenueProcessor, type PaymentProcessor } from '../../payments/processor.ts';
import { activitiesAt, activityOf, locationOf } from '../../repositories/bookings/context.ts';
import { bookingNotFound, refused } from '../../repositories/bookings/errors.ts';
import { applyDeskDiscount } from '../../repositories/bookings/deskDiscount.ts';
import { inBookingTransaction } from '../../repositories/bookings/facts.ts';
import { sendBookingMessage } from '../../marketing/bookingMessages.ts';
import { refundBooking, takePayment } from '../../repositories/bookings/money.ts';
import { rescheduleOptions } from '../../repositories/bookings/pricing.ts';
import { bookingCustomersOf, bookingDetail, bookingEmailsOf, listBookings } from '../../repositories/bookings/read.ts';
import { daySchedule, daysAvailability, timeSlots } from '../../repositories/bookings/slots.ts';
import {
  addCustomers,
  cancelBooking,
  createBooking,
  removeCustomers,
  removeOffering,
  rescheduleBooking,
  selectHolder,
  sendConfirmation,
  updateAmount,
  updateGuests,
} from '../../repositories/bookings/write.ts';
import { containsPattern, paging } from '../../resources/repository.ts';
import { listSegments } from '../../repositories/marketing/segments.ts';
import { deskRoutes } from './desk.ts';
import { deskGuestRoutes } from './deskGuests.ts';
import { setupRoutes } from './setup.ts';
import { localizationRoutes } from './localizations.ts';
import { payLinkRoutes } from './payLinks.ts';
import { stripeIntentRoutes } from './stripeIntents.ts';
import { type CardIntents, confirmedIntentProcessor } from '../../payments/stripe.ts';
import { pickableLocationSql } from '../../repositories/venue/enabledLocations.ts';
import {
  Amount,
  body,
  CreateBody,
  CustomersBody,
  Id,
  IsoDate,
  Key,
  LocationCode,
  Method,
  Month,
  query,
  RefundReasonSchema,
  Time,
} from './schemas.ts';

const view = (index: number) => requireModule(index, Flag.view);
const detailView = (index: number) => requireModule(index, Flag.detailView);
const act = requireModule(MANAGER, Flag.updateAndExecute);
/** Segments one lookup answers (the search narrows them). */
const SEGMENT_LOOKUP_SIZE = 25;

/** Dollars → cents, refused with the amount message (3 decimals, letters, negative). */
export function centsOf(value: string | number, field = 'amount'): number {
  const cents = amountCents(value);
  if (cents === null) throw refused(field, 'bookings.error.amount');
  return cents;
}

export interface BookingRouteOptions {
  /** The card provider when its key is configured (payments/stripe.ts); null: in-venue only. */
  card?: PaymentProcessor | null;
  /** Its payment-intent flow, configured with it. */
  intents?: CardIntents | null;
}

export async function bookingRoutes(fastify: FastifyInstance, options: BookingRouteOptions = {}) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const card = options.card ?? null;
  const processorNamed = (name: string) => (name === 'STRIPE' && card ? card : inVenueProcessor);
  const mc = (request: FastifyRequest) => requireMasterClient(request);
  const tx = <T>(work: (db: Executor) => Promise<T>) => inBookingTransaction(app.db, work);
  const detailOf = async (db: Executor, masterClientId: number, id: number) => {
    const d = await bookingDetail(db, masterClientId, id);
    if (!d) throw bookingNotFound();
    return d;
  };
  const done = async (db: Executor, masterClientId: number, id: number, key: Parameters<typeof message>[0]) => ({
    data: { message: message(key), booking: await detailOf(db, masterClientId, id) },
  });
  const location = async (masterClientId: number, code: string) => {
    const l = await locationOf(app.db, masterClientId, { code });
    if (!l) throw bookingNotFound();
    return l;
  };

  // ── Club booking: the manager's day (GET /club-booking/manager/…) ─────────────────────
  app.get(
    '/club-booking/manager',
    { schema: { querystring: query({ locationCode: LocationCode }) }, preHandler: view(MANAGER) },
    async (request) => {
      const l = await location(mc(request), (request.query as { locationCode: string }).locationCode);
      return { data: { ...l, today: todayIn(l.timeZone) } };
    },
  );
  app.get(
    '/club-booking/manager/schedule',
    {
      schema: { querystring: query({ locationCode: LocationCode, date: Type.Optional(IsoDate) }) },
      preHandler: view(MANAGER),
    },
    async (request) => {
      const q = request.query as { locationCode: string; date?: string };
      const l = await location(mc(request), q.locationCode);
      return { data: await daySchedule(app.db, mc(request), l, q.date ?? todayIn(l.timeZone)) };
    },
  );
  app.get(
    '/club-booking/manager/check-details',
    { schema: { querystring: query({ bookingId: Id }) }, preHandler: detailView(MANAGER) },
    async (request) => ({
      data: await detailOf(app.db, mc(request), (request.query as { bookingId: number }).bookingId),
    }),
  );
  app.get(
    '/club-booking/manager/emails',
    { schema: { querystring: query({ bookingId: Id }) }, preHandler: detailView(MANAGER) },
    async (request) => {
      const d = await detailOf(app.db, mc(request), (request.query as { bookingId: number }).bookingId);
      return { data: await bookingEmailsOf(app.db, d.info.id) };
    },
  );
  app.get(
    '/club-booking/manager/guests',
    { schema: { querystring: query({ bookingId: Id }) }, preHandler: detailView(MANAGER) },
    async (request) => {
      const d = await detailOf(app.db, mc(request), (request.query as { bookingId: number }).bookingId);
      return { data: [d.info.holder, ...d.customers] };
    },
  );
  app.get(
    '/club-booking/manager/reschedule-dates',
    {
      schema: { querystring: query({ bookingId: Id, month: Month, activityId: Type.Optional(Id) }) },
      preHandler: view(MANAGER),
    },
    async (request) => {
      const q = request.query as { bookingId: number; month: string; activityId?: number };
      const d = await detailOf(app.db, mc(request), q.bookingId);
      const a = await activityOf(app.db, mc(request), q.activityId ?? d.info.activityId);
      if (!a || a.locationId !== d.info.locationId) throw bookingNotFound();
      return { data: await daysAvailability(app.db, a, q.month, d.info.timeZone) };
    },
  );
  app.get(
    '/club-booking/manager/time-slots',
    {
      schema: { querystring: query({ bookingId: Id, date: IsoDate, activityId: Type.Optional(Id) }) },
      preHandler: view(MANAGER),
    },
    async (request) => {
      const q = request.query as { bookingId: number; date: string; activityId?: number };
      const d = await detailOf(app.db, mc(request), q.bookingId);
      const a = await activityOf(app.db, mc(request), q.activityId ?? d.info.activityId);
      if (!a || a.locationId !== d.info.locationId) throw bookingNotFound();
      return { data: await timeSlots(app.db, [a], q.date, d.info.timeZone) };
    },
  );
  // The reschedule dialog: every activity of the location with its times, places and price difference.
  app.get(
    '/booking-manager/bookings/reschedule-options',
    { schema: { querystring: query({ bookingId: Id, date: IsoDate }) }, preHandler: view(MANAGER) },
    async (request) => {
      const q = request.query as { bookingId: number; date: string };
      return { data: await rescheduleOptions(app.db, mc(request), q.bookingId, q.date) };
    },
  );
  const rescheduleBody = body({ bookingId: Id, date: IsoDate, startTime: Time, activityId: Type.Optional(Id) });
  for (const path of [
    '/club-booking/manager/reschedule-dates',
    '/club-booking/manager/reschedule-time',
    '/booking-manager/bookings/reschedule',
  ]) {
    app.post(path, { schema: { querystring: query({}), body: rescheduleBody }, preHandler: act }, async (request) => {
      const b = request.body as { bookingId: number; date: string; startTime: string; activityId?: number };
      return tx(async (db) => {
        await rescheduleBooking(db, mc(request), b.bookingId, b);
        await sendBookingMessage(db, app.jobs, mc(request), 'rescheduled', b.bookingId, app.config.publicUrl);
        return done(db, mc(request), b.bookingId, 'bookings.done.rescheduled');
      });
    });
  }
  // The reason is optional in the schema only so that its absence gets the field's own message.
  const refundBody = body({
    bookingId: Id,
    amount: Type.Optional(Amount),
    idempotencyKey: Key,
    reason: Type.Optional(RefundReasonSchema),
  });
  for (const [path, text] of [
    ['/club-booking/manager/refund-booking', 'bookings.done.refundIssued'],
    ['/booking-manager/bookings/refund', 'bookings.done.refunded'],
  ] as const) {
    app.post(path, { schema: { querystring: query({}), body: refundBody }, preHandler: act }, async (request) => {
      const b = request.body as {
        bookingId: number;
        amount?: string | number;
        idempotencyKey: string;
        reason?: RefundReason;
      };
      const amount = b.amount === undefined ? undefined : centsOf(b.amount);
      const reason = b.reason;
      if (!reason) throw refused('reason', 'deskPricing.refundReason.choose');
      return tx(async (db) => {
        const refund = await refundBooking(db, mc(request), processorNamed, {
          bookingId: b.bookingId,
          amountCents: amount,
          idempotencyKey: b.idempotencyKey,
          userId: currentUser(request).id,
          reason,
        });
        // A replayed request refunded nothing new: the guest already has its message.
        if (!refund.replayed)
          await sendBookingMessage(db, app.jobs, mc(request), 'refunded', b.bookingId, app.config.publicUrl);
        return done(db, mc(request), b.bookingId, text);
      });
    });
  }

  // ── Booking manager lookups (GET /booking-manager/…) ──────────────────────────────────
  app.get(
    '/booking-manager/resources',
    { schema: { querystring: query({ locationCode: LocationCode }) }, preHandler: view(MANAGER) },
    async (request) => {
      const l = await location(mc(request), (request.query as { locationCode: string }).locationCode);
      const rows = await queryRows(
        app.db,
        sql`select id, name, kind from booking_resources where master_client_id = ${mc(request)} and location_id = ${l.id} order by sort, id`,
      );
      return { data: rows };
    },
  );
  app.get(
    '/booking-manager/activities',
    {
      schema: { querystring: query({ locationCode: LocationCode, productId: Type.Optional(Id) }) },
      preHandler: view(MANAGER),
    },
    async (request) => {
      const q = request.query as { locationCode: string; productId?: number };
      const l = await location(mc(request), q.locationCode);
      return { data: await activitiesAt(app.db, mc(request), l.id, q.productId) };
    },
  );
  app.get(
    '/booking-manager/products',
    {
      schema: {
        querystring: query({ locationCode: LocationCode, date: Type.Optional(IsoDate), search: PAGING_QUERY.search }),
      },
      preHandler: view(MANAGER),
    },
    async (request) => {
      const q = request.query as { locationCode: string; date?: string; search?: string };
      const l = await location(mc(request), q.locationCode);
      const date = q.date ?? todayIn(l.timeZone);
      const all = await activitiesAt(app.db, mc(request), l.id);
      const search = (q.search ?? '').trim().toLowerCase();
      const byProduct = new Map<number, typeof all>();
      for (const a of all) {
        if (search && !a.productName.toLowerCase().includes(search)) continue;
        byProduct.set(a.productId, [...(byProduct.get(a.productId) ?? []), a]);
      }
      const slots = await timeSlots(app.db, all, date, l.timeZone);
      const data = [...byProduct.entries()].map(([productId, acts]) => {
        const mine = slots.filter((s) => acts.some((a) => a.id === s.activityId) && !s.started);
        // Unlimited when any start is; else the places left over the day's starts (spec/3 §3).
        const slotsRemaining = mine.some((s) => s.slotsRemaining === null)
          ? null
          : mine.reduce((n, s) => n + Math.max(0, s.slotsRemaining ?? 0), 0);
        return {
          productId,
          name: acts[0]!.productName,
          priceCents: acts[0]!.priceCents,
          activities: acts,
          slotsRemaining,
        };
      });
      return { data };
    },
  );
  const slotQuery = query({ activityId: Id, date: IsoDate });
  for (const path of ['/booking-manager/bookings/activity/time-slots', '/booking-manager/products-time-slots']) {
    app.get(path, { schema: { querystring: slotQuery }, preHandler: view(MANAGER) }, async (request) => {
      const q = request.query as { activityId: number; date: string };
      const a = await activityOf(app.db, mc(request), q.activityId);
      if (!a) throw bookingNotFound();
      const l = (await locationOf(app.db, mc(request), { id: a.locationId }))!;
      return { data: await timeSlots(app.db, [a], q.date, l.timeZone) };
    });
  }
  app.get(
    '/booking-manager/bookings/activity/days-availability',
    { schema: { querystring: query({ activityId: Id, month: Month }) }, preHandler: view(MANAGER) },
    async (request) => {
      const q = request.query as { activityId: number; month: string };
      const a = await activityOf(app.db, mc(request), q.activityId);
      if (!a) throw bookingNotFound();
      const l = (await locationOf(app.db, mc(request), { id: a.locationId }))!;
      return { data: await daysAvailability(app.db, a, q.month, l.timeZone) };
    },
  );
  app.get(
    '/booking-manager/holders',
    { schema: { querystring: query({ search: PAGING_QUERY.search }) }, preHandler: view(MANAGER) },
    async (request) => {
      const search = ((request.query as { search?: string }).search ?? '').trim();
      const like = containsPattern(search);
      const rows = await queryRows<{ id: number }>(
        app.db,
        sql`select id, first_name as "firstName", last_name as "lastName", email, phone from guests
            where master_client_id = ${mc(request)} and (${search} = '' or first_name ilike ${like} or last_name ilike ${like}
              or email ilike ${like} or (first_name || ' ' || last_name) ilike ${like} or phone like ${like})
            order by last_name, first_name, id limit 20`,
      );
      return { data: rows.map((r) => ({ ...r, id: Number(r.id) })) };
    },
  );
  app.get(
    '/booking-manager/bookings/get-booking-pay-status',
    { schema: { querystring: query({ bookingId: Id }) }, preHandler: view(MANAGER) },
    async (request) => {
      const d = await detailOf(app.db, mc(request), (request.query as { bookingId: number }).bookingId);
      return { data: { isFullyPaid: d.isFullyPaid } };
    },
  );
  app.get('/booking-manager/stripe', { schema: { querystring: query({}) }, preHandler: view(MANAGER) }, async () => ({
    data: { enabled: card !== null, publishableKey: card ? (process.env.STRIPE_PUBLISHABLE_KEY ?? '') : '' },
  }));
  app.get(
    '/booking-manager/current-payment-method',
    { schema: { querystring: query({}) }, preHandler: view(MANAGER) },
    async () => ({
      data: { paymentMethod: card ? 'STRIPE' : 'IN_VENUE' },
    }),
  );

  // ── The bookings list (menu 116) ────────────────────────────────────────────────────────
  app.get(
    '/booking-manager/bookings',
    {
      schema: {
        querystring: query({
          ...PAGING_QUERY,
          location: Type.Optional(LocationCode),
          category: Type.Optional(Id),
          bookingDate: Type.Optional(Type.String({ maxLength: 10 })),
          startDate: Type.Optional(Type.String({ maxLength: 10 })),
          checked: Type.Optional(Type.Boolean()),
          state: Type.Optional(Type.Union([Type.Literal('BOOKED'), Type.Literal('CANCELLED')])),
          role: Type.Optional(Id),
          membership: Type.Optional(Type.Union(MEMBERSHIP_STATUSES.map((m) => Type.Literal(m)))),
          guestSegment: Type.Optional(Id),
          // The page after this booking, with no total: exports read the whole list this way.
          after: Type.Optional(Id),
        }),
      },
      preHandler: view(LIST),
    },
    async (request) => {
      const q = request.query as Record<string, never>;
      const data = await listBookings(app.db, mc(request), {
        search: q.search,
        locationCode: q.location,
        category: q.category,
        bookingDate: q.bookingDate,
        startDate: q.startDate,
        checked: q.checked,
        state: q.state,
        role: q.role,
        membership: q.membership,
        guestSegment: q.guestSegment,
        page: q.page ?? 0,
        rowsPerPage: q.rowsPerPage ?? 25,
        after: q.after,
      });
      return { data };
    },
  );
  app.get(
    '/booking-manager/bookings/detail',
    { schema: { querystring: query({ bookingId: Id }) }, preHandler: detailView(LIST) },
    async (request) => ({
      data: await detailOf(app.db, mc(request), (request.query as { bookingId: number }).bookingId),
    }),
  );
  app.get(
    '/booking-manager/bookings/filters',
    { schema: { querystring: query({}) }, preHandler: view(LIST) },
    async (request) => {
      const locations = await queryRows(
        app.db,
        sql`select code, name from locations where master_client_id = ${mc(request)} and ${pickableLocationSql()}
          order by name`,
      );
      const categories = await queryRows(
        app.db,
        sql`select id, name from product_categories where master_client_id = ${mc(request)} order by name`,
      );
      // The roles staff of this master client hold, its own and the shared ones (Director).
      const roles = await queryRows(
        app.db,
        sql`select id, name from roles where master_client_id = ${mc(request)}
              or id in (select role_id from user_roles where master_client_id = ${mc(request)})
            order by lower(name), id`,
      );
      return {
        data: {
          locations,
          categories,
          roles,
          states: ['BOOKED', 'CANCELLED'],
          memberships: MEMBERSHIP_STATUSES.map((m) => ({ value: m, label: message(MEMBERSHIP_LABELS[m]) })),
        },
      };
    },
  );
  // The guest-segment filter's lookup (spec/3 §2): the segments of a location and those for all
  // locations, narrowed by an optional search; the list's own permission, not marketing's.
  app.get(
    '/booking-manager/bookings/guest-segments',
    {
      schema: {
        querystring: query({
          locationCode: Type.Optional(LocationCode),
          search: PAGING_QUERY.search,
          page: PAGING_QUERY.page,
          rowsPerPage: PAGING_QUERY.rowsPerPage,
        }),
      },
      preHandler: view(LIST),
    },
    async (request) => {
      const q = request.query as { locationCode?: string; search?: string; page?: number; rowsPerPage?: number };
      const found = await listSegments(
        app.db,
        mc(request),
        paging({ ...q, rowsPerPage: q.rowsPerPage ?? SEGMENT_LOOKUP_SIZE }),
        q.locationCode || undefined,
      );
      return {
        data: {
          data: found.data.map((s) => ({ id: s.id, name: s.name, locationName: s.locationName })),
          hasMore: (found.page + 1) * found.rowsPerPage < found.total,
        },
      };
    },
  );

  // ── Booking actions (POST /booking-manager/…) ───────────────────────────────────────────
  app.post(
    '/booking-manager/bookings',
    { schema: { querystring: query({}), body: body(CreateBody) }, preHandler: requireModule(MANAGER, Flag.add) },
    async (request) => {
      const b = request.body as {
        locationCode: string;
        activityId: number;
        date: string;
        startTime: string;
        guests: number;
        holderId: number;
        offerings?: { productId?: number; name: string; quantity: number; unitPrice: string | number }[];
        sendConfirmation?: boolean;
        payment?: { amount: string | number; method: 'CASH' | 'CARD_TERMINAL' | 'VOUCHER'; idempotencyKey: string };
      };
      const offerings = (b.offerings ?? []).map((o) => ({ ...o, unitCents: centsOf(o.unitPrice, 'offerings') }));
      return tx(async (db) => {
        const created = await createBooking(db, mc(request), currentUser(request).id, { ...b, offerings });
        if (b.payment) {
          await takePayment(db, mc(request), inVenueProcessor, {
            bookingId: created.id,
            amountCents: centsOf(b.payment.amount),
            method: b.payment.method,
            idempotencyKey: b.payment.idempotencyKey,
            userId: currentUser(request).id,
          });
        }
        if (b.sendConfirmation && created.holder.email)
          await sendConfirmation(db, app.jobs, mc(request), created.id, app.config.publicUrl);
        const booking = await detailOf(db, mc(request), created.id);
        return {
          data: {
            confirmationCode: created.confirmationCode,
            message: message('bookings.done.created', { code: created.confirmationCode }),
            booking,
          },
        };
      });
    },
  );
  const simple = <B extends object>(
    path: string,
    props: B,
    text: Parameters<typeof message>[0],
    // biome-ignore lint/suspicious/noExplicitAny: the body as ajv checked it against `props`.
    run: (db: Executor, masterClientId: number, b: any, request: FastifyRequest) => Promise<unknown>,
  ) =>
    app.post(
      path,
      { schema: { querystring: query({}), body: body({ bookingId: Id, ...props }) }, preHandler: act },
      async (request) => {
        const b = request.body as { bookingId: number };
        return tx(async (db) => {
          await run(db, mc(request), b, request);
          return done(db, mc(request), b.bookingId, text);
        });
      },
    );

  simple('/booking-manager/bookings/cancel', {}, 'bookings.done.canceled', async (db, m, b) => {
    await cancelBooking(db, m, b.bookingId);
    await sendBookingMessage(db, app.jobs, m, 'cancelled', b.bookingId, app.config.publicUrl);
  });
  simple('/booking-manager/bookings/confirmation-email', {}, 'bookings.done.confirmationSent', (db, m, b) =>
    sendConfirmation(db, app.jobs, m, b.bookingId, app.config.publicUrl),
  );
  simple(
    '/booking-manager/bookings/take-payment',
    {
      amount: Amount,
      method: Method,
      idempotencyKey: Key,
      paymentMethodId: Type.Optional(Type.String({ maxLength: 100 })),
      // A payment intent the card form confirmed (the intent flow): recorded once Stripe says it succeeded.
      paymentIntentId: Type.Optional(Type.String({ pattern: '^pi_[A-Za-z0-9_]{1,100}$' })),
    },
    'bookings.done.paid',
    (db, m, b, request) => {
      // The body schema admits only core's PAYMENT_METHODS.
      const method = b.method as PaymentMethod;
      const intent = b.paymentIntentId as string | undefined;
      const processor =
        method !== 'CARD'
          ? inVenueProcessor
          : intent && options.intents && card
            ? confirmedIntentProcessor(options.intents, card, intent, {
                bookingId: String(b.bookingId),
                masterClientId: String(m),
              })
            : card;
      if (!processor) throw refused('method', 'bookings.error.processorUnavailable');
      return takePayment(db, m, processor, {
        bookingId: b.bookingId,
        amountCents: centsOf(b.amount),
        method,
        idempotencyKey: b.idempotencyKey,
        paymentMethodId: b.paymentMethodId,
        userId: currentUser(request).id,
      });
    },
  );
  simple(
    '/booking-manager/update-guests',
    { guests: Type.Integer({ minimum: 0, maximum: 100_000 }) },
    'bookings.done.saved',
    (db, m, b) => updateGuests(db, m, b.bookingId, b.guests),
  );
  simple('/booking-manager/bookings/update-amount', { amount: Amount }, 'bookings.done.saved', (db, m, b) =>
    updateAmount(db, m, b.bookingId, centsOf(b.amount)),
  );
  // A code or live deal on a booking already made, with the rules of one applied when booking.
  simple(
    '/booking-manager/bookings/apply-discount',
    { discountCode: Type.Optional(Type.String({ maxLength: 30 })), dealId: Type.Optional(Id) },
    'deskPricing.done.discountApplied',
    (db, m, b) => applyDeskDiscount(db, m, b.bookingId, b),
  );
  simple('/booking-manager/remove-offering', { offeringId: Id }, 'bookings.done.saved', (db, m, b) =>
    removeOffering(db, m, b.bookingId, b.offeringId),
  );
  simple('/booking-manager/select-holder', { holderId: Id }, 'bookings.done.saved', (db, m, b) =>
    selectHolder(db, m, b.bookingId, b.holderId),
  );

  // ── Booking customers (GET, POST, POST delete /club-booking/customers) ─────────────────
  app.get(
    '/club-booking/customers',
    {
      schema: { querystring: query({ bookingId: Id, location: Type.Optional(LocationCode) }) },
      preHandler: detailView(MANAGER),
    },
    async (request) => {
      const id = (request.query as { bookingId: number }).bookingId;
      await detailOf(app.db, mc(request), id);
      return { data: { rows: await bookingCustomersOf(app.db, mc(request), id) } };
    },
  );
  for (const [path, write] of [
    ['/club-booking/customers', addCustomers],
    ['/club-booking/customers/delete', removeCustomers],
  ] as const) {
    app.post(
      path,
      { schema: { querystring: query({}), body: body(CustomersBody) }, preHandler: act },
      async (request) => {
        const b = request.body as { bookingId: number; custIds: number[] };
        return tx(async (db) => {
          await write(db, mc(request), b.bookingId, b.custIds);
          return {
            data: {
              message: message('bookings.done.saved'),
              rows: await bookingCustomersOf(db, mc(request), b.bookingId),
            },
          };
        });
      },
    );
  }

  await localizationRoutes(app);
  await payLinkRoutes(app, { card });
  await stripeIntentRoutes(app, { intents: options.intents ?? null, centsOf });
  await deskRoutes(app);
  await deskGuestRoutes(app);
  await setupRoutes(app);
}
