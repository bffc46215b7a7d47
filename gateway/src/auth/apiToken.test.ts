import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../testing/fakeUpstream.ts';
import { codes, gql, testGateway } from '../testing/gateway.ts';

// what the gateway decides about an API token on its own, before any upstream call.
let upstream: FakeUpstream;
let app: FastifyInstance;
const TOKEN = `mq_11_${'a'.repeat(43)}`;
const QUERY = '{ locations { locationId } masterClients { masterClientId } }';

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await testGateway(upstream.url, {
    throttle: {
      ...(await import('@marquee/core/throttle')).THROTTLE_RULES,
      apiTokenRequests: { max: 2, windowSeconds: 60 },
    },
  });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.calls.length = 0;
});

describe('API tokens at the gateway', () => {
  it('refuses another master client than the token names with FORBIDDEN, calling nothing upstream', async () => {
    const { res, body } = await gql(app, QUERY, {
      headers: { authorization: `Bearer ${TOKEN}`, 'x-master-client': '12' },
    });
    expect(res.statusCode).toBe(403);
    expect(codes(body)).toEqual(['FORBIDDEN']);
    expect(upstream.calls).toEqual([]);
  });

  it('refuses a malformed token with UNAUTHENTICATED, calling nothing upstream', async () => {
    for (const token of ['mq_', 'mq_11_short', `mq_x_${'a'.repeat(43)}`, `mq_0_${'a'.repeat(43)}`]) {
      const { res, body } = await gql(app, QUERY, { headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
      expect(codes(body)).toEqual(['UNAUTHENTICATED']);
      expect(body.errors?.[0]?.message).toBe('Not signed in');
    }
    expect(upstream.calls).toEqual([]);
  });

  it('leaves a well-formed token to the REST API to authenticate, and limits its rate', async () => {
    // This fake REST API knows no such token: the REST API decides unknown, revoked and expired.
    const first = await gql(app, '{ locations { locationId } }', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(codes(first.body)).toEqual(['UNAUTHENTICATED']);
    expect(upstream.calls.map((c) => [c.path, c.headers.authorization])).toEqual([['/me', `Bearer ${TOKEN}`]]);
    await gql(app, '{ locations { locationId } }', { headers: { authorization: `Bearer ${TOKEN}` } });
    const third = await gql(app, '{ locations { locationId } }', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(third.res.statusCode).toBe(429);
    expect(codes(third.body)).toEqual(['TOO_MANY_REQUESTS']);
  });
});
