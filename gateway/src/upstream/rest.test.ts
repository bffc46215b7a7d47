import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../testing/fakeUpstream.ts';
import { gql, testGateway } from '../testing/gateway.ts';

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

const paths = () => upstream.calls.map((c) => `${c.method} ${c.path}`);

describe('per-request deduplication', () => {
  it('makes one upstream call for identical reads within one request, and GET /me once', async () => {
    upstream.on('GET', '/languages', { body: { data: [{ id: 1, name: 'English', code: 'en' }] }, delayMs: 30 });
    const { body } = await gql(app, '{ a: languages { id } b: languages { name } me { userId } }', {
      headers: director,
    });
    expect(body).toEqual({ data: { a: [{ id: 1 }], b: [{ name: 'English' }], me: { userId: 1 } } });
    expect(paths()).toEqual(['GET /me', 'GET /languages']);
  });

  it('does not share reads between requests', async () => {
    await gql(app, '{ languages { id } }', { headers: director });
    await gql(app, '{ languages { id } }', { headers: director });
    // The identity is reused across requests for up to a second (identityCache.ts, so an earlier
    // test may have looked it up already); nothing else is.
    expect(paths().filter((p) => p !== 'GET /me')).toEqual(['GET /languages', 'GET /languages']);
    expect(paths().filter((p) => p === 'GET /me').length).toBeLessThanOrEqual(1);
  });
});

describe('resolvers → REST calls', () => {
  it('updateContacts PUTs {contacts} and returns the saved list', async () => {
    const contact = { name: 'Ann', email: 'ann@example.com', phone: '5550100', contactTypeId: 1 };
    upstream.on('PUT', '/user-profile/contacts', (call) => ({
      body: { data: (call.body as { contacts: object[] }).contacts.map((c, i) => ({ id: i + 1, ...c })) },
    }));
    const { body } = await gql(app, 'mutation ($c: [ContactInput!]!) { updateContacts(contacts: $c) { id name } }', {
      headers: director,
      variables: { c: [contact] },
    });
    expect(body).toEqual({ data: { updateContacts: [{ id: 1, name: 'Ann' }] } });
    expect(upstream.calls.at(-1)?.body).toEqual({ contacts: [contact] });
  });

  it('validateRecoveryCode is true only for code 0', async () => {
    const validate = 'mutation { validateRecoveryCode(code: "abc") }';
    upstream.on('POST', '/auth/account-recovery-validate', { body: { data: { code: 1 } } });
    expect((await gql(app, validate)).body).toEqual({ data: { validateRecoveryCode: false } });
    upstream.on('POST', '/auth/account-recovery-validate', { body: { data: { code: 0 } } });
    expect((await gql(app, validate)).body).toEqual({ data: { validateRecoveryCode: true } });
    expect(upstream.calls.at(-1)?.body).toEqual({ code: 'abc' });
  });

  it('logVisit only logs a failure and answers false', async () => {
    upstream.on('POST', '/logs/visits', { status: 500, body: { message: 'down' } });
    const { body } = await gql(app, 'mutation { logVisit(eventName: "owners_box") }', { headers: director });
    expect(body).toEqual({ data: { logVisit: false } });
  });

  it('ping extends the session through POST /ping', async () => {
    const { body } = await gql(app, 'mutation { ping { expiresIn } }', { headers: director });
    expect(body).toEqual({ data: { ping: { expiresIn: 900 } } });
    expect(paths()).toEqual(['GET /me', 'POST /ping']);
  });
});
