import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodePermissions } from '@marquee/core/permissions';
import { API_TOKENS_INDEX } from '@marquee/core/settings/apiTokens';
import { DIRECTOR, type FakeUpstream, inEveryClient, startFakeUpstream, TOKENS } from '../testing/fakeUpstream.ts';
import { codes, gql, testGateway } from '../testing/gateway.ts';
import { MAX_ALIASES, MAX_DEPTH } from './limits.ts';

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await testGateway(upstream.url);
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.calls.length = 0;
});

const get = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(query)}`, headers });

describe('HTTP transport', () => {
  it('serves queries by GET when the request cannot be a cross-site one', async () => {
    const res = await get('{ health }', { 'apollo-require-preflight': 'true' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { health: 'ok' } });
  });

  it('refuses a GET without a JSON content type or preflight header (CSRF)', async () => {
    const res = await get('{ health }');
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/Cross-Site Request Forgery/);
  });

  it('refuses a text/plain POST (CSRF)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: '{ health }' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/Cross-Site Request Forgery/);
  });

  it('refuses a mutation over GET with 405', async () => {
    const res = await get('mutation { logout }', { 'apollo-require-preflight': 'true' });
    expect(res.statusCode).toBe(405);
    expect(upstream.calls).toEqual([]);
  });

  it('refuses a batched array of operations', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ query: '{ health }' }, { query: '{ health }' }]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/batch/i);
  });

  it(`refuses a query nested deeper than ${MAX_DEPTH}`, async () => {
    const nested = (depth: number) => `{ ${'... on Query { '.repeat(depth - 1)}health${' }'.repeat(depth - 1)} }`;
    expect((await gql(app, nested(MAX_DEPTH))).body).toEqual({ data: { health: 'ok' } });
    const { res, body } = await gql(app, nested(MAX_DEPTH + 1));
    expect(res.statusCode).toBe(400);
    expect(codes(body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(body.errors?.[0]?.message).toMatch(/depth limit/);
  });

  it(`refuses more than ${MAX_ALIASES} aliases`, async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: health`).join(' ')} }`;
    expect((await gql(app, aliases(MAX_ALIASES))).res.statusCode).toBe(200);
    const { res, body } = await gql(app, aliases(MAX_ALIASES + 1));
    expect(res.statusCode).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Aliases limit/);
  });

  it('keeps the caller request id, passes it upstream with the timezone offset, and returns it', async () => {
    const { res } = await gql(app, '{ languages { id } }', {
      headers: { authorization: 'Bearer tok-director', 'x-request-id': 'trace-123', 'x-timezone-offset': '-240' },
    });
    expect(res.headers['x-request-id']).toBe('trace-123');
    for (const call of upstream.calls) {
      expect(call.headers['x-request-id']).toBe('trace-123');
      expect(call.headers['x-timezone-offset']).toBe('-240');
    }
    expect(upstream.calls).toHaveLength(2);
  });

  it('makes up a request id when none (or a strange one) is given', async () => {
    const { res } = await gql(app, '{ health }', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers /health always and /ready when the REST API is ready', async () => {
    expect((await app.inject('/health')).statusCode).toBe(200);
    expect((await app.inject('/ready')).statusCode).toBe(200);
    upstream.on('GET', '/ready', { status: 503, body: { message: 'migrating' } });
    expect((await app.inject('/ready')).statusCode).toBe(503);
    upstream.on('GET', '/ready', { body: { data: 'ready' } });
  });

  it('allows introspection outside production, and in production only to holders of API tokens VIEW', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect((await gql(app, query)).body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const production = await testGateway(upstream.url, {
      nodeEnv: 'production',
      production: true,
      introspection: false,
    });
    try {
      expect(codes((await gql(production, query)).body)).toEqual(['UNAUTHENTICATED']);
      const staff = { headers: { authorization: 'Bearer tok-staff' } };
      expect(codes((await gql(production, query, staff)).body)).toEqual(['FORBIDDEN']);
      // The explorer's rule (core mayExplore) follows module 123's VIEW bit, not the route role:
      // the fake director, an 'admin' without it, is refused; a 'staff' user holding it is served.
      const director = { headers: { authorization: 'Bearer tok-director' } };
      expect(codes((await gql(production, query, director)).body)).toEqual(['FORBIDDEN']);
      TOKENS['tok-granted'] = inEveryClient({
        ...DIRECTOR,
        routeRoles: ['staff'],
        roles: [{ ...DIRECTOR.roles[0]!, permissionBits: encodePermissions({ [API_TOKENS_INDEX]: ['view'] }) }],
      });
      const granted = { headers: { authorization: 'Bearer tok-granted' } };
      expect((await gql(production, query, granted)).body).toEqual({
        data: { __schema: { queryType: { name: 'Query' } } },
      });
    } finally {
      delete TOKENS['tok-granted'];
      await production.close();
    }
  });
});
