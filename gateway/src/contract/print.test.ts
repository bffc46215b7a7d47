import { diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema.ts';
import { printContract } from './print.ts';

const served = buildGatewaySchema();
const printed = printContract(served);

describe('the printed schema', () => {
  it('is the served schema: reading it back differs in nothing, descriptions included', async () => {
    expect(await diff(served, buildSchema(printed))).toEqual([]);
  });

  it('keeps the applied directives and the permission in each root field description', () => {
    expect(printed).toMatch(
      /Requires: products \(menu 4\) VIEW\.\n\s*"""\n\s*products\([\s\S]*?\): \S+ @requires\(module: 4, flag: VIEW\)/,
    );
  });

  it('sorts types by name and keeps the order of fields as written', () => {
    const types = [...printed.matchAll(/^(?:type|input|enum|scalar|interface|union) (\w+)/gm)].map((m) => m[1]);
    expect(types).toEqual([...types].sort());
    const requires = printed.slice(printed.indexOf('directive @requires('));
    const order = ['module: Int!', 'flag: PermissionFlag!', 'many: String'].map((arg) => requires.indexOf(arg));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order[0]).toBeGreaterThan(0);
  });
});
