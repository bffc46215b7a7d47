/**
 * Translations (spec/3 §2, §7, §8) at the REST API: a location's guest texts and
 * product names in the default and the chosen language side by side, missing ones flagged,
 * searchable; a save answers 'Translations updated successfully' and is audited in its own
 * transaction; another master client's location or product is refused, writing nothing; menu
 * 121 VIEW reads, UPDATE_AND_EXECUTE saves.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePermissions } from '../core/src/permissions.ts';
import { GUEST_TEXTS, productKey } from '../core/src/settings/translations.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { type Body, type Method, restCall, restLogin } from './support/rest.ts';
import { allBits, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let a: number;
let b: number;
let owner: string;
/** A location of A with at least one product, and one of B. */
let here: { code: string; id: number; productId: number };
let there: { code: string; productId: number };

const SPANISH = 3;
const call = (token: string, method: Method, url: string, body?: unknown, masterClient = a) =>
  restCall(stack.restUrl, token, method, url, { body, masterClient });
const read = (token: string, query: string, masterClient = a) =>
  call(token, 'GET', `/settings/translations?${query}`, undefined, masterClient);
const entry = (body: Body, key: string) => body.data.entries.find((e: Body) => e.key === key);

async function locationWithProduct(masterClientId: number) {
  const [row] = await queryRows<{ code: string; id: number; product_id: number }>(
    stack.database.db,
    sql`select l.code, l.id, min(pl.product_id) as product_id from locations l
        join product_locations pl on pl.location_id = l.id
        join products p on p.id = pl.product_id and p.master_client_id = ${masterClientId}
        where l.master_client_id = ${masterClientId} group by l.id order by l.id limit 1`,
  );
  return { code: row!.code, id: Number(row!.id), productId: Number(row!.product_id) };
}

beforeAll(async () => {
  stack = await startStack();
  ({ a, b } = await demoMasterClients(stack.database.db));
  owner = await restLogin(stack.restUrl, (await userWithBits(stack.database.db, a, allBits())).email);
  here = await locationWithProduct(a);
  there = await locationWithProduct(b);
});
afterAll(() => stack?.close());

describe('Translations', () => {
  it('lists the guest texts and the location’s products beside the default language, missing flagged', async () => {
    const res = await read(owner, `locationCode=${here.code}&languageId=${SPANISH}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.languageId).toBe(SPANISH);
    expect(entry(res.body, 'booking.title')).toEqual({
      key: 'booking.title',
      group: 'booking',
      defaultText: GUEST_TEXTS['booking.title']!.text,
      text: null,
      missing: true,
    });
    const product = entry(res.body, productKey(here.productId));
    expect(product.group).toBe('product');
    expect(product.missing).toBe(product.text === null);
    expect(res.body.data.missing).toBe(res.body.data.entries.filter((e: Body) => e.missing).length);
    expect(res.body.data.missing).toBeGreaterThanOrEqual(Object.keys(GUEST_TEXTS).length);
    // languageId defaults to 1.
    expect((await read(owner, `locationCode=${here.code}`)).body.data.languageId).toBe(1);
  });

  it('saves texts and a product name, says so, and searches them; an empty text removes one', async () => {
    const saved = await call(owner, 'POST', '/settings/translations', {
      locationCode: here.code,
      languageId: SPANISH,
      entries: [
        { key: 'booking.title', text: ' Reserve su visita ' },
        { key: productKey(here.productId), text: 'Producto traducido' },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.message).toBe('Translations updated successfully');
    const res = await read(owner, `locationCode=${here.code}&languageId=${SPANISH}`);
    expect(entry(res.body, 'booking.title')).toMatchObject({ text: 'Reserve su visita', missing: false });
    expect(entry(res.body, productKey(here.productId))).toMatchObject({ text: 'Producto traducido', missing: false });
    const found = await read(owner, `locationCode=${here.code}&languageId=${SPANISH}&search=reserve`);
    expect(found.body.data.entries.map((e: Body) => e.key)).toEqual(['booking.title']);
    // The default language of another language's column is untouched.
    expect(entry((await read(owner, `locationCode=${here.code}`)).body, 'booking.title').text).toBeNull();

    const audited = await queryRows<{ changes: Body; action: string }>(
      stack.database.db,
      sql`select changes, action from audit_log where entity = 'translations' and entity_id = ${here.id} order by id desc limit 1`,
    );
    expect(audited[0]!.changes[`${SPANISH}:booking.title`]).toEqual({ before: null, after: 'Reserve su visita' });

    await call(owner, 'POST', '/settings/translations', {
      locationCode: here.code,
      languageId: SPANISH,
      entries: [{ key: 'booking.title', text: '' }],
    });
    const after = await read(owner, `locationCode=${here.code}&languageId=${SPANISH}`);
    expect(entry(after.body, 'booking.title')).toMatchObject({ text: null, missing: true });
  });

  it('lists the languages (cultures)', async () => {
    const res = await call(owner, 'GET', '/settings/cultures');
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({ id: 1, name: 'English', code: 'en' });
  });
});

describe('Translations tenancy and permissions', () => {
  it('another master client’s location is not found; its product, an unknown key or language is refused, writing nothing', async () => {
    expect((await read(owner, `locationCode=${there.code}`)).status).toBe(404);
    const before = await fingerprint(stack.database.db);
    const save = (over: Record<string, unknown>) =>
      call(owner, 'POST', '/settings/translations', {
        locationCode: here.code,
        languageId: SPANISH,
        entries: [{ key: 'booking.title', text: 'Uno' }],
        ...over,
      });
    expect((await save({ locationCode: there.code })).status).toBe(404);
    const foreign = await save({
      entries: [
        { key: 'booking.title', text: 'Uno' },
        { key: productKey(there.productId), text: 'Ajeno' },
      ],
    });
    expect(foreign.status).toBe(400);
    expect((await save({ entries: [{ key: 'nope.key', text: 'x' }] })).status).toBe(400);
    expect((await save({ languageId: 999 })).status).toBe(400);
    // Nothing written: neither the texts nor an audit row.
    expect(await fingerprint(stack.database.db)).toEqual(before);
  });

  it('needs VIEW of menu 121 to read and UPDATE_AND_EXECUTE to save', async () => {
    const noView = await restLogin(
      stack.restUrl,
      (await userWithBits(stack.database.db, a, allBits([121, 'view']))).email,
    );
    expect((await read(noView, `locationCode=${here.code}`)).status).toBe(403);
    expect((await call(noView, 'GET', '/settings/cultures')).status).toBe(403);
    const viewer = await restLogin(
      stack.restUrl,
      (await userWithBits(stack.database.db, a, encodePermissions({ 121: ['view'] }))).email,
    );
    expect((await read(viewer, `locationCode=${here.code}`)).status).toBe(200);
    const body = { locationCode: here.code, entries: [{ key: 'booking.title', text: 'Hi' }] };
    expect((await call(viewer, 'POST', '/settings/translations', body)).status).toBe(403);
  });
});
