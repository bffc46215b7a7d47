/**
 * Several REST API replicas behind one gateway (REST_API_URL with commas): calls spread over all of
 * them, and one that stops answering costs no call that it never received.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../config.ts';
import { type FakeUpstream, startFakeUpstream } from '../testing/fakeUpstream.ts';
import { gql, testGateway } from '../testing/gateway.ts';

let one: FakeUpstream;
let two: FakeUpstream;
let gateway: FastifyInstance;
const director = { authorization: 'Bearer tok-director' };
const languages = [{ id: 1, name: 'English', code: 'en' }];

beforeAll(async () => {
  [one, two] = await Promise.all([startFakeUpstream(), startFakeUpstream()]);
  for (const upstream of [one, two]) upstream.on('GET', '/languages', { body: { data: languages } });
  gateway = await testGateway(`${one.url},${two.url}`);
});
afterAll(async () => {
  await gateway.close();
  await one.close();
  await two.close().catch(() => undefined);
});

const languagesCalls = (u: FakeUpstream) => u.calls.filter((c) => c.path === '/languages').length;

describe('several REST API replicas', () => {
  it('reads a comma-separated REST_API_URL, each URL checked', () => {
    const config = loadGatewayConfig({ REST_API_URL: 'http://rest-1:4001, http://rest-2:4001/' });
    expect(config.restApiUrl).toBe('http://rest-1:4001,http://rest-2:4001');
    expect(() => loadGatewayConfig({ REST_API_URL: 'http://rest-1:4001,ftp://rest-2' })).toThrow(/REST_API_URL/);
  });

  it('spreads calls over every replica', async () => {
    for (let i = 0; i < 20; i++) {
      const result = await gql(gateway, '{ languages { id } }', { headers: director });
      expect(result.body.errors).toBeUndefined();
    }
    expect(languagesCalls(one)).toBeGreaterThan(0);
    expect(languagesCalls(two)).toBeGreaterThan(0);
  });

  it('keeps answering when a replica stops', async () => {
    await two.close();
    for (let i = 0; i < 10; i++) {
      const result = await gql(gateway, '{ languages { id } }', { headers: director });
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data).toEqual({ languages: [{ id: 1 }] });
    }
  });
});
