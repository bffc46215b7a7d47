/**
 * tableResource on its own, over a seeded database: one declared resource with location links, a
 * filter and an attached part, and the rules every repository made with it keeps (tenant filter,
 * location ids of this master client only, optimistic lock on update and removal, capped options).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { productCategories as t, productCategoryLocations } from '../db/schema-catalogue.ts';
import { freshTestDatabase, type TestDatabase } from '../test/harness.ts';
import { paging } from './repository.ts';
import { MAX_LOOKUP_ROWS, tableResource } from './tableResource.ts';

const FUNZONE = 1;
const BOWLARAMA = 2;

interface Input {
  name: string;
  displayOrder: number;
  locationIds: number[];
}

const resource = tableResource({
  table: t,
  linkTables: { locations: productCategoryLocations },
  attach: { doubled: async (_db: unknown, ids: number[]) => new Map(ids.map((id) => [id, id * 2])) },
  columns: { id: t.id, name: t.name, displayOrder: t.displayOrder, version: t.version },
  toRow: (r) => ({ ...r, label: `${r.displayOrder}. ${r.name}` }),
  values: (v: Input) => ({ name: v.name.trim(), displayOrder: v.displayOrder }),
  search: [t.name],
  sorts: { displayOrder: t.displayOrder, name: t.name },
  filters: { maxOrder: (n: number) => sql`${t.displayOrder} <= ${n}` },
});

let test: TestDatabase;
let db: Db;
const locations: Record<number, number[]> = {};

const ids = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(db, query)).map((r) => Number(r.id));
const list = (masterClientId: number, filters: { maxOrder?: number; locationId?: number } = {}, search = '') =>
  resource.list(db, { masterClientId, paging: paging({ rowsPerPage: 100, search }), filters });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: { statusCode?: number; fields?: Record<string, string> }) => ({ status: e.statusCode, fields: e.fields }),
  );

beforeAll(async () => {
  test = await freshTestDatabase();
  db = test.database.db;
  for (const mc of [FUNZONE, BOWLARAMA]) {
    locations[mc] = await ids(sql`select id from locations where master_client_id = ${mc} order by id`);
  }
}, 300_000);
afterAll(() => test?.close());

describe('tableResource', () => {
  it('lists this master client’s rows only, sorted by the first sort, with locations and attached parts', async () => {
    const page = await list(FUNZONE);
    const own = await ids(sql`select id from product_categories where master_client_id = ${FUNZONE}`);
    expect(page.total).toBe(own.length);
    expect(page.data.map((r) => r.id).sort()).toEqual(own.sort());
    expect(page.data.map((r) => r.displayOrder)).toEqual(
      [...page.data.map((r) => r.displayOrder)].sort((a, b) => a - b),
    );
    const [first] = page.data;
    expect(first).toMatchObject({ doubled: first!.id * 2, label: `${first!.displayOrder}. ${first!.name}` });
    expect(first!.locations.map((l) => l.locationId).sort()).toEqual([...locations[FUNZONE]!].sort());
  });

  it('applies declared filters, the location filter and the search; absent ones are no filter', async () => {
    expect((await list(FUNZONE, { maxOrder: 2 })).data.map((r) => r.displayOrder)).toEqual([1, 2]);
    expect((await list(FUNZONE, { locationId: locations[BOWLARAMA]![0] })).total).toBe(0);
    expect((await list(FUNZONE, {}, 'PARTY')).data.map((r) => r.name)).toEqual(['Party Packages']);
  });

  it('creates with its locations, reads it back, and refuses another master client’s location', async () => {
    const id = await db.transaction((tx) =>
      resource.create(tx, FUNZONE, { name: ' Seasonal ', displayOrder: 7, locationIds: [locations[FUNZONE]![0]!] }),
    );
    const row = await resource.get(db, FUNZONE, id);
    expect(row).toMatchObject({ name: 'Seasonal', version: 1, locations: [{ locationId: locations[FUNZONE]![0] }] });
    const before = await list(FUNZONE);
    const foreign = { name: 'Leak', displayOrder: 1, locationIds: [locations[BOWLARAMA]![0]!] };
    expect(await failure(db.transaction((tx) => resource.create(tx, FUNZONE, foreign)))).toEqual({
      status: 400,
      fields: { locationIds: expect.any(String) },
    });
    expect((await list(FUNZONE)).total).toBe(before.total);
  });

  it('answers 404 for another master client’s id on get, update and remove', async () => {
    const [foreign] = await ids(sql`select id from product_categories where master_client_id = ${BOWLARAMA}`);
    const input = { name: 'Taken over', displayOrder: 1, locationIds: [], version: 1 };
    expect(await failure(resource.get(db, FUNZONE, foreign!))).toMatchObject({ status: 404 });
    expect(await failure(db.transaction((tx) => resource.update(tx, FUNZONE, foreign!, input)))).toMatchObject({
      status: 404,
    });
    expect(await failure(db.transaction((tx) => resource.remove(tx, FUNZONE, [foreign!])))).toMatchObject({
      status: 404,
    });
    expect((await resource.get(db, BOWLARAMA, foreign!)).name).not.toBe('Taken over');
  });

  it('updates under the version and refuses a stale update or removal with 409', async () => {
    const id = await db.transaction((tx) =>
      resource.create(tx, FUNZONE, { name: 'Locked', displayOrder: 3, locationIds: [] }),
    );
    const input = { name: 'Locked 2', displayOrder: 3, locationIds: locations[FUNZONE]!.slice(0, 2) };
    await db.transaction((tx) => resource.update(tx, FUNZONE, id, { ...input, version: 1 }));
    expect(await resource.get(db, FUNZONE, id)).toMatchObject({ name: 'Locked 2', version: 2 });
    expect((await resource.get(db, FUNZONE, id)).locations).toHaveLength(2);
    expect(
      await failure(db.transaction((tx) => resource.update(tx, FUNZONE, id, { ...input, version: 1 }))),
    ).toMatchObject({
      status: 409,
    });
    expect(await failure(db.transaction((tx) => resource.remove(tx, FUNZONE, [id], [1])))).toMatchObject({
      status: 409,
    });
    expect(await db.transaction((tx) => resource.remove(tx, FUNZONE, [id], [2]))).toBe(1);
    expect(await db.select().from(productCategoryLocations).where(eq(productCategoryLocations.parentId, id))).toEqual(
      [],
    );
  });

  it('answers options of this master client by name, at most MAX_LOOKUP_ROWS', async () => {
    const options = await resource.options(db, FUNZONE);
    expect(options.map((o) => o.name)).toEqual([...options.map((o) => o.name)].sort());
    const foreign = await ids(sql`select id from product_categories where master_client_id <> ${FUNZONE}`);
    expect(options.filter((o) => foreign.includes(o.id))).toEqual([]);
    await db
      .insert(t)
      .values(Array.from({ length: MAX_LOOKUP_ROWS }, (_, i) => ({ masterClientId: BOWLARAMA, name: `Bulk ${i}` })));
    expect(await resource.options(db, BOWLARAMA)).toHaveLength(MAX_LOOKUP_ROWS);
  });

  it('declares the name unique and the locations as the sub-table', async () => {
    expect(resource.unique).toEqual({ table: t, columns: { name: t.name } });
    const [own] = (await list(FUNZONE)).data;
    expect(await resource.locationsOf!(db, own!.id)).toEqual(own!.locations);
  });
});
