import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { BOWLARAMA, caller } from './testing.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let director: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  director = await t.login('director@funzone.test');
  viewer = await t.login('viewer@funzone.test');
}, 300_000);
afterAll(() => t?.close());

const input = (roleId: number, locationId: number | null) => ({
  firstName: 'Ivy',
  lastName: 'Chen',
  email: 'ivy.chen@funzone.test',
  phone: '5125550188',
  roleId,
  locationId,
});

describe('/settings/users-director', () => {
  it('lists only users with director access, with role and location', async () => {
    const list = (await call(director, 'GET', '/settings/users-director?rowsPerPage=100')).json().data;
    expect(list.total).toBeGreaterThan(1);
    expect(list.data.map((u: { email: string }) => u.email)).toContain('director@funzone.test');
    const staff = list.data.find((u: { email: string }) => u.email !== 'director@funzone.test');
    expect(staff.role).toMatchObject({ roleId: expect.any(Number), roleName: expect.any(String) });
    expect(staff.location).toMatchObject({ locationId: expect.any(Number) });
  });

  it('adds (logging add_director_user), edits under a version, and removes access', async () => {
    const roleId = (await call(director, 'GET', '/roles?src=lookup')).json().data[1].roleId;
    const location = (await call(director, 'GET', '/location?src=lookup')).json().data[0];
    const created = await call(director, 'POST', '/settings/users-director', input(roleId, location.locationId));
    expect(created.statusCode).toBe(200);
    const user = created.json().data;
    expect(user).toMatchObject({ email: 'ivy.chen@funzone.test', location: { locationId: location.locationId } });
    const { visitLogs } = await import('../../db/schema.ts');
    const events = await t.database.db.select().from(visitLogs);
    expect(events.map((e) => e.eventName)).toContain('add_director_user');

    const edited = await call(director, 'PUT', `/settings/users-director/${user.id}`, {
      ...input(roleId, null),
      lastName: 'Chen-Li',
      version: user.version,
    });
    expect(edited.json().data).toMatchObject({ lastName: 'Chen-Li', location: null });
    const stale = await call(director, 'PUT', `/settings/users-director/${user.id}`, {
      ...input(roleId, null),
      version: user.version,
    });
    expect(stale.statusCode).toBe(409);

    const removed = await call(director, 'DELETE', `/settings/users-director/${user.id}?version=${user.version + 1}`);
    expect(removed.json().data.removed).toBe(1);
    expect((await call(director, 'GET', `/settings/users-director/${user.id}`)).statusCode).toBe(404);
    expect((await call(director, 'GET', `/settings/users/${user.id}`)).statusCode).toBe(200);
  });

  it('is scoped to the master client and guarded by screen 15', async () => {
    const bowl = (await call(director, 'GET', '/settings/users-director', undefined, BOWLARAMA)).json().data.data;
    const foreign = bowl.find((u: { email: string }) => u.email.endsWith('@bowlarama.test'));
    expect((await call(director, 'GET', `/settings/users-director/${foreign.id}`)).statusCode).toBe(404);
    expect((await call(viewer, 'GET', '/settings/users-director')).statusCode).toBe(200);
    expect((await call(viewer, 'POST', '/settings/users-director', input(2, null))).statusCode).toBe(403);
  });
});
