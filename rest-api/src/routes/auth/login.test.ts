import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@marquee/core/messages/en';
import { hasBlockedDefaultAccess } from '@marquee/core/permissions';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: '/login?masterClient=null', payload: { username, password }, headers });

describe('POST /login', () => {
  it('signs the director in and answers token and identity', async () => {
    const res = await login('Director@FunZone.test ', 'Marquee#2026');
    expect(res.statusCode).toBe(200);
    const { token, expiresIn, user } = res.json().data;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(expiresIn).toBe(900);
    expect(user).toMatchObject({
      email: 'director@funzone.test',
      displayName: 'Dana Director',
      title: ['Director'],
      isProfileCompleted: true,
      isProviderStaff: false,
      routeRoles: ['admin'],
      dns: [
        { name: 'FunZone Downtown', code: 'FZD', host: 'fzd.admin.funzone.test' },
        { name: 'FunZone Mall', code: 'FZM', host: 'fzm.admin.funzone.test' },
      ],
    });
    expect(user.masterClients.map((c: { masterClientName: string }) => c.masterClientName)).toEqual([
      'Bowlarama Group',
      'FunZone Entertainment',
      'JumpPark Holdings',
    ]);
    expect(user.masterClients.find((c: { isDefault: boolean }) => c.isDefault).masterClientName).toBe(
      'FunZone Entertainment',
    );
    expect(user.roles[0]).toMatchObject({ name: 'Director', permissionChunkLength: 7 });
  });

  it('marks provider staff by e-mail domain and gives staff without a title an empty list', async () => {
    const support = (await login('support@marquee.app', 'Marquee#2026')).json().data.user;
    expect(support.isProviderStaff).toBe(true);
    const staff = (await login('staff@funzone.test', 'Marquee#2026')).json().data.user;
    expect(staff.title).toEqual([]);
    expect(staff.routeRoles).toEqual(['staff']);
    const blocked = (await login('blocked@funzone.test', 'Marquee#2026')).json().data.user;
    expect(hasBlockedDefaultAccess(blocked.roles[0].permissionBits, blocked.roles[0].permissionChunkLength)).toBe(true);
    const newbie = (await login('newbie@funzone.test', 'Marquee#2026')).json().data.user;
    expect(newbie.isProfileCompleted).toBe(false);
  });

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    for (const res of [
      await login('director@funzone.test', 'Wrong#2026'),
      await login('nobody@funzone.test', 'x1234'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(message('auth.login.failed'));
    }
  });

  it('answers 400 with field messages on bad input, before checking credentials', async () => {
    const res = await login('not-an-email', 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: message('validation.fillRequired'),
      fields: { username: message('validation.username.email'), password: message('validation.password.short') },
    });
    const empty = await login('', '');
    expect(empty.json().fields).toEqual({
      username: message('validation.username.required'),
      password: message('validation.password.required'),
    });
  });

  it('answers 400 naming a missing field', async () => {
    const res = await t.inject({ method: 'POST', url: '/login', payload: { username: 'director@funzone.test' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password: message('validation.required') });
  });

  it('rotates: signing in with a bearer token revokes the old session', async () => {
    const old = await t.login('admin@funzone.test');
    const res = await login('admin@funzone.test', 'Marquee#2026', bearer(old));
    const fresh = res.json().data.token;
    expect(fresh).not.toBe(old);
    expect((await t.inject({ method: 'GET', url: '/me', headers: bearer(old) })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/me', headers: bearer(fresh) })).statusCode).toBe(200);
  });
});
