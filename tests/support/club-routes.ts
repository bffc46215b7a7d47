/**
 * Club booking's and the kiosk's REST routes for tests/cross-tenant.test.ts's route table
 *: per route, a call within master client A and the same call naming B's location by
 * its code (404), or B's row within A's location (404), or B's offering in a body (400 or 404).
 * `prepareClubFixtures` finds a seeded location of A and of B, and makes in B one row of every
 * list, once; each sample makes what it consumes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import { defaultOnlineBookingSettings } from '../../core/src/club/settings.ts';
import { pngDataUrl } from './products.ts';
import type { Method } from './rest.ts';

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}
interface Place {
  code: string;
  id: number;
  /** An online offering, a product sold there not offered at the kiosk, and a category offered there. */
  offeringId: number;
  kioskProductId: number;
  categoryId: number;
  rows: Record<string, number>;
}

let db: Db;
let a: number;
let own: Place;
let foreign: Place;
/** A stored-image path of master client B, which A's booking settings must not name. */
let foreignImage: string;

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db, query))[0]!;

async function placeOf(mc: number): Promise<Place> {
  const loc = await one<{ id: number; code: string }>(
    sql`select l.id, l.code from locations l where l.master_client_id = ${mc}
        and exists (select 1 from club_offerings o where o.location_id = l.id and o.channel = 'BOOKING')
        and exists (select 1 from product_category_locations c where c.location_id = l.id)
        order by l.id limit 1`,
  );
  const id = Number(loc.id);
  const offerings = await queryRows<{ id: number }>(
    db,
    sql`select id from club_offerings where location_id = ${id} and channel = 'BOOKING' order by id limit 2`,
  );
  const kiosk = await one<{ id: number }>(
    sql`select p.id from products p join product_locations pl on pl.product_id = p.id and pl.location_id = ${id}
        where p.id not in (select product_id from club_offerings where location_id = ${id} and channel = 'KIOSK')
        order by p.id limit 1`,
  );
  const category = await one<{ id: number }>(
    sql`select product_category_id as id from product_category_locations where location_id = ${id} limit 1`,
  );
  return {
    code: loc.code,
    id,
    offeringId: Number(offerings[0]!.id),
    kioskProductId: Number(kiosk.id),
    categoryId: Number(category.id),
    rows: { second: Number(offerings[1]?.id ?? offerings[0]!.id) },
  };
}

/** A product sold at `p` that is not yet offered there on `channel`. */
const freeProduct = async (p: Place, channel: 'BOOKING' | 'KIOSK') =>
  Number(
    (
      await one<{ id: number }>(
        sql`select p.id from products p join product_locations pl on pl.product_id = p.id and pl.location_id = ${p.id}
            where p.id not in (select product_id from club_offerings where location_id = ${p.id} and channel = ${channel})
            order by p.id desc limit 1`,
      )
    ).id,
  );

/** One new row of every list at `p`, answered by list path. */
async function rowsAt(mc: number, p: Place): Promise<Record<string, number>> {
  const insert = async (query: ReturnType<typeof sql>) => Number((await one<{ id: number }>(query)).id);
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  const offering = (channel: 'BOOKING' | 'KIOSK', productId: number) =>
    insert(
      sql`insert into club_offerings (master_client_id, location_id, channel, product_id, offering_type, price_type,
            deposit_type, quantity_type, category_id)
          values (${mc}, ${p.id}, ${channel}, ${productId}, 'ADD_ON', 'PER_PERSON', 'NONE', 'PER_ITEM',
            ${channel === 'KIOSK' ? p.categoryId : null})
          returning id`,
    );
  return {
    '/club-booking/product-offerings': await offering('BOOKING', await freeProduct(p, 'BOOKING')),
    '/club-kiosk/product-offerings': await offering('KIOSK', await freeProduct(p, 'KIOSK')),
    '/club-booking/lightning-deals': await insert(
      sql`insert into club_lightning_deals (master_client_id, location_id, offering_id, name, cut_type, cut_value, starts_at, ends_at)
          values (${mc}, ${p.id}, ${p.offeringId}, 'Cross', 'PERCENT', 1000, now(), now() + interval '1 day') returning id`,
    ),
    '/club-booking/discounts': await insert(
      sql`insert into club_booking_discounts (master_client_id, location_id, code, cut_type, cut_value)
          values (${mc}, ${p.id}, ${`X${tag}`}, 'AMOUNT', 500) returning id`,
    ),
    '/club-booking/notifications': await insert(
      sql`insert into club_notifications (master_client_id, location_id, kind, channel, offset_minutes, template)
          values (${mc}, ${p.id}, 'REMINDER', 'SMS', 60, 'Hi') returning id`,
    ),
    '/club-booking/deals': await insert(
      sql`insert into club_deals (master_client_id, location_id, deal_type, offering_id, upsell_offering_id)
          values (${mc}, ${p.id}, 'UPSELL', ${p.offeringId}, ${p.rows.second}) returning id`,
    ),
  };
}

export async function prepareClubFixtures(database: Db, mcA: number, mcB: number): Promise<void> {
  db = database;
  a = mcA;
  own = await placeOf(mcA);
  foreign = await placeOf(mcB);
  foreignImage = `/images/clients/${mcB}/${'b'.repeat(64)}.png`;
  foreign.rows = { ...foreign.rows, ...(await rowsAt(mcB, foreign)) };
}

const NOT_FOUND = [404] as const;
const REFUSED = [400, 404] as const;
const tenant = (
  sample: () => Call | Promise<Call>,
  foreignCases: () => { call: Call; status: readonly number[] }[],
) => ({
  kind: 'tenant' as const,
  sample,
  foreign: foreignCases,
});
const self = (url: string) => ({ kind: 'self' as const, sample: () => ({ method: 'GET' as const, url }) });
/** A GET taking the location's code as `param`: B's code answers 404. */
const placed = (path: string, param = 'locationCode', extra = '') =>
  tenant(
    () => ({ method: 'GET', url: `${path}?${param}=${own.code}${extra}` }),
    () => [{ call: { method: 'GET', url: `${path}?${param}=${foreign.code}${extra}` }, status: NOT_FOUND }],
  );

/** A valid save body of each list at `p` (a new row). */
const bodies: Record<string, (p: Place) => Record<string, unknown>> = {
  '/club-booking/product-offerings': (p) => ({
    locationCode: p.code,
    productId: p.kioskProductId,
    offeringType: 'ACTIVITY',
    priceType: 'PER_BOOKING',
    depositType: 'NONE',
    quantityType: 'PER_GUEST',
    minQuantity: 1,
  }),
  '/club-kiosk/product-offerings': (p) => ({
    locationCode: p.code,
    productId: p.kioskProductId,
    offeringType: 'ADD_ON',
    priceType: 'PER_PERSON',
    depositType: 'NONE',
    quantityType: 'PER_ITEM',
    minQuantity: 1,
    categoryId: p.categoryId,
  }),
  '/club-booking/lightning-deals': (p) => ({
    locationCode: p.code,
    name: 'Cross deal',
    offeringId: p.offeringId,
    cutType: 'PERCENT',
    cutValue: '20',
    startsAt: '2026-12-01T10:00:00Z',
    endsAt: '2026-12-01T12:00:00Z',
  }),
  '/club-booking/discounts': (p) => ({
    locationCode: p.code,
    code: `C${Math.random().toString(36).slice(2, 10)}`,
    cutType: 'PERCENT',
    cutValue: '10',
    offeringIds: [p.offeringId],
  }),
  '/club-booking/notifications': (p) => ({
    locationCode: p.code,
    kind: 'THANK_YOU',
    channel: 'EMAIL',
    offsetMinutes: 60,
    subject: 'Thanks',
    template: 'Thank you!',
  }),
  '/club-booking/deals': (p) => ({
    locationCode: p.code,
    dealType: 'ADD_ON',
    offeringId: p.offeringId,
    upsellOfferingId: p.rows.second,
    headline: 'Add this',
  }),
};
/** The field of each body naming an offering (B's is refused in A's location). */
const OFFERING_FIELD: Record<string, string> = {
  '/club-booking/lightning-deals': 'offeringId',
  '/club-booking/discounts': 'offeringIds',
  '/club-booking/deals': 'offeringId',
};

function listRoutes(path: string) {
  const body = bodies[path]!;
  const offering = OFFERING_FIELD[path];
  return {
    [`GET ${path}`]: placed(path),
    [`GET ${path}/page`]: placed(`${path}/page`, 'locationCode', '&search=a&page=0&rowsPerPage=5'),
    [`POST ${path}`]: tenant(
      async () => {
        // A product is offered once per location and channel: add one not offered yet.
        const channel = path.startsWith('/club-kiosk') ? 'KIOSK' : 'BOOKING';
        const extra = path.endsWith('product-offerings') ? { productId: await freeProduct(own, channel) } : {};
        return { method: 'POST', url: path, body: { ...body(own), ...extra } };
      },
      () => [
        { call: { method: 'POST', url: path, body: body(foreign) }, status: NOT_FOUND },
        // B's row edited through A's location.
        {
          call: { method: 'POST', url: path, body: { ...body(own), id: foreign.rows[path], version: 1 } },
          status: REFUSED,
        },
        ...(offering
          ? [
              {
                call: {
                  method: 'POST' as const,
                  url: path,
                  body: {
                    ...body(own),
                    [offering]: offering === 'offeringIds' ? [foreign.offeringId] : foreign.offeringId,
                  },
                },
                status: REFUSED,
              },
            ]
          : []),
      ],
    ),
    [`DELETE ${path}`]: tenant(
      async () => {
        const rows = await rowsAt(a, own);
        return { method: 'DELETE', url: `${path}?locationCode=${own.code}&ids=${rows[path]}` };
      },
      () => [
        {
          call: { method: 'DELETE', url: `${path}?locationCode=${own.code}&ids=${foreign.rows[path]}` },
          status: NOT_FOUND,
        },
        {
          call: { method: 'DELETE', url: `${path}?locationCode=${foreign.code}&ids=${foreign.rows[path]}` },
          status: NOT_FOUND,
        },
      ],
    ),
  };
}

/** A's own location saved with B's logo: NOT_FOUND, like any row of B. */
function foreignImageSave(path: string) {
  const settings = defaultOnlineBookingSettings();
  settings.branding.logo = foreignImage;
  return {
    call: { method: 'PUT' as Method, url: path, body: { locationCode: own.code, settings, version: 0 } },
    status: NOT_FOUND,
  };
}

function settingsRoutes(path: '/club-booking/settings' | '/club-kiosk/settings') {
  const current = async () =>
    one<{ settings: unknown; version: number }>(
      sql`select settings, version from club_settings where location_id = ${own.id}
          and channel = ${path.startsWith('/club-kiosk') ? 'KIOSK' : 'BOOKING'}`,
    );
  const body = async (code: string) => {
    const row = path === '/club-booking/settings' ? await current() : null;
    if (row) return { locationCode: code, settings: row.settings, version: row.version };
    const { defaultKioskSettings } = await import('../../core/src/club/kiosk.ts');
    const version = Number(
      (
        await queryRows<{ version: number }>(
          db,
          sql`select version from club_settings where location_id = ${own.id} and channel = 'KIOSK'`,
        )
      )[0]?.version ?? 0,
    );
    return { locationCode: code, settings: defaultKioskSettings(), version };
  };
  return {
    [`GET ${path}`]: placed(path),
    [`PUT ${path}`]: tenant(
      async () => ({ method: 'PUT', url: path, body: await body(own.code) }),
      () => [
        {
          call: { method: 'PUT', url: path, body: { locationCode: foreign.code, settings: {}, version: 0 } },
          status: REFUSED,
        },
        ...(path === '/club-booking/settings' ? [foreignImageSave(path)] : []),
      ],
    ),
  };
}

const FIXED = [
  'time-zones',
  'date-formats',
  'number-formats',
  'languages',
  'currencies',
  'convenience-fee-payor',
  'convenience-fee-types',
  'black-out-dates/repeat-options',
  'activity-type-filters',
  'custom-filters',
  'guest-segmentation',
  'product-offering-types',
  'product-offering-price-types',
  'product-offering-deposit-types',
  'product-offering-quantity-types',
  'deals/deal-types',
];

export const CLUB_ROUTES = {
  // The guest shop's data: public, read-only (tests/club-booking.test.ts checks it).
  'GET /shop/:masterClientId/:locationCode': { kind: 'public' as const },
  // Its booking form and booking: public too (tests/shop-booking.test.ts checks them).
  'GET /shop/:masterClientId/:locationCode/offerings/:offeringId': { kind: 'public' as const },
  'POST /shop/:masterClientId/:locationCode/bookings': { kind: 'public' as const },
  ...settingsRoutes('/club-booking/settings'),
  // A file written for the caller's own master client; nothing of B can be named.
  'POST /club-booking/settings/images': tenant(
    () => ({ method: 'POST', url: '/club-booking/settings/images', body: { dataUrl: pngDataUrl(14, 14) } }),
    () => [],
  ),
  ...settingsRoutes('/club-kiosk/settings'),
  ...Object.fromEntries(FIXED.map((p) => [`GET /club-booking/${p}`, self(`/club-booking/${p}`)])),
  'GET /number-of-licenses': self('/number-of-licenses'),
  'GET /payment-processor-settings': placed('/payment-processor-settings', 'location'),
  'GET /club-booking/categories': placed('/club-booking/categories'),
  'GET /kiosk-categories': placed('/kiosk-categories'),
  'GET /kiosk-products': placed('/kiosk-products'),
  'GET /club-booking/product-offering-products': placed('/club-booking/product-offering-products'),
  'GET /club-booking/product-offering/schedulable-products': placed(
    '/club-booking/product-offering/schedulable-products',
  ),
  'GET /club-booking/product-offering/non-schedulable-products': placed(
    '/club-booking/product-offering/non-schedulable-products',
  ),
  'GET /club-kiosk/product-offering/schedulable-products': placed('/club-kiosk/product-offering/schedulable-products'),
  'GET /club-kiosk/product-offering/non-schedulable-products': placed(
    '/club-kiosk/product-offering/non-schedulable-products',
  ),
  'GET /club-booking/product-offerings/available-spaces': tenant(
    () => ({
      method: 'GET',
      url: `/club-booking/product-offerings/available-spaces?locationCode=${own.code}&productId=${own.kioskProductId}`,
    }),
    () => [
      {
        call: {
          method: 'GET',
          url: `/club-booking/product-offerings/available-spaces?locationCode=${foreign.code}&productId=${foreign.kioskProductId}`,
        },
        status: NOT_FOUND,
      },
    ],
  ),
  'GET /club-booking/lightning-deals/offerings': placed('/club-booking/lightning-deals/offerings'),
  'GET /club-booking/lightning-deals/time-zone': placed('/club-booking/lightning-deals/time-zone'),
  'GET /club-booking/discounts/offerings': placed('/club-booking/discounts/offerings'),
  'GET /club-booking/deals/product-types': placed('/club-booking/deals/product-types'),
  'GET /club-booking/deals/deal-data': placed('/club-booking/deals/deal-data'),
  'GET /club-booking/deals/upsells-list': placed('/club-booking/deals/upsells-list'),
  ...listRoutes('/club-booking/product-offerings'),
  ...listRoutes('/club-kiosk/product-offerings'),
  ...listRoutes('/club-booking/lightning-deals'),
  ...listRoutes('/club-booking/discounts'),
  ...listRoutes('/club-booking/notifications'),
  ...listRoutes('/club-booking/deals'),
};
