import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { sha256Hex } from '../../security/tokens.ts';
import { fakeClock } from '../../test/clock.ts';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';

// Time moves only when a test advances the clock: expiries are exact, nothing sleeps.
const clock = fakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t?.close());

const expiryOf = async (token: string) => {
  // A call does not wait for its slide to be written; the app tells when the queued ones are.
  await t.app.sessionSlidesSettled();
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(token)));
  return row!.expiresAt.getTime();
};

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

  it('POST /ping extends the expiry to a full TTL from now and reports the lifetime', async () => {
    const token = await t.login('staff@funzone.test');
    expect(await expiryOf(token)).toBe(clock.now().getTime() + 900_000);
    // Within the auth hook's slack an ordinary call would not write; ping always does.
    clock.advance(1);
    const ping = await t.inject({ method: 'POST', url: '/ping?masterClient=null', headers: bearer(token) });
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toEqual({ data: { expiresIn: 900 } });
    expect(await expiryOf(token)).toBe(clock.now().getTime() + 900_000);
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
    clock.advance(1.5);
    await t.inject({ method: 'GET', url: '/me?masterClient=null', headers: bearer(token) });
    expect(await expiryOf(token)).toBe(signedIn);
    // Past the slack, an ordinary call slides it to a full TTL from now.
    clock.advance(1);
    await t.inject({ method: 'GET', url: '/me?masterClient=null', headers: bearer(token) });
    expect(await expiryOf(token)).toBe(clock.now().getTime() + 900_000);
    await t.inject({ method: 'POST', url: '/out', headers: bearer(token) });
    const after = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.inject({ method: 'GET', url: '/me?masterClient=null', headers: bearer(token) }),
      ),
    );
    expect(after.map((r) => r.statusCode)).toEqual([401, 401, 401]);
  });

  it('slides many sessions called at once (their slides share statements), none revived once revoked', async () => {
    const users = ['director@funzone.test', 'admin@funzone.test', 'staff@funzone.test', 'viewer@funzone.test'];
    const tokens = await Promise.all(Array.from({ length: 16 }, (_, i) => t.login(users[i % users.length]!)));
    const [revoked, ...live] = tokens;
    await t.inject({ method: 'POST', url: '/out', headers: bearer(revoked!) });
    const revokedExpiry = await expiryOf(revoked!);
    clock.advance(3);
    const calls = await Promise.all(
      tokens.flatMap((token) =>
        [1, 2].map(() => t.inject({ method: 'GET', url: '/me?masterClient=null', headers: bearer(token) })),
      ),
    );
    expect(calls.map((r) => r.statusCode)).toEqual([401, 401, ...Array(30).fill(200)]);
    for (const token of live) expect(await expiryOf(token)).toBe(clock.now().getTime() + 900_000);
    expect(await expiryOf(revoked!)).toBe(revokedExpiry);
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

describe('expiry', () => {
  it('expires a session left alone for the TTL, to the second, and keeps one that pings', async () => {
    const idle = await t.login('director@funzone.test');
    const busy = await t.login('admin@funzone.test');
    for (let i = 0; i < 3; i++) {
      clock.advance(450);
      expect((await t.inject({ method: 'POST', url: '/ping', headers: bearer(busy) })).statusCode).toBe(200);
    }
    // 1350 s after sign-in: the idle session ended at 900 s.
    const res = await t.inject({ method: 'GET', url: '/me', headers: bearer(idle) });
    expect(res.statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/me', headers: bearer(busy) })).statusCode).toBe(200);
  });

  it('answers until the last millisecond of the TTL and refuses at its end', async () => {
    const token = await t.login('staff@funzone.test');
    clock.advance(899.999);
    expect((await t.inject({ method: 'GET', url: '/me', headers: bearer(token) })).statusCode).toBe(200);
    // That call slid the expiry to 900 s after it.
    clock.advance(900);
    expect((await t.inject({ method: 'GET', url: '/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});
