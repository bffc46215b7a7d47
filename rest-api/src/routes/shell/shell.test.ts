import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitLogs } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
let funzone: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('director@funzone.test');
  const clients = (await t.inject({ method: 'GET', url: '/master-clients', headers: bearer(token) })).json().data;
  funzone = clients.find(
    (c: { masterClientName: string }) => c.masterClientName === 'FunZone Entertainment',
  ).masterClientId;
});
afterAll(() => t?.close());

describe('shell calls', () => {
  it('records a visit with its user and master client', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `/logs/visits?masterClient=${funzone}`,
      headers: bearer(token),
      payload: { eventName: 'view_bookings' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(visitLogs);
    expect(rows).toEqual([expect.objectContaining({ eventName: 'view_bookings', masterClientId: funzone })]);
  });

  it('refuses a malformed event name', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/logs/visits',
      headers: bearer(token),
      payload: { eventName: 'Drop Table' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ eventName: expect.any(String) });
  });

  it('serves the quick panel', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/quick-panel/data', headers: bearer(token) });
    const data = res.json().data;
    expect(data.notes.length).toBeGreaterThan(0);
    expect(data.events.length).toBeGreaterThan(0);
    expect(data.notes[0]).toEqual({ id: expect.any(Number), title: expect.any(String), detail: expect.any(String) });
  });

  it('lists the locations of the selected master client only, and needs one', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/location?src=lookup&masterClient=${funzone}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.map((l: { code: string }) => l.code);
    expect(codes).toContain('FZD');
    expect(codes.some((c: string) => c.startsWith('B') || c.startsWith('J'))).toBe(false);
    const none = await t.inject({
      method: 'GET',
      url: '/location?src=lookup&masterClient=null',
      headers: bearer(token),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toEqual(expect.any(String));
  });

  it('answers health, readiness, unknown paths and request ids', async () => {
    expect((await t.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    const missing = await t.inject({ method: 'GET', url: '/nowhere', headers: { 'x-request-id': 'abc-1' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('abc-1');
    const generated = await t.inject({ method: 'GET', url: '/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });
});

describe('production', () => {
  it('does not register the dev outbox', async () => {
    const prod = await createTestApp({ production: true });
    try {
      expect((await prod.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
