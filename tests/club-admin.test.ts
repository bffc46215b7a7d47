/**
 * Club booking's admin writes beyond the screens' own rules: every offering, deal,
 * lightning deal, discount and notification save and removal writes its audit row (as the
 * resource wing does), shown by the audit screen; the catalogue refuses to remove a product still
 * offered online or at the kiosk (or carrying a lightning deal), naming where, and removes it once
 * the offerings are gone; lightning-deal times are entered and answered in the location's zone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { refsOf, productInput } from './support/products.ts';
import { type Body, type Method, restCall, restLogin } from './support/rest.ts';
import { allBits, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let a: number;
let owner: string;
let ownerId: number;
let here: { id: number; code: string };
let kioskCategory: number;

const call = (method: Method, url: string, body?: unknown) =>
  restCall(stack.restUrl, owner, method, url, { body, masterClient: a });
type Logged = { action: string; user_id: number; changes: Record<string, Body> };
const logOf = (entity: string, id: number) =>
  queryRows<Logged>(
    stack.database.db,
    sql`select action, user_id, changes from audit_log where entity = ${entity} and entity_id = ${id} order by id`,
  );

/** A new reservation product sold at `here` (and the master client's second location). */
async function newProduct(name: string): Promise<number> {
  const refs = await refsOf(stack.database.db, a);
  refs.locations = [here.id, ...refs.locations.filter((l) => l !== here.id)];
  const res = await call('POST', '/product-management/products', productInput(refs, 'RESERVATION', name));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

const offering = (productId: number) => ({
  locationCode: here.code,
  productId,
  offeringType: 'ACTIVITY',
  priceType: 'PER_PERSON',
  price: '20.00',
  depositType: 'NONE',
  quantityType: 'PER_GUEST',
  minQuantity: 1,
});

beforeAll(async () => {
  stack = await startStack();
  const db = stack.database.db;
  ({ a } = await demoMasterClients(db));
  const user = await userWithBits(db, a, allBits());
  ownerId = user.userId;
  owner = await restLogin(stack.restUrl, user.email);
  // A location of A whose kiosk offers a category.
  const [row] = await queryRows<{ id: number; code: string; category: number }>(
    db,
    sql`select l.id, l.code, min(cl.product_category_id) as category from locations l
        join product_category_locations cl on cl.location_id = l.id
        where l.master_client_id = ${a} group by l.id, l.code order by l.id limit 1`,
  );
  here = { id: Number(row!.id), code: row!.code };
  kioskCategory = Number(row!.category);
}, 300_000);
afterAll(() => stack?.close());

describe('audit of club booking rows', () => {
  it('logs the create, update and removal of an offering, a lightning deal, a discount, a notification and a deal', async () => {
    const [p1, p2] = [await newProduct('Audited lane'), await newProduct('Audited party')];
    const o1 = await call('POST', '/club-booking/product-offerings', offering(p1));
    expect(o1.status, JSON.stringify(o1.body)).toBe(200);
    const o2 = await call('POST', '/club-booking/product-offerings', offering(p2));
    const offeringId = o1.body.data.row.id as number;
    const edited = await call('POST', '/club-booking/product-offerings', {
      ...offering(p1),
      id: offeringId,
      version: o1.body.data.row.version,
      price: '22.00',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const offeringLog = await logOf('club_offerings', offeringId);
    expect(offeringLog.map((r) => r.action)).toEqual(['create', 'update']);
    expect(offeringLog[0]!.user_id).toBe(ownerId);
    expect(offeringLog[1]!.changes).toEqual({ price: { before: '20.00', after: '22.00' } });

    const rows: [string, string, Record<string, unknown>, Record<string, unknown>][] = [
      [
        '/club-booking/lightning-deals',
        'club_lightning_deals',
        {
          name: 'Audited flash',
          offeringId,
          cutType: 'PERCENT',
          cutValue: '20',
          startsAt: '2026-12-01T10:00',
          endsAt: '2026-12-01T14:00',
        },
        { cutValue: '25' },
      ],
      [
        '/club-booking/discounts',
        'club_booking_discounts',
        { code: 'AUDIT-10', cutType: 'PERCENT', cutValue: '10', offeringIds: [offeringId] },
        { maxUses: 5 },
      ],
      [
        '/club-booking/notifications',
        'club_notifications',
        { kind: 'REMINDER', channel: 'SMS', offsetMinutes: 60, subject: '', template: 'See you soon' },
        { offsetMinutes: 120 },
      ],
      [
        '/club-booking/deals',
        'club_deals',
        { dealType: 'UPSELL', offeringId, upsellOfferingId: o2.body.data.row.id, headline: 'Add a party' },
        { headline: 'Make it a party' },
      ],
    ];
    for (const [path, entity, input, change] of rows) {
      const made = await call('POST', path, { locationCode: here.code, ...input });
      expect(made.status, `${path} ${JSON.stringify(made.body)}`).toBe(200);
      const { id, version } = made.body.data.row;
      const upd = await call('POST', path, { locationCode: here.code, ...input, ...change, id, version });
      expect(upd.status, `${path} ${JSON.stringify(upd.body)}`).toBe(200);
      const del = await call('DELETE', `${path}?locationCode=${here.code}&ids=${id}`);
      expect(del.status, `${path} ${JSON.stringify(del.body)}`).toBe(200);
      const log = await logOf(entity, id);
      expect(
        log.map((r) => r.action),
        path,
      ).toEqual(['create', 'update', 'delete']);
      const [field, after] = Object.entries(change)[0]!;
      expect(log[1]!.changes[field].after, path).toEqual(after);
    }

    // The audit screen shows them, filtered by entity.
    const screen = await call('GET', '/settings/audit-log?entity=club_deals');
    expect(screen.status, JSON.stringify(screen.body)).toBe(200);
    expect(screen.body.data.data.map((r: Body) => r.action)).toEqual(['delete', 'update', 'create']);
  });

  it('writes no audit row for a refused save', async () => {
    const before = await fingerprint(stack.database.db, ['audit_log', 'club_notifications']);
    const bad = await call('POST', '/club-booking/notifications', {
      locationCode: here.code,
      kind: 'REMINDER',
      channel: 'EMAIL',
      offsetMinutes: 60,
      subject: '',
      template: 'Hi',
    });
    expect(bad.status).toBe(400);
    expect(await fingerprint(stack.database.db, ['audit_log', 'club_notifications'])).toEqual(before);
  });
});

describe('removing a product club booking offers', () => {
  it('is refused while offered online, at the kiosk or with a lightning deal, naming where; allowed after', async () => {
    const productId = await newProduct('Offered lane');
    const online = await call('POST', '/club-booking/product-offerings', offering(productId));
    expect(online.status, JSON.stringify(online.body)).toBe(200);
    const kiosk = await call('POST', '/club-kiosk/product-offerings', {
      ...offering(productId),
      categoryId: kioskCategory,
    });
    expect(kiosk.status, JSON.stringify(kiosk.body)).toBe(200);
    const deal = await call('POST', '/club-booking/lightning-deals', {
      locationCode: here.code,
      name: 'Lane flash',
      offeringId: online.body.data.row.id,
      cutType: 'PERCENT',
      cutValue: '10',
      startsAt: '2026-12-01T10:00',
      endsAt: '2026-12-02T10:00',
    });
    expect(deal.status, JSON.stringify(deal.body)).toBe(200);
    const [{ name: place } = { name: '' }] = await queryRows<{ name: string }>(
      stack.database.db,
      sql`select name from locations where id = ${here.id}`,
    );
    const tables = ['products', 'club_offerings', 'club_lightning_deals', 'audit_log'];
    const print = await fingerprint(stack.database.db, tables);

    const refused = await call('DELETE', `/product-management/products?ids=${productId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `It is still offered in club booking or at the kiosk: 'Offered lane' online at ${place}, ` +
        `'Offered lane' at the kiosk of ${place}. Remove those offerings first.`,
    );
    expect(await fingerprint(stack.database.db, tables)).toEqual(print);

    // The foreign key holds on its own too (restrict, not cascade).
    await expect(stack.database.db.execute(sql`delete from products where id = ${productId}`)).rejects.toThrow();

    const dropKiosk = await call(
      'DELETE',
      `/club-kiosk/product-offerings?locationCode=${here.code}&ids=${kiosk.body.data.row.id}`,
    );
    expect(dropKiosk.status).toBe(200);
    expect((await call('DELETE', `/product-management/products?ids=${productId}`)).status).toBe(409);
    const dropOnline = await call(
      'DELETE',
      `/club-booking/product-offerings?locationCode=${here.code}&ids=${online.body.data.row.id}`,
    );
    expect(dropOnline.status).toBe(200);
    // The offering took its lightning deal with it; now the product goes.
    const removed = await call('DELETE', `/product-management/products?ids=${productId}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
  });
});

describe("lightning-deal times in the location's zone", () => {
  it('reads wall times in the zone of the location, stores instants and answers both', async () => {
    const db = stack.database.db;
    await db.execute(sql`update location_settings set time_zone = 'America/New_York' where location_id = ${here.id}`);
    const zone = await call('GET', `/club-booking/lightning-deals/time-zone?locationCode=${here.code}`);
    expect(zone.body.data).toEqual({ timeZone: 'America/New_York' });
    const productId = await newProduct('Zoned lane');
    const offered = await call('POST', '/club-booking/product-offerings', offering(productId));
    const deal = {
      locationCode: here.code,
      name: 'Zoned flash',
      offeringId: offered.body.data.row.id,
      cutType: 'PERCENT',
      cutValue: '20',
      startsAt: '2026-12-01T10:00',
      endsAt: '2026-12-01T18:30',
    };
    // Ten in the morning in New York, in winter (UTC−5) and in summer (UTC−4).
    const winter = await call('POST', '/club-booking/lightning-deals', deal);
    expect(winter.status, JSON.stringify(winter.body)).toBe(200);
    expect(winter.body.data.row).toMatchObject({
      startsAt: '2026-12-01T15:00:00.000Z',
      endsAt: '2026-12-01T23:30:00.000Z',
      timeZone: 'America/New_York',
      startsLocal: '2026-12-01T10:00',
      endsLocal: '2026-12-01T18:30',
    });
    const [stored] = await queryRows<{ starts: string }>(
      db,
      sql`select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as starts from club_lightning_deals
          where id = ${winter.body.data.row.id}`,
    );
    expect(stored!.starts).toBe('2026-12-01 15:00');
    const summer = await call('POST', '/club-booking/lightning-deals', {
      ...deal,
      startsAt: '2026-07-01T10:00',
      endsAt: '2026-07-01T18:30',
    });
    expect(summer.body.data.row).toMatchObject({
      startsAt: '2026-07-01T14:00:00.000Z',
      startsLocal: '2026-07-01T10:00',
    });
    // An instant with its offset is taken as it is, and shown in the zone.
    const exact = await call('POST', '/club-booking/lightning-deals', {
      ...deal,
      startsAt: '2026-12-02T00:00:00.000Z',
      endsAt: '2026-12-02T04:00:00.000Z',
    });
    expect(exact.body.data.row).toMatchObject({ startsLocal: '2026-12-01T19:00', endsLocal: '2026-12-01T23:00' });
    // The list answers the same.
    const list = await call('GET', `/club-booking/lightning-deals?locationCode=${here.code}`);
    const shown = list.body.data.find((d: Body) => d.id === winter.body.data.row.id);
    expect(shown).toMatchObject({ startsLocal: '2026-12-01T10:00', timeZone: 'America/New_York' });
  });
});
