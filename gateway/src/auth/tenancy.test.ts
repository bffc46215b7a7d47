import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../testing/fakeUpstream.ts';
import { codes, gql, testGateway } from '../testing/gateway.ts';

let upstream: FakeUpstream;
let app: FastifyInstance;
const director = { authorization: 'Bearer tok-director' };

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

describe('master client (X-Master-Client)', () => {
  it('refuses a master client the session may not use, before any data call', async () => {
    const { body } = await gql(app, '{ locations { locationId } masterClients { masterClientId } }', {
      headers: { ...director, 'x-master-client': '20' },
    });
    expect(new Set(codes(body))).toEqual(new Set(['FORBIDDEN']));
    expect(body.data).toBeNull();
    expect(upstream.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /me']);
    expect(upstream.dataCalls()).toEqual([]);
  });

  it('passes an allowed master client on as the masterClient query parameter', async () => {
    const { body } = await gql(app, '{ locations { locationId name } }', {
      headers: { ...director, 'x-master-client': '11' },
    });
    expect(body).toEqual({ data: { locations: [{ locationId: 7, name: 'Downtown' }] } });
    // The identity lookup is tenant-free: the gateway checks the master client against it. (It may
    // have been answered by an earlier test's lookup: the gateway reuses it for up to a second.)
    const calls = upstream.calls.map((c) => [c.path, c.query]);
    expect(calls.filter(([path]) => path !== '/me')).toEqual([['/location', { src: 'lookup', masterClient: '11' }]]);
    for (const call of calls.filter(([path]) => path === '/me'))
      expect(call).toEqual(['/me', { masterClient: 'null' }]);
  });

  it('still signs out (and revokes upstream) with a foreign master client', async () => {
    const { body } = await gql(app, 'mutation { logout }', { headers: { ...director, 'x-master-client': '20' } });
    expect(body).toEqual({ data: { logout: true } });
    expect(upstream.calls.map((c) => [c.method, c.path, c.query.masterClient])).toEqual([['POST', '/out', 'null']]);
  });

  it('sends masterClient=null on every call when none is selected', async () => {
    await gql(app, '{ masterClients { masterClientId } }', { headers: director });
    expect(upstream.calls.map((c) => c.query.masterClient)).toEqual(['null', 'null']);
  });

  it('still answers me (public) with a foreign master client, so the web can pick another', async () => {
    const { body } = await gql(app, '{ me { userId } }', { headers: { ...director, 'x-master-client': '20' } });
    expect(body).toEqual({ data: { me: { userId: 1 } } });
  });

  it('rejects a master client header that is not an id with 400', async () => {
    const { res, body } = await gql(app, '{ me { userId } }', { headers: { ...director, 'x-master-client': 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(upstream.calls).toEqual([]);
  });
});
