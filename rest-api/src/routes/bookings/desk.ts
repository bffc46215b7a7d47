/**
 * What the booking manager's desk reads besides the spec's per-activity calls: the days
 * of a month a location can be booked at all (its date pickers mark the others), and the
 * location's add-ons (online offerings of type ADD_ON) a new booking can carry, priced. Both on
 * menu 20's VIEW, so a front desk without the product-offerings screen (menu 22) can still sell
 * add-ons. The New booking dialog's price (a discount code, a live lightning deal) is read here too.
 */
import { amountCents, daysOfMonth, BOOKING_MANAGER_INDEX as MANAGER } from '@marquee/core/bookings/rules';
import { isBookingAddOn } from '@marquee/core/club/offerings';
import { Flag } from '@marquee/core/permissions';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { pricedAddOns } from '../../repositories/bookings/addOns.ts';
import { activitiesAt, activityOf, locationOf } from '../../repositories/bookings/context.ts';
import { deskPrice } from '../../repositories/bookings/deskDiscount.ts';
import { bookingNotFound, refused } from '../../repositories/bookings/errors.ts';
import { daysAvailability } from '../../repositories/bookings/slots.ts';
import { listOfferings } from '../../repositories/clubbooking/offerings.ts';
import { centsOf } from './bookings.ts';
import { body, LocationCode, Month, QuoteBody, query } from './schemas.ts';

export async function deskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const view = requireModule(MANAGER, Flag.view);
  const place = async (masterClientId: number, code: string) => {
    const l = await locationOf(app.db, masterClientId, { code });
    if (!l) throw bookingNotFound();
    return { ...l, id: Number(l.id) };
  };

  // A day is available when any activity of the location has a start left that day (in its zone).
  app.get(
    '/booking-manager/location/days-availability',
    { schema: { querystring: query({ locationCode: LocationCode, month: Month }) }, preHandler: view },
    async (request) => {
      const q = request.query as { locationCode: string; month: string };
      const mc = requireMasterClient(request);
      const l = await place(mc, q.locationCode);
      const activities = await activitiesAt(app.db, mc, l.id);
      const perActivity = await Promise.all(activities.map((a) => daysAvailability(app.db, a, q.month, l.timeZone)));
      const days = daysOfMonth(q.month);
      return {
        data: days.map((date, i) => ({ date, available: perActivity.some((list) => list[i]?.available === true) })),
      };
    },
  );

  // The New booking dialog's price before confirming: list, the live deal, the code (deskDiscount.ts).
  app.post(
    '/booking-manager/bookings/quote',
    { schema: { querystring: query({}), body: body(QuoteBody) }, preHandler: view },
    async (request) => {
      const mc = requireMasterClient(request);
      const b = request.body as {
        locationCode: string;
        activityId: number;
        guests: number;
        offerings?: { productId?: number; name: string; quantity: number; unitPrice: string | number }[];
        discountCode?: string;
        dealId?: number;
      };
      const l = await place(mc, b.locationCode);
      const activity = await activityOf(app.db, mc, b.activityId);
      if (!activity) throw bookingNotFound();
      if (Number(activity.locationId) !== l.id) throw refused('activityId', 'bookings.error.activityNotFound');
      const lines = (b.offerings ?? []).map((o) => ({ ...o, unitCents: centsOf(o.unitPrice, 'offerings') }));
      const addOns = await pricedAddOns(app.db, mc, l, lines);
      const addOnsCents = addOns.reduce((sum, o) => sum + o.quantity * o.unitCents, 0);
      const price = await deskPrice(app.db, mc, l, activity, { ...b, addOnsCents });
      return {
        data: {
          listCents: price.listCents,
          addOnsCents,
          liveDeal: price.liveDeal,
          dealId: price.deal?.id ?? null,
          discountCode: price.discount?.code ?? null,
          discountCents: price.discountCents,
          totalCents: price.totalCents,
        },
      };
    },
  );

  // Enabled online add-ons, each with the price a booking charges: the offering's own, else the product's.
  // Activities and packages are left out: they are booked, not added (addOns.ts refuses them too).
  app.get(
    '/booking-manager/offerings',
    { schema: { querystring: query({ locationCode: LocationCode }) }, preHandler: view },
    async (request) => {
      const mc = requireMasterClient(request);
      const l = await place(mc, (request.query as { locationCode: string }).locationCode);
      const rows = await listOfferings(app.db, mc, l, 'BOOKING');
      return {
        data: rows.filter(isBookingAddOn).map((o) => {
          const unitPrice = (o.price ?? o.productPrice) as string;
          return {
            offeringId: o.id,
            productId: o.productId,
            name: o.productName,
            unitPrice,
            unitCents: amountCents(unitPrice) ?? 0,
            minQuantity: o.minQuantity,
            maxQuantity: o.maxQuantity,
          };
        }),
      };
    },
  );
}
