/**
 * The location-scoped lists of club booking and the kiosk (spec/3 §7): product offerings online
 * and at the kiosk, lightning deals, booking discounts, notifications and deals, and the lookups
 * their forms use (products sold at the location, schedulable or not; available spaces; kiosk
 * categories and products; deals' product types, deal types, deal data and upsells list).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ClubModule } from '@marquee/core/club/access';
import { CLUB_FIXED_LOOKUPS } from '@marquee/core/club/lookups';
import {
  type Channel,
  OFFERING_REMOVED,
  OFFERING_SAVED,
  ProductOffering,
  ProductOfferingInput,
  validateOffering,
} from '@marquee/core/club/offerings';
import {
  BookingDiscount,
  BookingDiscountInput,
  ClubDeal,
  ClubDealInput,
  ClubNotification,
  ClubNotificationInput,
  LightningDeal,
  LightningDealInput,
  validateBookingDiscount,
  validateDeal,
  validateLightningDeal,
  validateNotification,
} from '@marquee/core/club/promotions';
import { CLUB_LIST_SORTS } from '@marquee/core/club/listSorts';
import { Id } from '@marquee/core/resources/types';
import type { FastifyInstance } from 'fastify';
import { type TProperties, type TSchema, Type } from 'typebox';
import type { Executor } from '../../db/client.ts';
import {
  categoriesHere,
  listOfferings,
  productsHere,
  removeOfferings,
  saveOffering,
} from '../../repositories/clubbooking/offerings.ts';
import type { Place } from '../../repositories/clubbooking/place.ts';
import { removeScoped } from '../../repositories/clubbooking/scoped.ts';
import {
  listBookingDiscounts,
  listDeals,
  listLightningDeals,
  listNotifications,
  offeringProductTypes,
  saveBookingDiscount,
  saveDeal,
  saveLightningDeal,
  saveNotification,
  TABLES,
} from '../../repositories/clubbooking/promotions.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';
import { guard, LocationCode, registerLocationList, scopeOf } from './locationList.ts';

const Option = Type.Object({ value: Type.String(), label: Type.String() });
const ProductChoice = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  isSchedulable: Type.Boolean(),
  price: Type.Union([Type.String(), Type.Null()]),
  capacity: Type.Union([Type.Integer(), Type.Null()]),
});
const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

type LookupSpec = {
  path: string;
  module: ClubModule;
  query?: TProperties;
  response: TSchema;
} & (
  | {
      needsPlace?: true;
      load: (db: Executor, mc: number, place: Place, query: Record<string, unknown>) => Promise<unknown> | unknown;
    }
  /** A fixed list: no location, nothing read. */
  | { needsPlace: false; load: () => unknown }
);

function registerLookup(fastify: FastifyInstance, spec: LookupSpec) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const placed = spec.needsPlace ?? true;
  app.get(
    spec.path,
    {
      schema: {
        querystring: Type.Object({
          ...MASTER_CLIENT_QUERY,
          src: Type.Optional(Type.Literal('lookup')),
          ...(placed ? { locationCode: LocationCode } : {}),
          ...(spec.query ?? {}),
        }),
        response: envelopeOf(spec.response),
      },
      preHandler: guard(spec.module, 'view'),
    },
    async (request) => {
      const query = request.query as Record<string, unknown> & { locationCode: string };
      if (spec.needsPlace === false) return { data: spec.load() };
      const { mc, place } = await scopeOf(app.db, request, query.locationCode);
      return { data: await spec.load(app.db, mc, place, query) };
    },
  );
}

const fixed = (path: keyof typeof CLUB_FIXED_LOOKUPS) => () => CLUB_FIXED_LOOKUPS[path];

function offeringRoutes(app: FastifyInstance, channel: Channel) {
  const booking = channel === 'BOOKING';
  const module: ClubModule = booking ? 'productOfferings' : 'kiosk';
  const base = booking ? '/club-booking' : '/club-kiosk';
  registerLocationList(app, {
    path: `${base}/product-offerings`,
    sorts: CLUB_LIST_SORTS.offerings,
    module,
    entity: booking ? 'club_offerings' : 'club_kiosk_offerings',
    row: ProductOffering,
    input: ProductOfferingInput,
    validate: (input) => validateOffering(input, channel),
    list: (db, mc, place, window) => listOfferings(db, mc, place, channel, undefined, window),
    read: (db, mc, place, ids) => listOfferings(db, mc, place, channel, ids),
    save: (tx, mc, place, input) => saveOffering(tx, mc, place, channel, input),
    remove: (tx, mc, place, ids) => removeOfferings(tx, mc, place, channel, ids),
    saved: OFFERING_SAVED[channel],
    removed: OFFERING_REMOVED[channel],
  });
  for (const [suffix, schedulable] of [
    ['schedulable-products', true],
    ['non-schedulable-products', false],
  ] as const) {
    registerLookup(app, {
      path: `${base}/product-offering/${suffix}`,
      module,
      response: Type.Array(ProductChoice),
      load: (db, mc, place) => productsHere(db, mc, place, schedulable),
    });
  }
}

export async function clubListRoutes(app: FastifyInstance) {
  offeringRoutes(app, 'BOOKING');
  offeringRoutes(app, 'KIOSK');
  for (const path of [
    'product-offering-types',
    'product-offering-price-types',
    'product-offering-deposit-types',
    'product-offering-quantity-types',
  ] as const) {
    registerLookup(app, {
      path: `/club-booking/${path}`,
      module: 'productOfferings',
      response: Type.Array(Option),
      needsPlace: false,
      load: fixed(path),
    });
  }
  registerLookup(app, {
    path: '/club-booking/product-offering-products',
    module: 'productOfferings',
    response: Type.Array(ProductChoice),
    load: (db, mc, place) => productsHere(db, mc, place, null),
  });
  // Guests (or items) one slot of a schedulable product takes by default: its reservation capacity.
  registerLookup(app, {
    path: '/club-booking/product-offerings/available-spaces',
    module: 'productOfferings',
    query: { productId: Id },
    response: Type.Object({ productId: Type.Integer(), spaces: Type.Union([Type.Integer(), Type.Null()]) }),
    load: async (db, mc, place, q) => {
      const product = (await productsHere(db, mc, place, null)).find((p) => p.id === q.productId);
      return { productId: Number(q.productId), spaces: product?.capacity ?? null };
    },
  });
  // The categories the settings' category section may show online.
  registerLookup(app, {
    path: '/club-booking/categories',
    module: 'settings',
    response: Type.Array(Named),
    load: (db, mc, place) => categoriesHere(db, mc, place),
  });
  registerLookup(app, {
    path: '/kiosk-categories',
    module: 'kiosk',
    response: Type.Array(Named),
    load: (db, mc, place) => categoriesHere(db, mc, place),
  });
  registerLookup(app, {
    path: '/kiosk-products',
    module: 'kiosk',
    response: Type.Array(ProductChoice),
    load: (db, mc, place) => productsHere(db, mc, place, null),
  });

  registerLocationList(app, {
    path: '/club-booking/lightning-deals',
    sorts: CLUB_LIST_SORTS.lightningDeals,
    entity: 'club_lightning_deals',
    read: (db, mc, place, ids) => listLightningDeals(db, mc, place, ids),
    module: 'lightningDeals',
    row: LightningDeal,
    input: LightningDealInput,
    validate: validateLightningDeal,
    list: (db, mc, place, window) => listLightningDeals(db, mc, place, undefined, window),
    save: saveLightningDeal,
    remove: (tx, mc, place, ids) => removeScoped(tx, TABLES.lightningDeals, mc, place, ids),
    saved: 'club.lightningDeals.saved',
    removed: 'club.lightningDeals.removed',
  });
  registerLocationList(app, {
    path: '/club-booking/discounts',
    sorts: CLUB_LIST_SORTS.bookingDiscounts,
    entity: 'club_booking_discounts',
    read: (db, mc, place, ids) => listBookingDiscounts(db, mc, place, ids),
    module: 'discounts',
    row: BookingDiscount,
    input: BookingDiscountInput,
    validate: validateBookingDiscount,
    list: (db, mc, place, window) => listBookingDiscounts(db, mc, place, undefined, window),
    save: saveBookingDiscount,
    remove: (tx, mc, place, ids) => removeScoped(tx, TABLES.bookingDiscounts, mc, place, ids),
    saved: 'club.discounts.saved',
    removed: 'club.discounts.removed',
  });
  registerLocationList(app, {
    path: '/club-booking/notifications',
    sorts: CLUB_LIST_SORTS.notifications,
    entity: 'club_notifications',
    read: (db, mc, place, ids) => listNotifications(db, mc, place, ids),
    module: 'notifications',
    row: ClubNotification,
    input: ClubNotificationInput,
    validate: validateNotification,
    list: (db, mc, place, window) => listNotifications(db, mc, place, undefined, window),
    save: saveNotification,
    remove: (tx, mc, place, ids) => removeScoped(tx, TABLES.clubNotifications, mc, place, ids),
    saved: 'club.notifications.saved',
    removed: 'club.notifications.removed',
  });
  registerLocationList(app, {
    path: '/club-booking/deals',
    sorts: CLUB_LIST_SORTS.deals,
    entity: 'club_deals',
    read: (db, mc, place, ids) => listDeals(db, mc, place, ids),
    module: 'deals',
    row: ClubDeal,
    input: ClubDealInput,
    validate: validateDeal,
    list: (db, mc, place, window) => listDeals(db, mc, place, undefined, undefined, window),
    save: saveDeal,
    remove: (tx, mc, place, ids) => removeScoped(tx, TABLES.clubDeals, mc, place, ids),
    saved: 'club.deals.saved',
    removed: 'club.deals.removed',
  });
  registerLookup(app, {
    path: '/club-booking/deals/product-types',
    module: 'deals',
    response: Type.Array(Named),
    load: offeringProductTypes,
  });
  registerLookup(app, {
    path: '/club-booking/deals/deal-types',
    module: 'deals',
    response: Type.Array(Option),
    needsPlace: false,
    load: fixed('deals/deal-types'),
  });
  // The offerings a deal can name (its form's data).
  registerLookup(app, {
    path: '/club-booking/deals/deal-data',
    module: 'deals',
    response: Type.Array(Named),
    load: async (db, mc, place) =>
      (await listOfferings(db, mc, place, 'BOOKING')).map((o) => ({ id: o.id, name: o.productName })),
  });
  // The offerings a lightning deal or a discount can name, under their own screens' flags.
  for (const [path, module] of [
    ['/club-booking/lightning-deals/offerings', 'lightningDeals'],
    ['/club-booking/discounts/offerings', 'discounts'],
  ] as const) {
    registerLookup(app, {
      path,
      module,
      response: Type.Array(Named),
      load: async (db, mc, place) =>
        (await listOfferings(db, mc, place, 'BOOKING')).map((o) => ({ id: o.id, name: o.productName })),
    });
  }
  // The zone the lightning-deal form reads and shows its times in (the location's).
  registerLookup(app, {
    path: '/club-booking/lightning-deals/time-zone',
    module: 'lightningDeals',
    response: Type.Object({ timeZone: Type.String() }),
    load: (_db, _mc, place) => ({ timeZone: place.timeZone }),
  });
  // What to suggest with one offering: its enabled deals.
  registerLookup(app, {
    path: '/club-booking/deals/upsells-list',
    module: 'deals',
    query: { offeringId: Type.Optional(Id) },
    response: Type.Array(ClubDeal),
    load: async (db, mc, place, q) =>
      (await listDeals(db, mc, place, undefined, q.offeringId as number | undefined)).filter((d) => d.enabled),
  });
}
