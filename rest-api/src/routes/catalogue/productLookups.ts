/**
 * The product editor's lookups (spec/3 §7 "Lookups", and POST vendors-intersection and ping of
 * "Catalogue"), behind the VIEW of the products screen (menu index 4) whose form asks them.
 * `locations` is a comma-separated list of location codes: absent, every row; given, the rows
 * linked to any of those locations of the caller's master client.
 */
import { ProductKindSchema } from '@marquee/core/catalogue/product';
import { MAX_IDS_PER_LIST } from '@marquee/core/constants';
import { menuItems } from '@marquee/core/menu';
import { Flag } from '@marquee/core/permissions';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { slideLiveSession } from '../../repositories/sessions.ts';
import {
  AVAILABLE_FROM,
  AVAILABLE_TO,
  blockedAccessOptions,
  categoryOptions,
  DAYS_AVAILABLE,
  entitlementPackageOptions,
  priceLevelOptions,
  productModifierOptions,
  productTypeOptions,
  vendorOptions,
  vendorsAtEvery,
} from '../../repositories/catalogue/productLookups.ts';
import { schedulingEventOptions, schedulingResourceOptions } from '../../repositories/bookings/productScheduling.ts';
import { envelopeOf, MASTER_CLIENT_QUERY, registerLookups } from '../../resources/register.ts';
import { LocationIds, locationIdsOf, Option, PlacedOption } from './options.ts';

const PRODUCTS_MENU = menuItems().find((i) => i.id === 'products')!.index!;

/** `locations=FZD,FZO`: location codes. */
const LocationCodes = { locations: Type.Optional(Type.String({ maxLength: MAX_IDS_PER_LIST * 21 })) };
const codesOf = (q: Record<string, unknown>) =>
  typeof q.locations === 'string'
    ? q.locations
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean)
    : undefined;

const Time = Type.Object({ id: Type.Integer(), name: Type.String(), time: Type.String() });

const Placed = {
  enabled: Type.Boolean(),
  locationId: Type.Integer(),
  locationCode: Type.String(),
  locationName: Type.String(),
};
const SchedulingResource = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.String(),
  places: Type.Union([Type.Integer(), Type.Null()]),
  ...Placed,
});
const SchedulingEvent = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  productId: Type.Integer(),
  productName: Type.String(),
  online: Type.Boolean(),
  ...Placed,
  resources: Type.Array(Option),
});

export async function productLookupRoutes(app: FastifyInstance) {
  registerLookups(app, requireModule(PRODUCTS_MENU, Flag.view), [
    { path: '/vendor', response: Type.Array(Option), load: vendorOptions },
    {
      // Vendors delivering to every one of the product's locations.
      path: '/catalog-management/vendors-intersection',
      methods: ['POST'],
      body: LocationIds,
      response: Type.Array(Option),
      load: (db, mc, q) => vendorsAtEvery(db, mc, locationIdsOf(q)),
    },
    {
      path: '/category',
      query: LocationCodes,
      response: Type.Array(PlacedOption),
      load: (db, mc, q) => categoryOptions(db, mc, codesOf(q)),
    },
    {
      path: '/product-type',
      response: Type.Array(
        Type.Object({
          id: Type.Integer(),
          name: Type.String(),
          isSchedulable: Type.Boolean(),
          kind: ProductKindSchema,
        }),
      ),
      load: productTypeOptions,
    },
    { path: '/price-level', response: Type.Array(Option), load: priceLevelOptions },
    {
      path: '/product-modifiers',
      query: LocationCodes,
      response: Type.Array(
        Type.Object({
          id: Type.Integer(),
          name: Type.String(),
          groupName: Type.String(),
          price: Type.String(),
          locationIds: Type.Array(Type.Integer()),
        }),
      ),
      load: (db, mc, q) => productModifierOptions(db, mc, codesOf(q)),
    },
    { path: '/blocked-access', response: Type.Array(Option), load: blockedAccessOptions },
    {
      path: '/entitlement-packages',
      response: Type.Array(
        Type.Object({
          id: Type.Integer(),
          name: Type.String(),
          durationMinutes: Type.Union([Type.Integer(), Type.Null()]),
        }),
      ),
      load: entitlementPackageOptions,
    },
    {
      // The resources a reservation product can be sold on (the editor's reservation section).
      path: '/products-scheduling-resources',
      query: { ...LocationCodes, search: Type.Optional(Type.String({ maxLength: 200 })) },
      response: Type.Array(SchedulingResource),
      load: (db, mc, q) =>
        schedulingResourceOptions(db, mc, {
          codes: codesOf(q),
          search: typeof q.search === 'string' ? q.search : undefined,
        }),
    },
    {
      // The activities selling products; `productId`: only the product's (the ones it is sold through).
      path: '/products-scheduling-events',
      query: { ...LocationCodes, productId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })) },
      response: Type.Array(SchedulingEvent),
      load: (db, mc, q) =>
        schedulingEventOptions(db, mc, {
          codes: codesOf(q),
          productId: typeof q.productId === 'number' ? q.productId : undefined,
        }),
    },
    { path: '/days-available', response: Type.Array(Option), load: async () => DAYS_AVAILABLE },
    { path: '/available-from', response: Type.Array(Time), load: async () => AVAILABLE_FROM },
    { path: '/available-to', response: Type.Array(Time), load: async () => AVAILABLE_TO },
  ]);

  // The product editor's keep-alive while a long form is open: slides the session as POST /ping
  // does, for a caller who may view products in the selected master client (as the editor needs).
  app.post(
    '/catalog-management/ping',
    {
      preHandler: requireModule(PRODUCTS_MENU, Flag.view),
      schema: {
        querystring: Type.Object(MASTER_CLIENT_QUERY),
        response: envelopeOf(Type.Object({ expiresIn: Type.Integer() })),
      },
    },
    async (request) => {
      requireMasterClient(request);
      const ttl = app.config.sessionTtlSeconds;
      if (request.sessionTokenHash) await slideLiveSession(app.db, request.sessionTokenHash, ttl, 0, app.config.now());
      return { data: { expiresIn: ttl } };
    },
  );
}
