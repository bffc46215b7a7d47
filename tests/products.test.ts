/**
 * products through the real gateway and REST API over HTTP — each kind created, edited
 * and removed, the lists' filters and paging, the picker's pages (hasMore), the inventory rule and
 * the other editor rules on the server (nothing written), image upload limits and serving,
 * tenancy (another master client's ids → NOT_FOUND, rows unchanged), the optimistic lock, the
 * refusal to remove catalogue rows products use, display order and languages.
 */
import { PRODUCT_KINDS } from '@marquee/core/catalogue/productKind';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { codeOf, type GatewayClient } from './support/client.ts';
import { demoMasterClients, fingerprint } from './support/fixtures.ts';
import { DETAIL, pngDataUrl, productInput, type Refs, refsOf } from './support/products.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let director: GatewayClient;
let own: Refs;
let foreign: Refs;
let mcA: number;

const PRODUCT_TABLES = [
  'products',
  'product_locations',
  'product_category_links',
  'product_prices',
  'product_credit_types',
  'product_names',
  'product_display_order',
];

beforeAll(async () => {
  stack = await startStack();
  const { a, b } = await demoMasterClients(stack.database.db);
  mcA = a;
  own = await refsOf(stack.database.db, a);
  foreign = await refsOf(stack.database.db, b);
  director = stack.client();
  expect((await director.login('director@funzone.test')).errors).toBeUndefined();
  director.masterClient = a;
}, 300_000);
afterAll(() => stack?.close());

type Detail = Record<string, unknown> & { id: number; version: number };
const create = (input: Record<string, unknown>) =>
  director.gql<{ createProduct: Detail }>(`mutation($i: ProductInput!) { createProduct(input: $i) { ${DETAIL} } }`, {
    i: input,
  });
const update = (id: number, version: number, input: Record<string, unknown>) =>
  director.gql<{ updateProduct: Detail }>(
    `mutation($id: Int!, $v: Int!, $i: ProductInput!) { updateProduct(id: $id, version: $v, input: $i) { ${DETAIL} } }`,
    { id, v: version, i: input },
  );
const remove = (ids: number[], versions?: number[]) =>
  director.gql<{ deleteProducts: { removed: number; message: string } }>(
    'mutation($ids: [Int!]!, $v: [Int!]) { deleteProducts(ids: $ids, versions: $v) { removed message } }',
    { ids, v: versions },
  );
const detail = (id: number) =>
  director.gql<{ product: Detail }>(`query($id: Int!) { product(id: $id) { ${DETAIL} } }`, { id });
const fieldsOf = (r: { errors?: { extensions?: { fields?: Record<string, string> } }[] }) =>
  r.errors?.[0]?.extensions?.fields;
const count = async () =>
  Number((await queryRows<{ n: number }>(stack.database.db, sql`select count(*)::int as n from products`))[0]!.n);

describe('each kind of product', () => {
  it.each(PRODUCT_KINDS)('%s: created with its sections, edited, then removed', async (kind) => {
    const name = `Test ${kind} ${Date.now()}`;
    const made = await create(productInput(own, kind, name));
    expect(made.errors).toBeUndefined();
    const p = made.data!.createProduct;
    expect(p).toMatchObject({ name, kind, version: 1, price: '12.50', enabled: true });
    expect(p.prices).toEqual([
      expect.objectContaining({ locationId: own.locations[0], price: '12.50', priceCents: 1250 }),
      expect.objectContaining({ locationId: own.locations[1], price: '13.00', priceCents: 1300 }),
    ]);
    expect((p.prices as { taxPercent: string }[])[0]!.taxPercent).toMatch(/^\d+(\.\d+)?$/);
    expect(p.names).toEqual([{ locationId: own.locations[0], languageId: 3, name: `${name} (es)` }]);
    expect(p.availability).toEqual({ daysAvailable: [6, 7], availableFrom: 600, availableTo: 1200 });
    // Sections of other kinds are answered empty.
    if (kind !== 'RESERVATION') expect(p.reservationDetails).toBeNull();
    if (kind !== 'GIFT_CARD') expect(p.giftCardAmount).toBeNull();
    if (kind === 'GIFT_CARD') expect(p.giftCardAmount).toBe('25.00');
    if (kind === 'RESERVATION') expect(p.reservationDetails).toMatchObject({ durationMinutes: 60, capacity: 12 });
    if (kind === 'FOOD') expect(p.modifierIds).toEqual(own.modifiers.slice(0, 2));
    // New to its category at both locations: placed last there.
    expect((p.displayOrder as unknown[]).length).toBe(2);

    const edited = await update(p.id, p.version, { ...productInput(own, kind, `${name} v2`), enabled: false });
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateProduct).toMatchObject({ name: `${name} v2`, enabled: false, version: 2 });

    const gone = await remove([p.id], [2]);
    expect(gone.data!.deleteProducts).toEqual({ removed: 1, message: 'The product has been successfully removed' });
    expect(codeOf(await detail(p.id))).toBe('NOT_FOUND');
  });

  it('removes several at once with the spec’s text', async () => {
    const a = (await create(productInput(own, 'FOOD', 'Multi A'))).data!.createProduct;
    const b = (await create(productInput(own, 'REGULAR', 'Multi B'))).data!.createProduct;
    const gone = await remove([a.id, b.id], [a.version, b.version]);
    expect(gone.data!.deleteProducts).toEqual({
      removed: 2,
      message: 'The selected products have been successfully saved',
    });
  });

  it('takes an input without its nullable fields, saving them as null', async () => {
    const { image, giftCardAmount, membershipId, gameCardDetails, reservationDetails, taxRateId, ...rest } =
      productInput(own, 'FOOD', 'Sparse');
    const full = (await create({ ...rest, taxRateId })).data!.createProduct;
    expect(full.taxRateId).toBe(taxRateId);
    const sparse = await update(full.id, full.version, { ...rest, inventory: {}, availability: { daysAvailable: [] } });
    expect(sparse.errors).toBeUndefined();
    expect(sparse.data!.updateProduct).toMatchObject({
      taxRateId: null,
      image: null,
      inventory: { maxQuantity: null },
      availability: { daysAvailable: [], availableFrom: null, availableTo: null },
    });
    expect([image, giftCardAmount, membershipId, gameCardDetails, reservationDetails]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('keeps explicit nulls as null: no quantity limit, no times (not 0 or 00:00), no image', async () => {
    const input = productInput(own, 'FOOD', 'Unlimited');
    const made = await create({
      ...input,
      image: null,
      inventory: { maxQuantity: null },
      availability: { daysAvailable: [1], availableFrom: null, availableTo: null },
    });
    expect(made.errors).toBeUndefined();
    expect(made.data!.createProduct).toMatchObject({
      image: null,
      inventory: { maxQuantity: null },
      availability: { daysAvailable: [1], availableFrom: null, availableTo: null },
    });
    // Midnight is a real time, kept as 0.
    const p = made.data!.createProduct;
    const midnight = await update(p.id, p.version, {
      ...input,
      availability: { daysAvailable: [1], availableFrom: 0, availableTo: 60 },
    });
    expect(midnight.data!.updateProduct).toMatchObject({ availability: { availableFrom: 0, availableTo: 60 } });
  });

  it('expands groups into their locations', async () => {
    const [group] = await queryRows<{ id: number; n: number }>(
      stack.database.db,
      sql`select g.id, count(l.id)::int as n from location_groups g join locations l on l.group_id = g.id
          where g.master_client_id = ${mcA} group by g.id order by g.id limit 1`,
    );
    const groupLocations = await queryRows<{ id: number }>(
      stack.database.db,
      sql`select id from locations where group_id = ${group!.id} order by id`,
    );
    const input = {
      ...productInput(own, 'REGULAR', 'Grouped'),
      locationIds: [],
      groupIds: [Number(group!.id)],
      names: [],
      loyaltyPoints: [],
      prices: [{ locationId: Number(groupLocations[0]!.id), priceLevelId: own.priceLevels[0], price: '3' }],
    };
    const made = await create(input);
    expect(made.errors).toBeUndefined();
    expect((made.data!.createProduct.locations as unknown[]).length).toBe(Number(group!.n));
  });
});

describe('lists', () => {
  it('pages the seeded products with filters by kind, schedulable and category', async () => {
    const q = `query($k: ProductKind, $s: Boolean, $p: Int!) { products(kind: $k, schedulable: $s, page: $p, rowsPerPage: 5) {
      total rows { id name kind isSchedulable categories price } } }`;
    const all = (await director.gql<{ products: { total: number; rows: { id: number }[] } }>(q, { p: 0 })).data!
      .products;
    expect(all.total).toBeGreaterThanOrEqual(26);
    expect(all.rows).toHaveLength(5);
    const food = (await director.gql<{ products: { total: number; rows: { kind: string }[] } }>(q, { k: 'FOOD', p: 0 }))
      .data!.products;
    expect(food.total).toBeGreaterThan(3);
    expect(food.rows.every((r) => r.kind === 'FOOD')).toBe(true);
    const booked = (await director.gql<{ products: { rows: { isSchedulable: boolean }[] } }>(q, { s: true, p: 0 }))
      .data!.products;
    expect(booked.rows.length).toBeGreaterThan(0);
    expect(booked.rows.every((r) => r.isSchedulable)).toBe(true);
    const search = await director.gql<{ products: { rows: { name: string; price: string }[] } }>(
      '{ products(search: "pizza slice") { rows { name price categories } } }',
    );
    expect(search.data!.products.rows).toEqual([
      { name: 'Pizza Slice', price: '5.50', categories: ['Food & Beverage'] },
    ]);
  });

  it('shows the sub-table: price per location and level, tax as a percent', async () => {
    const [row] = await queryRows<{ id: number }>(
      stack.database.db,
      sql`select id from products where master_client_id = ${mcA} and name = 'Pizza Slice'`,
    );
    const sub = await director.gql<{
      productSubTable: { price: string; taxPercent: string | null; priceLevelName: string }[];
    }>('query($id: Int!) { productSubTable(id: $id) { locationName priceLevelName price taxPercent } }', {
      id: Number(row!.id),
    });
    expect(sub.errors).toBeUndefined();
    expect(sub.data!.productSubTable[0]).toMatchObject({ price: '5.50', priceLevelName: 'Regular' });
    expect(sub.data!.productSubTable[0]!.taxPercent).toMatch(/^\d+(\.\d+)?$/);
  });

  it('loads picker pages with hasMore; a search starts over', async () => {
    const q = `query($p: Int!, $s: String) { productOptions(page: $p, rowsPerPage: 10, search: $s) { hasMore data { id name } } }`;
    const seen = new Map<number, string>();
    let page = 0;
    for (;;) {
      const r = (
        await director.gql<{ productOptions: { hasMore: boolean; data: { id: number; name: string }[] } }>(q, {
          p: page,
        })
      ).data!.productOptions;
      for (const o of r.data) seen.set(o.id, o.name);
      if (!r.hasMore) break;
      expect(r.data).toHaveLength(10);
      page++;
    }
    expect(seen.size).toBe(
      Number(
        (
          await queryRows<{ n: number }>(
            stack.database.db,
            sql`select count(*)::int as n from products where master_client_id = ${mcA}`,
          )
        )[0]!.n,
      ),
    );
    const found = (
      await director.gql<{ productOptions: { hasMore: boolean; data: { name: string }[] } }>(q, {
        p: 0,
        s: 'gift card',
      })
    ).data!.productOptions;
    expect(found).toEqual({
      hasMore: false,
      data: [
        { id: expect.any(Number), name: '$25 Gift Card' },
        { id: expect.any(Number), name: '$50 Gift Card' },
      ],
    });
  });
});

describe('the editor’s rules on the server: nothing is written on an invalid save', () => {
  it.each([
    [
      'inventory 0',
      { inventory: { maxQuantity: 0 } },
      'inventory.maxQuantity',
      'Please enter an amount between 1 and 9,999.',
    ],
    [
      'inventory 10,000',
      { inventory: { maxQuantity: 10_000 } },
      'inventory.maxQuantity',
      'Please enter an amount between 1 and 9,999.',
    ],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'name', undefined],
    ['no category', { categoryIds: [] }, 'categoryIds', 'Select at least one.'],
    [
      'a price of 7 integer digits',
      { prices: [{ locationId: 0, priceLevelId: 0, price: '1234567' }] },
      'prices',
      undefined,
    ],
    [
      'a price at a location it is not sold at',
      { locationIds: [-1] },
      'prices',
      'Prices can only be set for the product’s locations.',
    ],
  ])('refuses %s', async (_label, over, field, text) => {
    const input: Record<string, unknown> = { ...productInput(own, 'FOOD', 'Broken'), ...over };
    if (field === 'prices' && (over as { prices?: unknown }).prices) {
      input.prices = [{ locationId: own.locations[0], priceLevelId: own.priceLevels[0], price: '1234567' }];
    }
    if ((over as { locationIds?: number[] }).locationIds) input.locationIds = [own.locations[0]];
    const before = await fingerprint(stack.database.db, PRODUCT_TABLES);
    const r = await create(input);
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    const fields = fieldsOf(r)!;
    expect(Object.keys(fields)).toContain(field);
    if (text) expect(fields[field]).toBe(text);
    expect(await fingerprint(stack.database.db, PRODUCT_TABLES)).toEqual(before);
  });

  it('100 emoji are 100 characters: allowed', async () => {
    const r = await create({ ...productInput(own, 'FOOD', '🍕'.repeat(100)), names: [] });
    expect(r.errors).toBeUndefined();
  });

  it('requires each kind’s own fields', async () => {
    const gift = await create({ ...productInput(own, 'GIFT_CARD', 'No amount'), giftCardAmount: null });
    expect(fieldsOf(gift)).toMatchObject({ giftCardAmount: 'This field is required.' });
    const stay = await create({ ...productInput(own, 'RESERVATION', 'No details'), reservationDetails: null });
    expect(Object.keys(fieldsOf(stay)!)).toEqual(['reservationDetails']);
  });
});

describe('images', () => {
  const upload = (dataUrl: string) =>
    director.gql<{ uploadProductImage: { url: string; width: number; height: number; bytes: number } }>(
      'mutation($d: String!) { uploadProductImage(dataUrl: $d) { url width height bytes mime } }',
      { d: dataUrl },
    );

  it('stores a valid image as a file served with long cache headers, and a save keeps its URL', async () => {
    const r = await upload(pngDataUrl(320, 200));
    expect(r.errors).toBeUndefined();
    const { url } = r.data!.uploadProductImage;
    expect(url).toMatch(/^\/images\/products\/[0-9a-f]{64}\.png$/);
    const served = await fetch(`${stack.gatewayUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const made = await create({ ...productInput(own, 'REGULAR', 'With image'), image: url });
    expect(made.data!.createProduct.image).toBe(url);
    // Inline data is accepted too, and stored as a file like an upload.
    const inline = await create({ ...productInput(own, 'REGULAR', 'Inline image'), image: pngDataUrl(50, 50, 80) });
    expect(inline.data!.createProduct.image).toMatch(/^\/images\/products\/[0-9a-f]{64}\.png$/);
  });

  it('refuses other types, more than 1 MB and more than 2000 × 2000 pixels', async () => {
    const types =
      'This is not a valid image. Please load an image with an extension of one of the following: "png, jpg, jpeg, webp, gif"';
    const svg = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    expect(fieldsOf(await upload(svg))).toEqual({ dataUrl: types });
    expect(fieldsOf(await upload('data:image/bmp;base64,Qk0AAA=='))).toEqual({ dataUrl: types });
    expect(fieldsOf(await upload(pngDataUrl(100, 100, 1_048_577)))).toEqual({
      dataUrl: 'The image must not be larger than 1 mb.',
    });
    expect((await upload(pngDataUrl(100, 100, 1_048_576))).errors).toBeUndefined();
    expect(fieldsOf(await upload(pngDataUrl(2001, 10)))).toEqual({ dataUrl: 'Max image dimension is 2000x2000' });
    const before = await count();
    const save = await create({ ...productInput(own, 'REGULAR', 'Bad image'), image: svg });
    expect(fieldsOf(save)).toEqual({ image: types });
    expect(await count()).toBe(before);
    expect((await fetch(`${stack.gatewayUrl}/images/products/${'0'.repeat(64)}.png`)).status).toBe(404);
  });
});

describe('tenancy, the optimistic lock and references in use', () => {
  it('answers NOT_FOUND for another master client’s product or any id it references, changing nothing', async () => {
    const [theirs] = await queryRows<{ id: number; version: number }>(
      stack.database.db,
      sql`select p.id, p.version from products p join master_clients m on m.id = p.master_client_id where m.name like 'Bowlarama%' limit 1`,
    );
    expect(codeOf(await detail(Number(theirs!.id)))).toBe('NOT_FOUND');
    expect(codeOf(await remove([Number(theirs!.id)]))).toBe('NOT_FOUND');
    const mine = (await create(productInput(own, 'FOOD', 'Mine'))).data!.createProduct;
    const before = await fingerprint(stack.database.db, PRODUCT_TABLES);
    const base = productInput(own, 'FOOD', 'Mine again');
    for (const over of [
      { categoryIds: [foreign.categories[0]] },
      { revenueClassId: foreign.revenueClasses[0] },
      { taxRateId: foreign.taxRates[0] },
      { modifierIds: [foreign.modifiers[0]] },
      { productTypeId: foreign.types.get('FOOD') },
      { locationIds: [own.locations[0], foreign.locations[0]] },
    ]) {
      expect(codeOf(await update(mine.id, mine.version, { ...base, ...over }))).toBe('NOT_FOUND');
      expect(codeOf(await create({ ...base, ...over }))).toBe('NOT_FOUND');
    }
    expect(codeOf(await update(Number(theirs!.id), Number(theirs!.version), base))).toBe('NOT_FOUND');
    expect(await fingerprint(stack.database.db, PRODUCT_TABLES)).toEqual(before);
  });

  it('refuses the second of two saves of one product with CONFLICT', async () => {
    const p = (await create(productInput(own, 'REGULAR', 'Contested'))).data!.createProduct;
    expect((await update(p.id, 1, productInput(own, 'REGULAR', 'First'))).errors).toBeUndefined();
    const second = await update(p.id, 1, productInput(own, 'REGULAR', 'Second'));
    expect(codeOf(second)).toBe('CONFLICT');
    expect(second.errors![0]!.message).toBe('Someone else saved this product first. Reload it to see their changes.');
    expect((await detail(p.id)).data!.product.name).toBe('First');
    expect(codeOf(await remove([p.id], [1]))).toBe('CONFLICT');
  });

  it('refuses removing a category, tax rate or modifier products use, naming the products', async () => {
    const [cat] = await queryRows<{ id: number; version: number }>(
      stack.database.db,
      sql`select id, version from product_categories where master_client_id = ${mcA} and name = 'Party Packages'`,
    );
    const r = await director.gql('mutation($ids: [Int!]!) { deleteProductCategories(ids: $ids) { removed } }', {
      ids: [Number(cat!.id)],
    });
    expect(codeOf(r)).toBe('CONFLICT');
    expect(r.errors![0]!.message).toBe(
      "It is still used by these products: 'Birthday Party Package', 'Group Event Package'.",
    );
    const tax = await director.gql('mutation($ids: [Int!]!) { deleteTaxRates(ids: $ids) { removed } }', {
      ids: [own.taxRates[0]],
    });
    expect(codeOf(tax)).toBe('CONFLICT');
    expect(tax.errors![0]!.message).toMatch(/^It is still used by these products: .* and \d+ more\.$/);
    const mod = await director.gql('mutation($ids: [Int!]!) { deleteFoodModifiers(ids: $ids) { removed } }', {
      ids: [own.modifiers[0]],
    });
    expect(mod.errors![0]!.message).toContain("'Pizza Slice'");
    const pass = await director.gql('mutation($ids: [Int!]!) { deleteMemberships(ids: $ids) { removed } }', {
      ids: [own.memberships[0]],
    });
    expect(pass.errors![0]!.message).toContain("'Monthly Membership'");
    const credit = await director.gql('mutation($ids: [Int!]!) { deleteCreditTypes(ids: $ids) { removed } }', {
      ids: [own.creditTypes[0]],
    });
    expect(credit.errors![0]!.message).toContain("'100 Game Credits'");
    const revenue = await director.gql('mutation($ids: [Int!]!) { deleteRevenueClasses(ids: $ids) { removed } }', {
      ids: [own.revenueClasses[0]],
    });
    expect(codeOf(revenue)).toBe('CONFLICT');
    expect(revenue.errors![0]!.message).toMatch(/^It is still used by these products: /);
  });
});

describe('display order and languages', () => {
  it('reads a category’s order at a location and saves a new one in one request', async () => {
    const place = { c: own.categories[1], l: own.locations[0] };
    const read = async () =>
      (
        await director.gql<{ productDisplayOrder: { productId: number; position: number }[] }>(
          'query($c: Int!, $l: Int!) { productDisplayOrder(categoryId: $c, locationId: $l) { productId name position } }',
          place,
        )
      ).data!.productDisplayOrder;
    const first = await read();
    expect(first.length).toBeGreaterThan(2);
    const reversed = first.map((p) => p.productId).reverse();
    const saved = await director.gql(
      'mutation($i: DisplayOrderInput!) { saveProductDisplayOrder(input: $i) { productId position } }',
      { i: { categoryId: place.c, locationId: place.l, productIds: reversed } },
    );
    expect(saved.errors).toBeUndefined();
    expect((await read()).map((p) => [p.productId, p.position])).toEqual(reversed.map((id, i) => [id, i + 1]));
    const partial = await director.gql(
      'mutation($i: DisplayOrderInput!) { saveProductDisplayOrder(input: $i) { productId } }',
      { i: { categoryId: place.c, locationId: place.l, productIds: reversed.slice(1) } },
    );
    expect(codeOf(partial)).toBe('CONFLICT');
    const foreignPlace = await director.gql(
      'query($c: Int!, $l: Int!) { productDisplayOrder(categoryId: $c, locationId: $l) { productId } }',
      {
        c: foreign.categories[0],
        l: own.locations[0],
      },
    );
    expect(codeOf(foreignPlace)).toBe('NOT_FOUND');
  });

  it('lists every language of the locations with the names kept', async () => {
    const [soda] = await queryRows<{ id: number }>(
      stack.database.db,
      sql`select id from products where master_client_id = ${mcA} and name = 'Soft Drink'`,
    );
    const r = await director.gql<{ productLanguages: { languageId: number; name: string; locationId: number }[] }>(
      'query($p: Int, $l: [Int!]!) { productLanguages(productId: $p, locationIds: $l) { locationId languageId languageName name } }',
      { p: Number(soda!.id), l: [own.locations[0]] },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.productLanguages.map((x) => [x.languageId, x.name])).toEqual([
      [1, ''],
      [2, ''],
      [3, 'Refresco'],
    ]);
  });
});

describe('the editor’s choices', () => {
  it('answers the master client’s categories, levels, modifiers, access areas, packages, days and times', async () => {
    const r = await director.gql<Record<string, { id: number; name: string; kind?: string }[]>>(`{
      productTypeOptions { id name kind isSchedulable }
      productCategoryOptions { id name } none: productCategoryOptions(locationCodes: []) { id }
      priceLevelOptions { id name } productModifierOptions { id name groupName price }
      blockedAccessOptions { id name } entitlementPackageOptions { id name durationMinutes }
      daysAvailableOptions { id name } availableFromOptions { id name time } availableToOptions { id time }
    }`);
    expect(r.errors).toBeUndefined();
    const d = r.data!;
    expect(new Set(d.productTypeOptions!.map((t) => t.kind))).toEqual(new Set(PRODUCT_KINDS));
    expect(d.productCategoryOptions!.map((c) => c.id).sort()).toEqual([...own.categories].sort());
    expect(d.none).toEqual([]);
    expect(d.priceLevelOptions![0]!.name).toBe('Regular');
    expect(d.productModifierOptions!.map((m) => m.id).sort()).toEqual([...own.modifiers].sort());
    expect(d.daysAvailableOptions).toHaveLength(7);
    expect(d.availableFromOptions![20]).toEqual({ id: 600, name: '10:00 AM', time: '10:00' });
  });
});

describe('choices offered where the product is', () => {
  const offeredOnlyAt = async (locationId: number) => {
    const category = await director.gql<{ createProductCategory: { id: number } }>(
      'mutation($i: ProductCategoryInput!) { createProductCategory(input: $i) { id } }',
      { i: { name: `Only here ${Date.now()}`, description: '', displayOrder: 5, locationIds: [locationId] } },
    );
    expect(category.errors).toBeUndefined();
    const membership = await director.gql<{ createMembership: { id: number } }>(
      'mutation($i: MembershipInput!) { createMembership(input: $i) { id } }',
      {
        i: {
          name: `Sold here ${Date.now()}`,
          description: '',
          price: '30.00',
          expirationTypeId: 1,
          expirationPeriod: 30,
          creditTypes: [],
          locationIds: [locationId],
        },
      },
    );
    expect(membership.errors).toBeUndefined();
    return { categoryId: category.data!.createProductCategory.id, membershipId: membership.data!.createMembership.id };
  };

  it('the pickers’ lists say where each entry is offered', async () => {
    const [l1, l2] = own.locations;
    const { categoryId, membershipId } = await offeredOnlyAt(l2!);
    const r = await director.gql<Record<string, { id: number; locationIds: number[] }[]>>(
      '{ productCategoryOptions { id locationIds } membershipOptions { id locationIds } productModifierOptions { id locationIds } }',
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.productCategoryOptions!.find((c) => c.id === categoryId)!.locationIds).toEqual([l2]);
    expect(r.data!.membershipOptions!.find((m) => m.id === membershipId)!.locationIds).toEqual([l2]);
    const links = await queryRows<{ id: number; l: number[] }>(
      stack.database.db,
      sql`select food_modifier_id as id, array_agg(location_id order by location_id) as l from food_modifier_locations
        where food_modifier_id = ${own.modifiers[0]} group by food_modifier_id`,
    );
    expect(r.data!.productModifierOptions!.find((m) => m.id === own.modifiers[0])!.locationIds).toEqual(
      links[0]!.l.map(Number),
    );
    expect(l1).not.toBe(l2);
  });

  it('refuses a category offered at none of the product’s locations, and a membership not sold at every one', async () => {
    const [l1, l2] = own.locations;
    const { categoryId, membershipId } = await offeredOnlyAt(l2!);
    const before = await fingerprint(stack.database.db, PRODUCT_TABLES);
    // A save at these locations only: its prices, points and names kept to them.
    const at = (input: Record<string, unknown>, locationIds: number[]) => {
      const here = (rows: unknown) =>
        (rows as { locationId: number }[]).filter((r) => locationIds.includes(r.locationId));
      return {
        ...input,
        locationIds,
        prices: here(input.prices),
        loyaltyPoints: here(input.loyaltyPoints),
        names: here(input.names),
      };
    };
    const food = { ...productInput(own, 'FOOD', `Here only ${Date.now()}`), categoryIds: [categoryId] };
    const atL1 = at(food, [l1!]);
    const refused = await create(atL1);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(refused)).toEqual({ categoryIds: 'Not offered at any of the product’s locations.' });
    const member = { ...productInput(own, 'MEMBERSHIP', `Member ${Date.now()}`), membershipId };
    const notEvery = await create(member);
    expect(fieldsOf(notEvery)).toEqual({ membershipId: 'Not sold at every one of the product’s locations.' });
    expect(await fingerprint(stack.database.db, PRODUCT_TABLES)).toEqual(before);

    // At both locations the category is offered at one of them; moving the product to l1 alone
    // keeps the category it already has.
    const made = await create(at(food, [l1!, l2!]));
    expect(made.errors).toBeUndefined();
    const p = made.data!.createProduct;
    const moved = await update(p.id, p.version, { ...atL1, locationIds: [l1] });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateProduct.categoryIds).toEqual([categoryId]);
  });
});
