import { sql } from 'drizzle-orm';
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

const roles = async () =>
  (await call(director, 'GET', '/settings/users/get-roles')).json().data as { roleId: number; roleName: string }[];
const simple = (over: Record<string, unknown> = {}) => ({
  form: 'simple',
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: 'rdiaz@funzone.test',
  phone: '5125550177',
  roleId: null as number | null,
  locationIds: [] as number[],
  ...over,
});

describe('GET /settings/users', () => {
  it('pages 25 at a time through more than 25 FunZone users', async () => {
    const first = (await call(director, 'GET', '/settings/users')).json().data;
    expect(first.rowsPerPage).toBe(25);
    expect(first.data).toHaveLength(25);
    expect(first.total).toBeGreaterThan(40);
    const second = (await call(director, 'GET', '/settings/users?page=1')).json().data;
    const ids = new Set(first.data.map((u: { id: number }) => u.id));
    expect(second.data.some((u: { id: number }) => ids.has(u.id))).toBe(false);
  });

  it('filters by role and searches names, e-mail and phone', async () => {
    const cashier = (await roles()).find((r) => r.roleName === 'Cashier')!;
    const list = (await call(director, 'GET', `/settings/users?roleId=${cashier.roleId}&rowsPerPage=100`)).json().data;
    expect(list.total).toBeGreaterThan(0);
    expect(list.data.every((u: { roleName: string }) => u.roleName === 'Cashier')).toBe(true);
    const found = (await call(director, 'GET', '/settings/users?search=dana%20dir')).json().data.data;
    expect(found.map((u: { email: string }) => u.email)).toEqual(['director@funzone.test']);
  });

  it('lists roles with role 1 first', async () => {
    const list = await roles();
    expect(list[0]!.roleId).toBe(1);
    expect(list.map((r) => r.roleName)).toContain('Cashier');
    const bowl = (await call(director, 'GET', '/settings/users/get-roles', undefined, BOWLARAMA)).json().data;
    expect(bowl.map((r: { roleName: string }) => r.roleName)).not.toContain('Cashier');
  });
});

describe('saving users', () => {
  it('applies the simple dialog’s texts', async () => {
    const res = await call(director, 'POST', '/settings/users', simple({ firstName: ' ', lastName: '', email: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Role is required',
      email: 'An Invalid E-mail address',
      roleId: 'Role is required',
    });
  });

  it('applies the full dialog’s texts', async () => {
    const res = await call(
      director,
      'POST',
      '/settings/users',
      simple({
        form: 'full',
        roleId: 2,
        email: 'r.diaz@funzone.test',
        posPassword: '',
        phone: '12a',
        startDate: '2026-01-01',
      }),
    );
    expect(res.json().fields).toEqual({
      email: 'An Invalid E-mail address',
      posPassword: 'Field is required',
      phone: 'Digits only.',
      startDate: 'Use the format MM/dd/yyyy',
    });
  });

  it('checks the avatar’s type and size', async () => {
    const roleId = (await roles())[1]!.roleId;
    const big = `data:image/png;base64,${Buffer.alloc(1_048_577).toString('base64')}`;
    const tooBig = await call(director, 'POST', '/settings/users', simple({ roleId, img: big }));
    expect(tooBig.json().fields).toEqual({ img: 'The image must not be larger than 1 mb.' });
    const bmp = await call(director, 'POST', '/settings/users', simple({ roleId, img: 'data:image/bmp;base64,AAAA' }));
    expect(bmp.json().fields.img).toBe(
      'This is not a valid image. Please load an image with an extension of one of the following: "png, jpg, jpeg, gif, webp"',
    );
  });

  it('creates an invited user, writes the invitation to the outbox, and refuses a stale save', async () => {
    const roleId = (await roles())[1]!.roleId;
    const locations = (await call(director, 'GET', '/location?src=lookup')).json().data;
    const img = `data:image/png;base64,${Buffer.alloc(100).toString('base64')}`;
    const res = await call(
      director,
      'POST',
      '/settings/users',
      simple({ roleId, img, email: 'RDiaz@FunZone.test', locationIds: [locations[0].locationId] }),
    );
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({ email: 'rdiaz@funzone.test', status: 'invited', roleId, img, version: 1 });
    expect(user.locations).toHaveLength(1);
    const mail = (await t.inject({ method: 'GET', url: '/dev/outbox?to=rdiaz@funzone.test' })).json().data;
    expect(mail[0].subject).toBe('Your invitation to Club Director');
    expect(mail[0].body).toContain('/auth/acrback?code=');

    const again = await call(director, 'POST', '/settings/users', simple({ roleId }));
    expect(again.json().fields).toEqual({ email: 'A user with this e-mail already exists.' });

    const saved = await call(
      director,
      'PUT',
      `/settings/users/${user.id}`,
      simple({ roleId, lastName: 'Díaz', version: 1, locationIds: [locations[0].locationId] }),
    );
    expect(saved.json().data).toMatchObject({ lastName: 'Díaz', version: 2, img, locations: user.locations });
    const stale = await call(
      director,
      'PUT',
      `/settings/users/${user.id}`,
      simple({ roleId, lastName: 'Old', version: 1 }),
    );
    expect(stale.statusCode).toBe(409);

    const resend = await call(director, 'POST', '/settings/user-invite', { userId: user.id });
    expect(resend.json().data.message).toBe('Invitation to Club Director was sent successfully!');
    expect((await t.inject({ method: 'GET', url: '/dev/outbox?to=rdiaz@funzone.test' })).json().data).toHaveLength(2);
  });

  it('queues the invitation in the save’s transaction, and none for a refused save', async () => {
    // Delivery jobs of the outbox, by the singleton key the queue gives each (jobs/queue.ts).
    const jobs = async () => {
      const { rows } = (await t.database.db.execute(
        sql`select singleton_key as key from pgboss.job where name = 'email-delivery'`,
      )) as unknown as { rows: { key: string }[] };
      return rows.map((r) => r.key);
    };
    const before = await jobs();
    const roleId = (await roles())[1]!.roleId;
    const refused = await call(director, 'POST', '/settings/users', simple({ roleId, email: 'director@funzone.test' }));
    expect(refused.statusCode).toBe(400);
    expect(await jobs()).toEqual(before);
    const res = await call(director, 'POST', '/settings/users', simple({ roleId, email: 'mailed@funzone.test' }));
    expect(res.statusCode).toBe(200);
    const [mail] = (await t.inject({ method: 'GET', url: '/dev/outbox?to=mailed@funzone.test' })).json().data;
    expect((await jobs()).filter((k) => !before.includes(k))).toEqual([`email-delivery:${mail.id}`]);
    await call(director, 'DELETE', `/settings/users?ids=${res.json().data.id}`); // not one of the invited below
  });

  it('keeps role 1 on its holder', async () => {
    const me = (await call(director, 'GET', '/settings/users?search=director@funzone.test')).json().data.data[0];
    expect(me.roleId).toBe(1);
    const res = await call(
      director,
      'PUT',
      `/settings/users/${me.id}`,
      simple({
        firstName: 'Dana',
        lastName: 'Director',
        email: me.email,
        phone: me.phone,
        roleId: 2,
        version: me.version,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ roleId: 'The role of this user cannot be changed.' });
  });
});

describe('invited users and dialog fields', () => {
  it('turns an invited user active on first sign-in', async () => {
    const list = (await call(director, 'GET', '/settings/users?rowsPerPage=100')).json().data.data;
    // A seeded invited user (they share the demo password), not one created by the tests above.
    const invited = list.find(
      (u: { status: string; email: string }) => u.status === 'invited' && u.email !== 'rdiaz@funzone.test',
    );
    expect(invited).toBeDefined();
    await t.login(invited.email);
    expect((await call(director, 'GET', `/settings/users/${invited.id}`)).json().data.status).toBe('active');
  });

  it('keeps the full dialog’s fields when the simple dialog saves', async () => {
    const row = (await call(director, 'GET', '/settings/users?search=funzone.test&page=1')).json().data.data[0];
    const before = (await call(director, 'GET', `/settings/users/${row.id}`)).json().data;
    expect(before.posPassword).not.toBe('');
    const { firstName, lastName, email, phone, roleId, version } = before;
    const saved = await call(director, 'PUT', `/settings/users/${row.id}`, {
      form: 'simple',
      firstName,
      lastName,
      email,
      phone,
      roleId,
      version,
    });
    expect(saved.json().data).toMatchObject({
      posPassword: before.posPassword,
      payRate: before.payRate,
      locations: before.locations,
      access: before.access,
      version: version + 1,
    });
  });
});

describe('removing users and tenancy', () => {
  it('removes users from this master client only, never the caller, and 404s foreign ones', async () => {
    const list = (await call(director, 'GET', '/settings/users?search=funzone.test&rowsPerPage=100')).json().data.data;
    const staff = list.filter((u: { email: string }) => !['director@funzone.test'].includes(u.email)).slice(0, 2);
    const self = list.find((u: { email: string }) => u.email === 'director@funzone.test');
    expect((await call(director, 'DELETE', `/settings/users?ids=${self.id}`)).json().message).toBe(
      'You cannot remove yourself.',
    );
    const bowlUser = (await call(director, 'GET', '/settings/users?search=bowlarama.test', undefined, BOWLARAMA)).json()
      .data.data[0];
    expect((await call(director, 'GET', `/settings/users/${bowlUser.id}`)).statusCode).toBe(404);
    expect((await call(director, 'DELETE', `/settings/users?ids=${bowlUser.id}`)).statusCode).toBe(404);
    const res = await call(
      director,
      'DELETE',
      `/settings/users?ids=${staff.map((u: { id: number }) => u.id).join(',')}`,
    );
    expect(res.json().data).toEqual({ removed: 2, message: 'The users have been successfully deleted' });
    expect((await call(director, 'GET', `/settings/users/${staff[0].id}`)).statusCode).toBe(404);
  });

  it('refuses a removal named at a stale version, removing nothing', async () => {
    const list = (await call(director, 'GET', '/settings/users?search=funzone.test&rowsPerPage=100')).json().data.data;
    const u = list.find((r: { email: string }) => r.email !== 'director@funzone.test');
    const stale = await call(director, 'DELETE', `/settings/users?ids=${u.id}&versions=${u.version + 1}`);
    expect(stale.statusCode).toBe(409);
    expect((await call(director, 'GET', `/settings/users/${u.id}`)).statusCode).toBe(200);
    const current = await call(director, 'DELETE', `/settings/users?ids=${u.id}&versions=${u.version}`);
    expect(current.json().data.removed).toBe(1);
  });

  it('refuses the settings viewer’s saves and invitations', async () => {
    expect((await call(viewer, 'GET', '/settings/users')).statusCode).toBe(200);
    expect((await call(viewer, 'POST', '/settings/users', simple({ roleId: 2 }))).statusCode).toBe(403);
    expect((await call(viewer, 'POST', '/settings/user-invite', { userId: 1 })).statusCode).toBe(403);
  });
});
