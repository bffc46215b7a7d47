import { describe, expect, it } from 'vitest';
import { checkSchema, formatCheck, parseAccepted, passes } from './breaking.ts';

const RELEASE = `
  type Query {
    "A product."
    product(id: Int!): Product
    "Products."
    products(search: String): [Product!]!
  }
  type Product { id: Int! name: String! price: Int }
  enum Size { SMALL LARGE }
  type Mutation { resize(size: Size): Boolean }
`;

/** The release with one edit applied. */
const edit = (from: string, to: string) => {
  expect(RELEASE).toContain(from);
  return RELEASE.replace(from, to);
};

describe('the breaking-change check', () => {
  it('passes when nothing changed', async () => {
    const check = await checkSchema(RELEASE, RELEASE, []);
    expect(passes(check)).toBe(true);
    expect(formatCheck(check)).toBe('');
  });

  it('fails on a removed field, naming it', async () => {
    const check = await checkSchema(RELEASE, edit(' price: Int', ''), []);
    expect(passes(check)).toBe(false);
    expect(check.unaccepted.map((c) => `${c.type} ${c.path}`)).toEqual(['FIELD_REMOVED Product.price']);
    expect(formatCheck(check)).toMatch(/not recorded:\n {2}FIELD_REMOVED Product\.price: /);
  });

  it('fails on a removed type, a changed argument type and a newly required argument', async () => {
    const current = edit('product(id: Int!)', 'product(id: String!)')
      .replace('products(search: String)', 'products(search: String, page: Int!)')
      .replace('enum Size { SMALL LARGE }', '')
      .replace('type Mutation { resize(size: Size): Boolean }', '');
    const check = await checkSchema(RELEASE, current, []);
    expect(check.unaccepted.map((c) => `${c.type} ${c.path ?? ''}`.trim()).sort()).toEqual([
      'FIELD_ARGUMENT_ADDED Query.products.page',
      'FIELD_ARGUMENT_TYPE_CHANGED Query.product.id',
      'SCHEMA_MUTATION_TYPE_CHANGED',
      'TYPE_REMOVED Mutation',
      'TYPE_REMOVED Size',
    ]);
  });

  it('passes on additions: a field, an optional argument, a type', async () => {
    const current = edit('price: Int }', 'price: Int "New." stock: Int }').replace(
      'products(search: String)',
      'products(search: String, page: Int)',
    );
    expect(passes(await checkSchema(RELEASE, `${current} type Extra { id: Int }`, []))).toBe(true);
  });

  it('passes on a recorded break, and fails on a record that matches no change', async () => {
    const removed = edit(' price: Int', '');
    const record = { type: 'FIELD_REMOVED', path: 'Product.price', reason: 'Prices moved to price levels.' };
    const accepted = await checkSchema(RELEASE, removed, [record]);
    expect(passes(accepted)).toBe(true);
    expect(formatCheck(accepted)).toMatch(/recorded as intended:\n {2}FIELD_REMOVED Product\.price/);

    const stale = await checkSchema(RELEASE, RELEASE, [record]);
    expect(passes(stale)).toBe(false);
    expect(formatCheck(stale)).toMatch(
      /no longer a change since the release; remove:\n {2}FIELD_REMOVED Product\.price/,
    );
  });

  it('reports a dangerous change without failing', async () => {
    const check = await checkSchema(RELEASE, edit('enum Size { SMALL LARGE }', 'enum Size { SMALL LARGE HUGE }'), []);
    expect(passes(check)).toBe(true);
    expect(check.dangerous.map((c) => c.type)).toEqual(['ENUM_VALUE_ADDED']);
  });

  it('refuses a record without a reason', () => {
    expect(parseAccepted('[{"type":"FIELD_REMOVED","path":"Product.price","reason":"x"}]')).toHaveLength(1);
    expect(() => parseAccepted('[{"type":"FIELD_REMOVED","path":"Product.price","reason":" "}]')).toThrow(/entry 0/);
    expect(() => parseAccepted('{}')).toThrow(/array/);
  });
});
