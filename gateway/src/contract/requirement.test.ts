import { getDirective } from '@graphql-tools/utils';
import { type GraphQLField, graphql } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema.ts';
import { moduleLabel } from './requirement.ts';

const schema = buildGatewaySchema();
const rootFields = [schema.getQueryType()!, schema.getMutationType()!].flatMap((root) =>
  Object.values(root.getFields()).map((field) => [`${root.name}.${field.name}`, field] as const),
);

/** The last paragraph of a description: where the permission sentence goes. */
const lastParagraph = (field: GraphQLField<unknown, unknown>) => field.description?.split('\n\n').at(-1);

/** What the directive itself says, read here without the code under test. */
function declared(field: GraphQLField<unknown, unknown>): RegExp {
  if (getDirective(schema, field, 'public')?.length) return /^Requires: nothing; callable without signing in\.$/;
  if (getDirective(schema, field, 'signedIn')?.length) return /^Requires: a signed-in user; no permission bit\.$/;
  const [args] = getDirective(schema, field, 'requires') ?? [];
  if (!args) throw new Error('no access directive');
  const many = args.many ? `; REMOVE_MULTIPLE too when \`${args.many}\` holds more than one distinct value` : '';
  // `module N` when no core table names the index; requires.test.ts is what insists on a table.
  const module = `(\\S+ \\((menu|screen) ${args.module}\\)|module ${args.module})`;
  return new RegExp(`^Requires: ${module} ${args.flag}${many}\\.$`);
}

describe('every root field states the permission it needs', () => {
  it.each(rootFields)('%s', (_where, field) => {
    expect(lastParagraph(field)).toMatch(declared(field));
  });

  it('keeps the written description before the permission', () => {
    const products = schema.getQueryType()!.getFields().products!;
    expect(products.description).toMatch(/^\S.*\n\nRequires: products \(menu 4\) VIEW\.$/s);
  });

  it('names the module by its screen, menu index or screen permission id', () => {
    const fields = { ...schema.getQueryType()!.getFields(), ...schema.getMutationType()!.getFields() };
    expect(lastParagraph(fields.settingsGroups!)).toBe('Requires: groups (menu 13) VIEW.');
    expect(lastParagraph(fields.settingsLocation!)).toBe('Requires: locations (screen 13) DETAIL_VIEW.');
    expect(lastParagraph(fields.deleteGroups!)).toBe(
      'Requires: groups (screen 6) REMOVE; REMOVE_MULTIPLE too when `ids` holds more than one distinct value.',
    );
    expect(lastParagraph(fields.ownersBox!)).toBe('Requires: ownersBox (menu 0) VIEW.');
    expect(lastParagraph(fields.adminSites!)).toBe('Requires: admin/spAdmin (menu 107) VIEW.');
  });

  it('falls back to the bare index when no table names the module', () => {
    expect(moduleLabel('somethingNew', 999)).toBe('module 999');
    // A field whose declared module is not its screen's is named by the menu, not by the screen.
    expect(moduleLabel('settingsGroups', 4)).toBe('products (menu 4)');
  });

  it('serves the permission through introspection, where the explorer reads it', async () => {
    const result = await graphql({
      schema,
      source: '{ __type(name: "Mutation") { fields { name description } } }',
      contextValue: {},
    });
    expect(result.errors).toBeUndefined();
    const type = result.data?.__type as { fields: { name: string; description: string }[] } | undefined;
    const createTaxRate = type?.fields.find((f) => f.name === 'createTaxRate');
    expect(createTaxRate?.description ?? '').toMatch(/Requires: taxRates \(menu 11\) ADD\.$/);
  });
});
