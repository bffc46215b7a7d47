/**
 * Lists page the same way everywhere (documented in schema/README.md): a tool that can
 * read one list can read them all. A list is a root field taking `page`.
 */
import { type GraphQLField, getNamedType, isNonNullType, isObjectType } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema.ts';

const schema = buildGatewaySchema();
const lists = Object.values(schema.getQueryType()!.getFields()).filter((f) => f.args.some((a) => a.name === 'page'));

/**
 * Pickers that load page after page and append (spec/3 §3: "data and hasMore, merged by id")
 * answer `{ data, hasMore }` instead of a table's page; they take the same arguments.
 */
const PICKERS = new Set(['productOptions', 'guestSegmentProducts', 'guestSegmentLocations']);
/**
 * Logs (the audit log, a record's History) answer a table's page with `hasMore` for `total`:
 * counting a log of millions of rows costs more than its page (schema/audit/audit-log.graphql).
 */
const LOGS = new Set(['auditLog', 'recordHistory']);

const argument = (field: GraphQLField<unknown, unknown>, name: string) => {
  const arg = field.args.find((a) => a.name === name);
  return arg && { type: String(arg.type), default: arg.defaultValue };
};

describe('every list pages the same way', () => {
  it('finds the lists', () => {
    expect(lists.length).toBeGreaterThan(10);
  });

  it.each(lists.map((f) => [f.name, f] as const))('%s', (name, field) => {
    expect(argument(field, 'page')).toEqual({ type: 'Int', default: 0 });
    expect(argument(field, 'rowsPerPage')).toEqual({ type: 'Int', default: 25 });
    if (argument(field, 'search')) expect(argument(field, 'search')).toEqual({ type: 'String', default: undefined });
    if (argument(field, 'order')) expect(argument(field, 'order')).toEqual({ type: 'SortOrder', default: 'ASC' });
    expect(isNonNullType(field.type)).toBe(true);
    const page = getNamedType(field.type);
    expect(isObjectType(page) && Object.keys(page.getFields())).toEqual(
      PICKERS.has(name)
        ? ['data', 'hasMore']
        : LOGS.has(name)
          ? ['rows', 'page', 'rowsPerPage', 'hasMore']
          : ['rows', 'total', 'page', 'rowsPerPage'],
    );
  });
});
