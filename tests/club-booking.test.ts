/**
 * Club booking and the kiosk at the REST API: the online-booking settings answer the
 * template's defaults until saved, a save is checked (times, colours, numbers, a buffer that is
 * not negative, ranges that do not overlap) and versioned; offerings name products sold at the
 * location; deals need a window that ends after it starts; discount codes are unique per master
 * client; kiosk offerings answer the spec's message; another master client's locations and rows
 * are refused and writing is refused without the right flag, nothing written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB_MODULES } from '../core/src/club/access.ts';
import { WEEKDAYS } from '../core/src/club/settings.ts';
import { SHOP_LOADS_PER_MINUTE } from '../core/src/club/shop.ts';
import type { FlagName } from '../core/src/permissions.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { demoMasterClients, fingerprint, newLocation } from './support/fixtures.ts';
import { type Method, restCall, restLogin } from './support/rest.ts';
import { allBits, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let a: number;
let b: number;
let owner: string;
let here: { code: string; id: number };
let foreignCode: string;
let productHere: number;
let kioskProduct: number;
let kioskCategory: number;

const call = (method: Method, url: string, body?: unknown, token = owner) =>
  restCall(stack.restUrl, token, method, url, { body, masterClient: a });
const CLUB_TABLES = [
  'club_settings',
  'club_offerings',
  'club_lightning_deals',
  'club_booking_discounts',
  'club_notifications',
  'club_deals',
];

beforeAll(async () => {
  stack = await startStack();
  const db = stack.database.db;
  ({ a, b } = await demoMasterClients(db));
  owner = await restLogin(stack.restUrl, (await userWithBits(db, a, allBits())).email);
  // A seeded location of A with schedulable products and categories, and one of B.
  const [row] = await queryRows<{ id: number; code: string; product: number }>(
    db,
    sql`select l.id, l.code, min(p.id) as product from locations l
        join product_locations pl on pl.location_id = l.id join products p on p.id = pl.product_id and p.is_schedulable
        where l.master_client_id = ${a} group by l.id, l.code order by l.id limit 1`,
  );
  here = { id: Number(row!.id), code: row!.code };
  productHere = Number(row!.product);
  const [kiosk] = await queryRows<{ product: number; category: number }>(
    db,
    sql`select p.id as product, cl.product_category_id as category from products p
        join product_locations pl on pl.product_id = p.id and pl.location_id = ${here.id}
        join product_category_locations cl on cl.location_id = ${here.id}
        where p.id not in (select product_id from club_offerings where location_id = ${here.id} and channel = 'KIOSK')
        order by p.id desc limit 1`,
  );
  kioskProduct = Number(kiosk!.product);
  kioskCategory = Number(kiosk!.category);
  const [foreign] = await queryRows<{ code: string }>(
    db,
    sql`select code from locations where master_client_id = ${b} limit 1`,
  );
  foreignCode = foreign!.code;
});
afterAll(() => stack?.close());

describe('online-booking settings', () => {
  it('answers the template of spec/1 §3 for a location that never saved', async () => {
    const fresh = await newLocation(stack.database.db, a);
    const res = await call('GET', `/club-booking/settings?locationCode=${fresh.code}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { settings, version } = res.body.data;
    expect(version).toBe(0);
    expect(settings.branding).toEqual({ logo: null, backgroundImg: null, welcomeText: '', primaryColor: '#DF151C' });
    expect(settings.generalSettings.bufferTime).toBe(30);
    expect(settings.generalSettings.isAskForRelationshipInfo).toBe(true);
    expect(settings.generalSettings.isOnlyShowPreScheduledActivities).toBe(false);
    expect(settings.generalSettings.availabilityPerDay.monday).toEqual([{ enabled: false, data: [] }]);
  });

  it('saves Tuesday closed and a 60-minute buffer with the spec message; a stale version is refused', async () => {
    const before = (await call('GET', `/club-booking/settings?locationCode=${here.code}`)).body.data;
    const settings = structuredClone(before.settings);
    settings.generalSettings.bufferTime = 60;
    settings.generalSettings.availabilityPerDay.tuesday = [{ enabled: false, data: [] }];
    const res = await call('PUT', '/club-booking/settings', {
      locationCode: here.code,
      settings,
      version: before.version,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toBe('Your changes have been successfully saved!');
    const after = (await call('GET', `/club-booking/settings?locationCode=${here.code}`)).body.data;
    expect(after.settings.generalSettings.bufferTime).toBe(60);
    expect(after.settings.generalSettings.availabilityPerDay.tuesday[0].enabled).toBe(false);
    expect(after.version).toBe(before.version + 1);
    const stale = await call('PUT', '/club-booking/settings', {
      locationCode: here.code,
      settings,
      version: before.version,
    });
    expect(stale.status).toBe(409);
  });

  it('refuses bad times, colours, a negative buffer and overlapping ranges, writing nothing', async () => {
    const { settings, version } = (await call('GET', `/club-booking/settings?locationCode=${here.code}`)).body.data;
    const bad = structuredClone(settings);
    bad.branding.primaryColor = 'blue';
    bad.generalSettings.bufferTime = -1;
    bad.generalSettings.start = '7pm';
    bad.generalSettings.availabilityPerDay.friday = [
      {
        enabled: true,
        data: [
          { start: '10:00', end: '14:00' },
          { start: '13:00', end: '18:00' },
        ],
      },
    ];
    const print = await fingerprint(stack.database.db, CLUB_TABLES);
    const res = await call('PUT', '/club-booking/settings', { locationCode: here.code, settings: bad, version });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'branding.primaryColor': 'Enter a colour as #RRGGBB.',
      'generalSettings.bufferTime': 'The buffer time cannot be negative.',
      'generalSettings.start': 'Enter a time as HH:MM (24-hour).',
      'generalSettings.availabilityPerDay.friday': 'These time ranges overlap.',
    });
    expect(await fingerprint(stack.database.db, CLUB_TABLES)).toEqual(print);
  });

  it("answers 404 for another master client's location and 403 without the flag", async () => {
    expect((await call('GET', `/club-booking/settings?locationCode=${foreignCode}`)).status).toBe(404);
    const viewer = await restLogin(
      stack.restUrl,
      (await userWithBits(stack.database.db, a, allBits([CLUB_MODULES.settings, 'updateAndExecute']))).email,
    );
    const { settings, version } = (
      await call('GET', `/club-booking/settings?locationCode=${here.code}`, undefined, viewer)
    ).body.data;
    const res = await call('PUT', '/club-booking/settings', { locationCode: here.code, settings, version }, viewer);
    expect(res.status).toBe(403);
  });

  it('serves the lookups', async () => {
    const zones = await call('GET', '/club-booking/time-zones');
    expect(zones.body.data).toContainEqual({ value: 'America/Chicago', label: 'America/Chicago' });
    expect((await call('GET', '/number-of-licenses?src=lookup')).body.data[0]).toEqual({ value: '1', label: '1' });
    expect((await call('GET', '/club-booking/black-out-dates/repeat-options')).status).toBe(200);
  });
});

describe('offerings and promotions', () => {
  let offeringId: number;

  it('adds an online offering of a product sold here, refuses a duplicate and a foreign product', async () => {
    const input = {
      locationCode: here.code,
      productId: productHere,
      offeringType: 'ACTIVITY',
      priceType: 'PER_PERSON',
      price: '25.00',
      depositType: 'PERCENT',
      depositValue: '50',
      quantityType: 'PER_GUEST',
      minQuantity: 1,
      maxQuantity: 10,
      availableSpaces: 12,
    };
    await stack.database.db.execute(
      sql`delete from club_offerings where location_id = ${here.id} and product_id = ${productHere} and channel = 'BOOKING'`,
    );
    const res = await call('POST', '/club-booking/product-offerings', input);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toBe('The product offering has been successfully saved');
    expect(res.body.data.row).toMatchObject({ price: '25.00', depositValue: '50', availableSpaces: 12 });
    offeringId = res.body.data.row.id;
    const again = await call('POST', '/club-booking/product-offerings', input);
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ productId: 'This product is already offered here.' });
    const [foreign] = await queryRows<{ id: number }>(
      stack.database.db,
      sql`select id from products where master_client_id = ${b} limit 1`,
    );
    const other = await call('POST', '/club-booking/product-offerings', { ...input, productId: Number(foreign!.id) });
    expect(other.status).toBe(400);
  });

  it('refuses a stale edit with 409, writing nothing', async () => {
    const made = await call('POST', '/club-booking/notifications', {
      locationCode: here.code,
      kind: 'REMINDER',
      channel: 'EMAIL',
      offsetMinutes: 60,
      subject: 'Soon',
      template: 'See you soon',
    });
    const { id, version } = made.body.data.row;
    const edit = {
      locationCode: here.code,
      id,
      version,
      kind: 'REMINDER',
      channel: 'EMAIL',
      offsetMinutes: 90,
      subject: 'Soon',
      template: 'First',
    };
    const first = await call('POST', '/club-booking/notifications', edit);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.row.version).toBe(version + 1);
    const print = await fingerprint(stack.database.db, CLUB_TABLES);
    const second = await call('POST', '/club-booking/notifications', { ...edit, template: 'Second' });
    expect(second.status).toBe(409);
    expect(await fingerprint(stack.database.db, CLUB_TABLES)).toEqual(print);
    const { version: _v, ...noVersion } = edit;
    expect((await call('POST', '/club-booking/notifications', noVersion)).status).toBe(400);
  });

  it('creates a 20 % lightning deal; a window that does not end after it starts is refused', async () => {
    const deal = {
      locationCode: here.code,
      name: 'Flash sale',
      offeringId,
      cutType: 'PERCENT',
      cutValue: '20',
      startsAt: '2026-12-01T10:00:00.000Z',
      endsAt: '2026-12-01T14:00:00.000Z',
      quantity: 30,
    };
    const res = await call('POST', '/club-booking/lightning-deals', deal);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.row).toMatchObject({ cutValue: '20', offeringId, startsAt: deal.startsAt });
    const bad = await call('POST', '/club-booking/lightning-deals', { ...deal, endsAt: deal.startsAt });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ endsAt: 'The deal must end after it starts.' });
    const list = await call('GET', `/club-booking/lightning-deals?locationCode=${here.code}`);
    expect(list.body.data.map((d: { name: string }) => d.name)).toContain('Flash sale');
  });

  it('keeps discount codes unique per master client, whatever the case or location', async () => {
    const other = await newLocation(stack.database.db, a);
    const discount = {
      locationCode: here.code,
      code: 'SPRING-5',
      cutType: 'AMOUNT',
      cutValue: '5',
      offeringIds: [offeringId],
    };
    expect((await call('POST', '/club-booking/discounts', discount)).status).toBe(200);
    const taken = await call('POST', '/club-booking/discounts', {
      ...discount,
      locationCode: other.code,
      code: 'spring-5',
      offeringIds: [],
    });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ code: 'This code is already used by another discount.' });
    // An offering of another location is not eligible here.
    const elsewhere = await call('POST', '/club-booking/discounts', {
      ...discount,
      locationCode: other.code,
      code: 'OTHER-1',
    });
    expect(elsewhere.status).toBe(400);
  });

  it('saves notifications and deals, and removes rows of this location only', async () => {
    const note = await call('POST', '/club-booking/notifications', {
      locationCode: here.code,
      kind: 'REMINDER',
      channel: 'SMS',
      offsetMinutes: 120,
      subject: '',
      template: 'See you soon!',
    });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    const id = note.body.data.row.id;
    const foreign = await restCall(
      stack.restUrl,
      owner,
      'DELETE',
      `/club-booking/notifications?locationCode=${here.code}&ids=${id}`,
      {
        masterClient: b,
      },
    );
    expect([403, 404]).toContain(foreign.status);
    const removed = await call('DELETE', `/club-booking/notifications?locationCode=${here.code}&ids=${id}`);
    expect(removed.body.data).toEqual({ removed: 1, message: 'The notifications have been successfully removed' });
  });

  it('adds a kiosk offering with the spec message', async () => {
    const res = await call('POST', '/club-kiosk/product-offerings', {
      locationCode: here.code,
      productId: kioskProduct,
      offeringType: 'ADD_ON',
      priceType: 'PER_PERSON',
      depositType: 'NONE',
      quantityType: 'PER_ITEM',
      minQuantity: 1,
      categoryId: kioskCategory,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toBe('Product offering has been successfully updated');
    const categories = await call('GET', `/kiosk-categories?src=lookup&locationCode=${here.code}`);
    expect(categories.body.data.map((c: { id: number }) => c.id)).toContain(kioskCategory);
  });
});

/**
 * The permission table of club booking and the kiosk at the REST API (spec/3 §6, menu 21–25,
 * 117; core/src/club/access.ts): a role lacking exactly the flag a call needs is refused with
 * 403 and nothing is written; the full role is served.
 */
describe('club permissions at the REST API', () => {
  type Case = {
    flag: FlagName;
    /** Tells apart two calls needing the same flag (the list and its page). */
    route?: string;
    call: () => Promise<{ method: Method; url: string; body?: unknown }>;
  };
  const newRow = async (path: string, body: () => Promise<Record<string, unknown>>) => {
    const res = await call('POST', path, await body());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.row as { id: number };
  };
  const notification = async () => ({
    locationCode: here.code,
    kind: 'THANK_YOU',
    channel: 'SMS',
    offsetMinutes: 30,
    subject: '',
    template: 'Thanks!',
  });
  const listCases = (path: string, body: () => Promise<Record<string, unknown>>): Case[] => [
    { flag: 'view', call: async () => ({ method: 'GET', url: `${path}?locationCode=${here.code}` }) },
    {
      flag: 'view',
      route: 'page',
      call: async () => ({
        method: 'GET',
        url: `${path}/page?locationCode=${here.code}&search=e&page=0&rowsPerPage=5`,
      }),
    },
    { flag: 'add', call: async () => ({ method: 'POST', url: path, body: await body() }) },
    {
      flag: 'updateAndExecute',
      call: async () => {
        const row = (await newRow(path, body)) as { id: number; version: number };
        return { method: 'POST', url: path, body: { ...(await body()), id: row.id, version: row.version } };
      },
    },
    {
      flag: 'remove',
      call: async () => ({
        method: 'DELETE',
        url: `${path}?locationCode=${here.code}&ids=${(await newRow(path, body)).id}`,
      }),
    },
    {
      flag: 'removeMultiple',
      call: async () => {
        const ids = [(await newRow(path, body)).id, (await newRow(path, body)).id];
        return { method: 'DELETE', url: `${path}?locationCode=${here.code}&ids=${ids.join(',')}` };
      },
    },
  ];
  const settingsCases = (path: string): Case[] => [
    { flag: 'view', call: async () => ({ method: 'GET', url: `${path}?locationCode=${here.code}` }) },
    {
      flag: 'updateAndExecute',
      call: async () => {
        const { settings, version } = (await call('GET', `${path}?locationCode=${here.code}`)).body.data;
        return { method: 'PUT', url: path, body: { locationCode: here.code, settings, version } };
      },
    },
  ];
  const TABLE: [keyof typeof CLUB_MODULES, Case[]][] = [
    ['settings', settingsCases('/club-booking/settings')],
    ['kiosk', settingsCases('/club-kiosk/settings')],
    ['notifications', listCases('/club-booking/notifications', notification)],
    [
      'lightningDeals',
      listCases('/club-booking/lightning-deals', async () => ({
        locationCode: here.code,
        name: 'Perm deal',
        offeringId: await anOffering(),
        cutType: 'AMOUNT',
        cutValue: '2',
        startsAt: '2026-12-01T10:00:00Z',
        endsAt: '2026-12-02T10:00:00Z',
      })),
    ],
    [
      'productOfferings',
      listCases('/club-booking/product-offerings', async () => ({
        locationCode: here.code,
        productId: await freeProduct('BOOKING'),
        offeringType: 'PACKAGE',
        priceType: 'PER_BOOKING',
        depositType: 'FULL',
        quantityType: 'PER_GUEST',
        minQuantity: 1,
      })),
    ],
    [
      'discounts',
      listCases('/club-booking/discounts', async () => ({
        locationCode: here.code,
        code: `P${Math.random().toString(36).slice(2, 10)}`,
        cutType: 'PERCENT',
        cutValue: '5',
        offeringIds: [],
      })),
    ],
  ];
  // Each call offers a product not offered yet (a product is offered once per location).
  const freeProduct = async (channel: string) =>
    Number(
      (
        await queryRows<{ id: number }>(
          stack.database.db,
          sql`select p.id from products p join product_locations pl on pl.product_id = p.id and pl.location_id = ${here.id}
              where p.id not in (select product_id from club_offerings where location_id = ${here.id} and channel = ${channel})
              order by p.id limit 1`,
        )
      )[0]!.id,
    );
  const anOffering = async () =>
    Number(
      (
        await queryRows<{ id: number }>(
          stack.database.db,
          sql`select id from club_offerings where location_id = ${here.id} and channel = 'BOOKING' order by id limit 1`,
        )
      )[0]!.id,
    );
  const lacking = new Map<string, Promise<string>>();
  const tokenLacking = (module: number, flag: FlagName) => {
    const key = `${module}:${flag}`;
    if (!lacking.has(key)) {
      lacking.set(
        key,
        userWithBits(stack.database.db, a, allBits([module, flag])).then((u) => restLogin(stack.restUrl, u.email)),
      );
    }
    return lacking.get(key)!;
  };

  it.each(
    TABLE.flatMap(([module, cases]) =>
      cases.map((c) => [`${module} ${c.flag}${c.route ? ` (${c.route})` : ''}`, module, c] as const),
    ),
  )('%s', async (_name, module, c) => {
    const token = await tokenLacking(CLUB_MODULES[module], c.flag);
    const refused = await c.call();
    const before = await fingerprint(stack.database.db, CLUB_TABLES);
    const denied = await call(refused.method, refused.url, refused.body, token);
    expect(denied.status, JSON.stringify(denied.body)).toBe(403);
    expect(await fingerprint(stack.database.db, CLUB_TABLES)).toEqual(before);
    const served = await c.call();
    const res = await call(served.method, served.url, served.body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

/**
 * The guest shop: public, read-only, and it follows the settings on the next load —
 * a weekday turned off offers no time, the buffer spaces the slots, a live lightning deal cuts
 * the price. The gateway serves it as a page without any script.
 */
describe('guest shop', () => {
  const shopUrl = () => `/shop/${a}/${here.code}`;
  const weekdayOf = (days: { weekday: string; slots: string[] }[], day: string) => days.find((d) => d.weekday === day)!;

  it('answers without a session; Tuesday closed and a 60-minute buffer show on the next load', async () => {
    const { settings, version } = (await call('GET', `/club-booking/settings?locationCode=${here.code}`)).body.data;
    const next = structuredClone(settings);
    next.generalSettings.bufferTime = 60;
    next.generalSettings.minTimeToBookInAdvance = null;
    for (const day of WEEKDAYS) {
      next.generalSettings.availabilityPerDay[day] = [
        { enabled: day !== 'tuesday', data: [{ start: '10:00', end: '14:00' }] },
      ];
    }
    expect(
      (await call('PUT', '/club-booking/settings', { locationCode: here.code, settings: next, version })).status,
    ).toBe(200);
    const res = await restCall(stack.restUrl, null, 'GET', shopUrl());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { days } = res.body.data;
    expect(days).toHaveLength(14);
    expect(weekdayOf(days, 'tuesday').slots).toEqual([]);
    // A later day of the fortnight keeps its full list (today's may be cut by the clock).
    expect(days.slice(7).find((d: { weekday: string }) => d.weekday === 'wednesday').slots).toEqual(['10:00', '12:00']);
  });

  it('shows a live lightning deal price', async () => {
    const [offering] = (
      await call('GET', `/club-booking/product-offerings?locationCode=${here.code}`)
    ).body.data.filter(
      (o: { price: string | null; productPrice: string | null }) => (o.price ?? o.productPrice) !== null,
    );
    const now = Date.now();
    const deal = await call('POST', '/club-booking/lightning-deals', {
      locationCode: here.code,
      name: 'Shop flash',
      offeringId: offering.id,
      cutType: 'PERCENT',
      cutValue: '20',
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    });
    expect(deal.status, JSON.stringify(deal.body)).toBe(200);
    const shop = (await restCall(stack.restUrl, null, 'GET', shopUrl())).body.data;
    const shown = shop.offerings.find((o: { id: number }) => o.id === offering.id);
    const base = Math.round(Number(offering.price ?? offering.productPrice) * 100);
    expect(shown.dealPrice).not.toBeNull();
    expect(Math.round(Number(shown.dealPrice) * 100)).toBeLessThanOrEqual(base - Math.round(base * 0.2));
    await call('DELETE', `/club-booking/lightning-deals?locationCode=${here.code}&ids=${deal.body.data.row.id}`);
  });

  it("answers 404 for another master client's location, and the gateway renders the page", async () => {
    expect((await restCall(stack.restUrl, null, 'GET', `/shop/${a}/${foreignCode}`)).status).toBe(404);
    const page = await fetch(`${stack.gatewayUrl}${shopUrl()}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Available days and times');
    expect(html).not.toContain('<script');
    expect((await fetch(`${stack.gatewayUrl}/shop/${a}/${foreignCode}`)).status).toBe(404);
  });

  it('rate-limits page loads per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SHOP_LOADS_PER_MINUTE; i++) {
      statuses.push((await fetch(`${stack.gatewayUrl}/shop/${a}/NOPE`)).status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
