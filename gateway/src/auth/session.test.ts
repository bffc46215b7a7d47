import { SESSION_COOKIE } from '@marquee/core/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../testing/fakeUpstream.ts';
import { codes, gql, testGateway } from '../testing/gateway.ts';

const LOGIN = `mutation ($u: String!, $p: String!, $t: Boolean) {
  login(username: $u, password: $p, returnToken: $t) { expiresIn token user { userId permissionBits permissionChunkLength hasBlockedDefaultAccess } }
}`;

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

function sessionCookie(res: Awaited<ReturnType<typeof gql>>['res']) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

describe('sessions', () => {
  it('login sets an httpOnly session cookie and hides the token unless asked', async () => {
    const { res, body } = await gql(app, LOGIN, { variables: { u: 'dana@example.com', p: 'Secret#123' } });
    expect(body.errors).toBeUndefined();
    expect(body.data?.login).toMatchObject({
      expiresIn: 900,
      token: null,
      user: { userId: 1, hasBlockedDefaultAccess: false },
    });
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ value: 'tok-director', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
  });

  it('returns the token to internal tools that ask for it', async () => {
    const { body } = await gql(app, LOGIN, { variables: { u: 'dana@example.com', p: 'Secret#123', t: true } });
    expect(body.data?.login).toMatchObject({ token: 'tok-director' });
  });

  it('sends the old token with login so the REST API rotates it', async () => {
    await gql(app, LOGIN, {
      variables: { u: 'dana@example.com', p: 'Secret#123' },
      cookies: { [SESSION_COOKIE]: 'tok-old' },
    });
    const login = upstream.calls.find((c) => c.path === '/login');
    expect(login?.headers.authorization).toBe('Bearer tok-old');
    expect(login?.body).toEqual({ username: 'dana@example.com', password: 'Secret#123' });
  });

  it('refuses a wrong password with UNAUTHENTICATED and the server message, setting no cookie', async () => {
    const { res, body } = await gql(app, LOGIN, { variables: { u: 'dana@example.com', p: 'nope' } });
    expect(codes(body)).toEqual(['UNAUTHENTICATED']);
    expect(body.errors?.[0]?.message).toBe('Your account or password is incorrect.');
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('forwards the cookie upstream as a Bearer token', async () => {
    const { body } = await gql(app, '{ languages { id } }', { cookies: { [SESSION_COOKIE]: 'tok-director' } });
    expect(body.errors).toBeUndefined();
    const call = upstream.calls.find((c) => c.path === '/languages');
    expect(call?.headers.authorization).toBe('Bearer tok-director');
  });

  it('accepts a Bearer header from internal tools', async () => {
    const { body } = await gql(app, '{ me { userId displayName } }', {
      headers: { authorization: 'Bearer tok-director' },
    });
    expect(body.data?.me).toEqual({ userId: 1, displayName: 'Dana Director' });
  });

  it('me is null without a session, and a signed-in field is UNAUTHENTICATED', async () => {
    const { body } = await gql(app, '{ me { userId } }');
    expect(body.data?.me).toBeNull();
    expect(upstream.calls).toHaveLength(0);
    const denied = await gql(app, '{ profile { userId } }');
    expect(codes(denied.body)).toEqual(['UNAUTHENTICATED']);
  });

  it('me computes the effective bits; blocked default access when chunk 0 is empty', async () => {
    const { body } = await gql(app, '{ me { permissionBits permissionChunkLength hasBlockedDefaultAccess } }', {
      headers: { authorization: 'Bearer tok-staff' },
    });
    expect(body.data?.me).toEqual({
      permissionBits: '0000000000000000000000100000',
      permissionChunkLength: 7,
      hasBlockedDefaultAccess: true,
    });
  });

  it('an upstream 401 clears the cookie and me answers null', async () => {
    const { res, body } = await gql(app, '{ me { userId } }', { cookies: { [SESSION_COOKIE]: 'tok-expired' } });
    expect(body.data?.me).toBeNull();
    expect(sessionCookie(res)).toMatchObject({ value: '', path: '/' });
  });

  it('logout revokes upstream, clears the cookie, and succeeds even when the revoke fails', async () => {
    const { res, body } = await gql(app, 'mutation { logout }', { cookies: { [SESSION_COOKIE]: 'tok-director' } });
    expect(body.data?.logout).toBe(true);
    expect(upstream.calls.map((c) => `${c.method} ${c.path} ${c.headers.authorization}`)).toEqual([
      'POST /out Bearer tok-director',
    ]);
    expect(sessionCookie(res)?.value).toBe('');

    upstream.on('POST', '/out', { status: 500, body: { message: 'db down' } });
    const failed = await gql(app, 'mutation { logout }', { cookies: { [SESSION_COOKIE]: 'tok-director' } });
    expect(failed.body).toEqual({ data: { logout: true } });
    upstream.on('POST', '/out', { body: { data: true } });
  });

  it('logout without a session makes no upstream call', async () => {
    const { body } = await gql(app, 'mutation { logout }');
    expect(body.data?.logout).toBe(true);
    expect(upstream.calls).toHaveLength(0);
  });
});
