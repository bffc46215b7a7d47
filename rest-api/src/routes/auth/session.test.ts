import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { sha256Hex } from '../../security/tokens.ts';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const expiryOf = async (token: string) => {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(token)));
  return row!.expiresAt.getTime();
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('sessions', () => {
  it('stores only the hash of the token', async () => {
    const token = await t.login('director@funzone.test');
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === sha256Hex(token))).toBe(true);
  });

  it('GET /me answers the identity and needs a session', async () => {
    const token = await t.login('admin@funzone.test');
    const me = await t.inject({ method: 'GET', url: '/me?masterClient=null', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: 'admin@funzone.test', displayName: 'Alex Admin' });
    const anonymous = await t.inject({ method: 'GET', url: '/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toEqual(expect.any(String));
    const forged = await t.inject({ method: 'GET', url: '/me', headers: bearer('forged-token') });
    expect(forged.statusCode).toBe(401);
  });

  it('POST /ping extends the expiry and reports the lifetime', async () => {
    const token = await t.login('staff@funzone.test');
    const before = await expiryOf(token);
    await sleep(20);
    const ping = await t.inject({ method: 'POST', url: '/ping?masterClient=null', headers: bearer(token) });
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toEqual({ data: { expiresIn: 900 } });
    expect(await expiryOf(token)).toBeGreaterThan(before);
  });

  it('slides the expiry on ordinary calls once per burst, and a burst still sees a sign-out at once', async () => {
    const token = await t.login('director@funzone.test');
    const signedIn = await expiryOf(token);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.inject({ method: 'GET', url: '/me?masterClient=null', headers: bearer(token) }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    // Within the 2 s slack the row is not rewritten for every call of the burst.
    expect(await expiryOf(token)).toBe(signedIn);
    await t.inject({ method: 'POST', url: '/out', headers: bearer(token) });
    const after = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.inject({ method: 'GET', url: '/me?masterClient=null', headers: bearer(token) }),
      ),
    );
    expect(after.map((r) => r.statusCode)).toEqual([401, 401, 401]);
  });

  it('accepts a body-less POST that still says content-type: application/json', async () => {
    const token = await t.login('staff@funzone.test');
    const headers = { ...bearer(token), 'content-type': 'application/json' };
    expect((await t.inject({ method: 'POST', url: '/ping', headers })).statusCode).toBe(200);
    const broken = await t.inject({ method: 'POST', url: '/ping', headers, payload: '{oops' });
    expect(broken.statusCode).toBe(400);
  });

  it('POST /out revokes the session; later calls get 401; signing out twice still answers 200', async () => {
    const token = await t.login('director@funzone.test');
    const out = await t.inject({ method: 'POST', url: '/out?masterClient=null', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: { ok: true } });
    expect((await t.inject({ method: 'GET', url: '/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/ping', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/out', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/out' })).statusCode).toBe(200);
  });
});

describe('a short session lifetime', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({ sessionTtlSeconds: 1 });
  });
  afterAll(() => short?.close());

  it('expires a session left alone for longer than the TTL, and keeps one that pings', async () => {
    const idle = await short.login('director@funzone.test');
    const busy = await short.login('admin@funzone.test');
    for (let i = 0; i < 3; i++) {
      await sleep(450);
      expect((await short.inject({ method: 'POST', url: '/ping', headers: bearer(busy) })).statusCode).toBe(200);
    }
    const res = await short.inject({ method: 'GET', url: '/me', headers: bearer(idle) });
    expect(res.statusCode).toBe(401);
    expect((await short.inject({ method: 'GET', url: '/me', headers: bearer(busy) })).statusCode).toBe(200);
  });
});
