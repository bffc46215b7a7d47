import type { Identity } from '@marquee/core/identity';
import { graphql } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.ts';
import { buildGatewaySchema, buildSchema, loadTypeDefs } from '../schema.ts';
import { DIRECTOR } from '../testing/fakeUpstream.ts';

const [baseSdl] = loadTypeDefs().filter((sdl) => sdl.includes('directive @requires'));

const RESOLVE = { health: () => 'ok', secret: () => 'granted', open: () => 'open', remove: () => 'removed' };

/** base.graphql (directives, health, ping) plus a test SDL; resolvers for the fields it has. */
function schemaWith(sdl: string) {
  const fields = Object.entries(RESOLVE).filter(
    ([name]) => name === 'health' || sdl.includes(`${name}:`) || sdl.includes(`${name}(`),
  );
  return buildSchema({
    typeDefs: [baseSdl!, sdl],
    resolvers: { Query: Object.fromEntries(fields), Mutation: { ping: () => ({ expiresIn: 1 }) } },
  });
}

function contextFor(identity: Identity | null, masterClient: number | null = null): GatewayContext {
  return { session: async () => identity, masterClient } as GatewayContext;
}

describe('deny by default', () => {
  it('fails to build when a root field declares no access directive', () => {
    expect(() => schemaWith('extend type Query { open: String }')).toThrow(/Query\.open declares none/);
  });

  it('fails to build when a field declares two', () => {
    expect(() => schemaWith('extend type Query { open: String @public @signedIn }')).toThrow(
      /Query\.open declares more than one/,
    );
  });

  it('fails to build when a root field has no resolver', () => {
    expect(() => schemaWith('extend type Query { missing: String @public }')).toThrow(
      /without a resolver: Query\.missing/,
    );
  });

  it('every root field of the real schema declares exactly one (and the schema builds)', () => {
    const schema = buildGatewaySchema();
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
      Object.values(root!.getFields()),
    );
    expect(fields.length).toBeGreaterThan(20);
    for (const field of fields) {
      const declared = (field.astNode?.directives ?? []).map((d) => d.name.value);
      const access = declared.filter((name) => ['public', 'signedIn', 'requires'].includes(name));
      expect(access, field.name).toHaveLength(1);
    }
  });
});

describe('@requires(module, flag)', () => {
  // DIRECTOR holds view + add on module 5, but not remove.
  const schema = schemaWith(`extend type Query {
    secret: String @requires(module: 5, flag: REMOVE)
    open: String @requires(module: 5, flag: ADD)
  }`);

  it('refuses with FORBIDDEN when the effective bits lack the flag, without resolving', async () => {
    const result = await graphql({ schema, source: '{ secret }', contextValue: contextFor(DIRECTOR) });
    expect(result.errors?.map((e) => e.extensions.code)).toEqual(['FORBIDDEN']);
    expect(result.data?.secret).toBeNull();
  });

  it('resolves when a role grants the flag', async () => {
    const result = await graphql({ schema, source: '{ open }', contextValue: contextFor(DIRECTOR) });
    expect(result).toEqual({ data: { open: 'open' } });
  });

  it('reads the bits of the request’s master client (else the default one)', async () => {
    // In Bowlmore (11) the user holds a role that may remove; in Arcadia (10, the default) not.
    const remover = { id: 9, name: 'Remover', permissionBits: `${'0'.repeat(35)}0000010`, permissionChunkLength: 7 };
    const perClient: Identity = {
      ...DIRECTOR,
      clientRoles: [
        { masterClientId: 10, role: DIRECTOR.roles[0]!, routeRole: 'admin' },
        { masterClientId: 11, role: remover, routeRole: 'admin' },
      ],
    };
    const codes = async (masterClient: number | null) =>
      (await graphql({ schema, source: '{ secret }', contextValue: contextFor(perClient, masterClient) })).errors?.map(
        (e) => e.extensions.code,
      );
    expect(await codes(11)).toBeUndefined();
    expect(await codes(10)).toEqual(['FORBIDDEN']);
    expect(await codes(null)).toEqual(['FORBIDDEN']);
  });

  it('is UNAUTHENTICATED without a session', async () => {
    const result = await graphql({ schema, source: '{ open }', contextValue: contextFor(null) });
    expect(result.errors?.map((e) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('is FORBIDDEN for a master client outside the session, even with the bit', async () => {
    const result = await graphql({ schema, source: '{ open }', contextValue: contextFor(DIRECTOR, 99) });
    expect(result.errors?.map((e) => e.extensions.code)).toEqual(['FORBIDDEN']);
  });
});

describe('@requires(…, many: "ids"): removing several at once', () => {
  // DIRECTOR holds view + add on module 5, not REMOVE_MULTIPLE; ADD stands in for REMOVE here.
  const schema = schemaWith(
    'extend type Query { remove(ids: [Int!]!): String @requires(module: 5, flag: ADD, many: "ids") }',
  );
  const run = (ids: string) =>
    graphql({ schema, source: `{ remove(ids: ${ids}) }`, contextValue: contextFor(DIRECTOR) });

  it('lets one id through on the declared flag alone', async () => {
    expect(await run('[7]')).toEqual({ data: { remove: 'removed' } });
    expect(await run('[7, 7]')).toEqual({ data: { remove: 'removed' } });
  });

  it('refuses several distinct ids without REMOVE_MULTIPLE, before resolving', async () => {
    const result = await run('[7, 8]');
    expect(result.errors?.map((e) => e.extensions.code)).toEqual(['FORBIDDEN']);
    expect(result.data?.remove).toBeNull();
  });

  it('fails to build when `many` names no argument of the field', () => {
    expect(() =>
      schemaWith('extend type Query { remove(ids: [Int!]!): String @requires(module: 5, flag: ADD, many: "idz") }'),
    ).toThrow(/names no argument/);
  });
});

describe('@guarded types (dashboard widgets)', () => {
  const guardedSdl = 'directive @guarded on OBJECT';

  it('fails to build when a field of a @guarded type declares no access', () => {
    expect(() =>
      schemaWith(`${guardedSdl}
        type Board @guarded { widget: String @requires(module: 5, flag: VIEW) bare: String }
        extend type Query { open: Board @public }`),
    ).toThrow(/Board\.bare declares none/);
  });

  it('checks each widget field on its own: a denied one is null with FORBIDDEN, the other resolves', async () => {
    const schema = buildSchema({
      typeDefs: [
        baseSdl!,
        `${guardedSdl}
        type Board @guarded { allowed: String @requires(module: 5, flag: ADD) denied: String @requires(module: 5, flag: REMOVE) }
        extend type Query { board: Board! @requires(module: 0, flag: VIEW) }`,
      ],
      resolvers: {
        Query: { health: () => 'ok', board: () => ({}) },
        Mutation: { ping: () => ({ expiresIn: 1 }) },
        Board: { allowed: () => 'yes', denied: () => 'no' },
      },
    });
    const result = await graphql({
      schema,
      source: '{ board { allowed denied } }',
      contextValue: contextFor(DIRECTOR),
    });
    expect(result.data).toEqual({ board: { allowed: 'yes', denied: null } });
    expect(result.errors?.map((e) => [e.path?.join('.'), e.extensions.code])).toEqual([['board.denied', 'FORBIDDEN']]);
  });

  it('every widget field of the real dashboard types declares exactly one', () => {
    const schema = buildGatewaySchema();
    const boards = [
      'OwnersBoxDashboard',
      'OperationalEfficiencyDashboard',
      'DriveRevenueDashboard',
      'GuestExperienceDashboard',
    ];
    for (const name of boards) {
      const type = schema.getType(name) as import('graphql').GraphQLObjectType;
      for (const field of Object.values(type.getFields())) {
        const declared = (field.astNode?.directives ?? []).map((d) => d.name.value);
        expect(
          declared.filter((d) => ['public', 'signedIn', 'requires'].includes(d)),
          `${name}.${field.name}`,
        ).toHaveLength(1);
      }
    }
  });
});
