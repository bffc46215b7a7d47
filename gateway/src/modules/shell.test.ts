import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../testing/fakeUpstream.ts';
import { codes, gql, testGateway } from '../testing/gateway.ts';

let upstream: FakeUpstream;
let app: FastifyInstance;
const ADMIN_SITES = '{ adminSites(kind: SP_ADMIN) { label url } }';

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

describe('adminSites (@requires module 107 VIEW)', () => {
  it('is FORBIDDEN for a user whose roles lack module 107', async () => {
    const { body } = await gql(app, ADMIN_SITES, { headers: { authorization: 'Bearer tok-director' } });
    expect(codes(body)).toEqual(['FORBIDDEN']);
    expect(upstream.dataCalls()).toEqual([]);
  });

  it('lists one link per DNS entry, labelled by name or else code, from the session alone', async () => {
    const { body } = await gql(app, ADMIN_SITES, { headers: { authorization: 'Bearer tok-admin' } });
    expect(body).toEqual({
      data: {
        adminSites: [
          { label: 'Downtown', url: 'https://dt.example.com/SP_ADMIN' },
          { label: 'UP', url: 'http://up.example.com/SP_ADMIN' },
        ],
      },
    });
    expect(upstream.dataCalls()).toEqual([]);
  });
});
