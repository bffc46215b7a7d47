import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@marquee/core/messages/en';
import { encodePermissions, Flag } from '@marquee/core/permissions';
import { roles, sessions, visitLogs } from '../db/schema.ts';
import { countAll } from '../db/client.ts';
import { sha256Hex } from '../security/tokens.ts';
import { fakeClock } from '../test/clock.ts';
import { bearer, createTestApp, type TestApp, testConfig } from '../test/harness.ts';
import { authPlugin, requireModule } from './auth.ts';
import { contextPlugin } from './context.ts';
import { errorsPlugin, requestIdFrom } from './errors.ts';

let t: TestApp;
let masterClientIds: Record<string, number>;
const clock = fakeClock();
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const token = await t.login('director@funzone.test');
  const list = (await t.inject({ method: 'GET', url: '/master-clients', headers: bearer(token) })).json().data;
  masterClientIds = Object.fromEntries(
    list.map((c: { masterClientName: string; masterClientId: number }) => [c.masterClientName, c.masterClientId]),
  );
});
afterAll(() => t?.close());

const visitCount = async () => (await t.database.db.select({ n: countAll() }).from(visitLogs))[0]!.n;

describe('tenancy', () => {
  it('accepts an absent or null masterClient and one of the user’s own', async () => {
    const token = await t.login('solo@bowlarama.test');
    for (const q of ['', '?masterClient=null', `?masterClient=${masterClientIds['Bowlarama Group']}`]) {
      expect((await t.inject({ method: 'GET', url: `/me${q}`, headers: bearer(token) })).statusCode).toBe(200);
    }
  });

  it('refuses a foreign master client with 403 and reads or writes nothing', async () => {
    const token = await t.login('solo@bowlarama.test');
    const [before] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    const visits = await visitCount();
    const foreign = masterClientIds['FunZone Entertainment'];
    // Far past the slide's slack: a call that were allowed would move the expiry now.
    clock.advance(60);

    const write = await t.inject({
      method: 'POST',
      url: `/logs/visits?masterClient=${foreign}`,
      headers: bearer(token),
      payload: { eventName: 'owners_box' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(message('error.forbidden'));
    const read = await t.inject({
      method: 'GET',
      url: `/location?src=lookup&masterClient=${foreign}`,
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(403);
    expect(read.json().data).toBeUndefined();
    const nonsense = await t.inject({ method: 'GET', url: '/me?masterClient=abc', headers: bearer(token) });
    expect(nonsense.statusCode).toBe(403);

    expect(await visitCount()).toBe(visits);
    await t.app.sessionSlidesSettled();
    const [after] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    expect(after!.expiresAt.getTime()).toBe(before!.expiresAt.getTime());
  });
});

describe('requireModule, on an app of the plugins alone', () => {
  const app = Fastify({ genReqId: (req) => requestIdFrom(req.headers) });
  beforeAll(async () => {
    await app.register(contextPlugin, {
      db: t.database.db,
      config: testConfig(),
      jobs: {
        start: async () => {},
        stop: async () => {},
        email: async () => {},
        sms: async () => {},
        deliveries: async () => {},
        segmentCount: async () => {},
        segmentSweep: async () => {},
        segmentSend: async () => {},
        feedImport: async () => {},
      },
    });
    await app.register(errorsPlugin);
    await app.register(authPlugin);
    // Module 4 (products): the director holds it, the administrator does not.
    app.get('/guarded', { preHandler: requireModule(4, Flag.add) }, async () => ({ data: 'in' }));
    app.get('/boom', async () => {
      throw new Error('secret internals');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 403 when the effective permissions lack the flag', async () => {
    const admin = await t.login('admin@funzone.test');
    const res = await app.inject({ method: 'GET', url: '/guarded', headers: bearer(admin) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(message('error.forbidden'));
  });

  it('lets the route run when the flag is granted', async () => {
    const director = await t.login('director@funzone.test');
    const res = await app.inject({ method: 'GET', url: '/guarded', headers: bearer(director) });
    expect(res.statusCode).toBe(200);
  });

  it('applies a permission change on the next request, without signing in again', async () => {
    const admin = await t.login('admin@funzone.test');
    const [role] = await t.database.db.select().from(roles).where(eq(roles.name, 'Administrator'));
    const granted = encodePermissions({ 4: ['view', 'add'] });
    await t.database.db
      .update(roles)
      .set({ permissionBits: granted + role!.permissionBits.slice(granted.length) })
      .where(eq(roles.id, role!.id));
    try {
      expect((await app.inject({ method: 'GET', url: '/guarded', headers: bearer(admin) })).statusCode).toBe(200);
    } finally {
      await t.database.db.update(roles).set({ permissionBits: role!.permissionBits }).where(eq(roles.id, role!.id));
    }
  });

  it('answers 401 before checking permissions when there is no session', async () => {
    expect((await app.inject({ method: 'GET', url: '/guarded' })).statusCode).toBe(401);
  });

  it('hides unexpected errors behind a generic 500 and keeps the request id', async () => {
    const director = await t.login('director@funzone.test');
    const res = await app.inject({
      method: 'GET',
      url: '/boom',
      headers: { ...bearer(director), 'x-request-id': 'req-42' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong', requestId: 'req-42' });
    expect(res.body).not.toContain('secret');
    expect(res.headers['x-request-id']).toBe('req-42');
  });
});
