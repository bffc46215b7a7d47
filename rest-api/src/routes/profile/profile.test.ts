import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@marquee/core/messages/en';
import { users } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const details = {
  firstName: '  Dana ',
  lastName: 'Director',
  title: 'Director, Owner',
  phone: '5125550199',
  languageId: 3,
  dateFormatId: 2,
};

describe('GET/POST /user-profile', () => {
  it('reads, saves with the version, and refuses a stale version with 409', async () => {
    const token = await t.login('director@funzone.test');
    const read = await t.inject({ method: 'GET', url: '/user-profile?masterClient=null', headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    const profile = read.json().data;
    expect(profile).toMatchObject({ email: 'director@funzone.test', languageId: 1, dateFormatId: 1, version: 1 });

    const save = await t.inject({
      method: 'POST',
      url: '/user-profile',
      headers: bearer(token),
      payload: { ...details, version: profile.version },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().data).toMatchObject({ firstName: 'Dana', title: 'Director, Owner', languageId: 3, version: 2 });
    const me = (await t.inject({ method: 'GET', url: '/me', headers: bearer(token) })).json().data;
    expect(me.title).toEqual(['Director', 'Owner']);

    const stale = await t.inject({
      method: 'POST',
      url: '/user-profile',
      headers: bearer(token),
      payload: { ...details, firstName: 'Overwrite', version: profile.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This profile was changed by someone else. Reload it to see the latest version.');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'director@funzone.test'));
    expect(row).toMatchObject({ firstName: 'Dana', version: 2 });
  });

  it('lets exactly one of two concurrent saves of one version win', async () => {
    const token = await t.login('admin@funzone.test');
    const { version } = (await t.inject({ method: 'GET', url: '/user-profile', headers: bearer(token) })).json().data;
    const save = (firstName: string) =>
      t.inject({
        method: 'POST',
        url: '/user-profile',
        headers: bearer(token),
        payload: { ...details, firstName, version },
      });
    const codes = (await Promise.all([save('One'), save('Two')])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
  });

  it('answers 400 with field messages and saves nothing', async () => {
    const token = await t.login('staff@funzone.test');
    const res = await t.inject({
      method: 'POST',
      url: '/user-profile',
      headers: bearer(token),
      payload: { ...details, firstName: '   ', phone: '555-0101', title: 'x'.repeat(100), version: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      firstName: message('validation.required'),
      phone: message('validation.phone'),
    });
    // Text past spec/1 §9's 100 characters is refused by the route schema itself.
    const tooLong = await t.inject({
      method: 'POST',
      url: '/user-profile',
      headers: bearer(token),
      payload: { ...details, title: 'x'.repeat(101), version: 1 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ title: message('validation.tooLong') });
    const unknownLanguage = await t.inject({
      method: 'POST',
      url: '/user-profile',
      headers: bearer(token),
      payload: { ...details, languageId: 99, version: 1 },
    });
    expect(unknownLanguage.statusCode).toBe(400);
    expect(Object.keys(unknownLanguage.json().fields)).toEqual(['languageId']);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'staff@funzone.test'));
    expect(row).toMatchObject({ firstName: 'Sam', version: 1 });
  });
});

describe('POST /user-profile-security', () => {
  const change = (token: string, payload: object) =>
    t.inject({ method: 'POST', url: '/user-profile-security', headers: bearer(token), payload });

  it('enforces the password rules on the server', async () => {
    const token = await t.login('blocked@funzone.test');
    const res = await change(token, { currentPassword: '', newPassword: 'short', repeatNewPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      currentPassword: message('validation.currentPassword.required'),
      newPassword: message('validation.newPassword.length'),
    });
    const noSymbol = await change(token, {
      currentPassword: 'Marquee#2026',
      newPassword: 'NoSymbol2026',
      repeatNewPassword: 'NoSymbol2026',
    });
    expect(noSymbol.json().fields).toEqual({ newPassword: message('validation.newPassword.symbol') });
  });

  it('refuses a wrong current password', async () => {
    const token = await t.login('blocked@funzone.test');
    const res = await change(token, {
      currentPassword: 'Wrong#2026',
      newPassword: 'Better#2027',
      repeatNewPassword: 'Better#2027',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ currentPassword: message('validation.currentPassword.wrong') });
  });

  it('changes the password and signs out the other sessions only', async () => {
    const current = await t.login('blocked@funzone.test');
    const other = await t.login('blocked@funzone.test');
    const res = await change(current, {
      currentPassword: 'Marquee#2026',
      newPassword: 'Better#2027',
      repeatNewPassword: 'Better#2027',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/me', headers: bearer(current) })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/me', headers: bearer(other) })).statusCode).toBe(401);
    await expect(t.login('blocked@funzone.test')).rejects.toThrow();
    await expect(t.login('blocked@funzone.test', 'Better#2027')).resolves.toEqual(expect.any(String));
  });
});

describe('points of contact', () => {
  it('replacing the list sets profile completeness', async () => {
    const token = await t.login('newbie@funzone.test');
    const put = (contacts: object[]) =>
      t.inject({ method: 'PUT', url: '/user-profile/contacts', headers: bearer(token), payload: { contacts } });
    const me = async () => (await t.inject({ method: 'GET', url: '/me', headers: bearer(token) })).json().data;
    expect((await me()).isProfileCompleted).toBe(false);

    const saved = await put([
      { name: ' Ops Desk ', email: 'ops@funzone.test', phone: '5125550100', contactTypeId: 4 },
      { name: 'Billing', email: 'billing@funzone.test', phone: '', contactTypeId: 2 },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject([{ name: 'Ops Desk', contactTypeId: 4 }, { name: 'Billing' }]);
    expect((await me()).isProfileCompleted).toBe(true);
    const list = await t.inject({ method: 'GET', url: '/user-profile/contacts', headers: bearer(token) });
    expect(list.json().data).toHaveLength(2);

    const emptied = await put([]);
    expect(emptied.json().data).toEqual([]);
    expect((await me()).isProfileCompleted).toBe(false);
  });

  it('names each invalid contact field and changes nothing', async () => {
    const token = await t.login('director@funzone.test');
    const before = (await t.inject({ method: 'GET', url: '/user-profile/contacts', headers: bearer(token) })).json()
      .data;
    const res = await t.inject({
      method: 'PUT',
      url: '/user-profile/contacts',
      headers: bearer(token),
      payload: {
        contacts: [
          { name: 'Fine', email: 'fine@funzone.test', phone: '', contactTypeId: 1 },
          { name: '', email: 'broken', phone: 'abc', contactTypeId: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'contacts.1.name': message('validation.required'),
      'contacts.1.email': message('validation.email'),
      'contacts.1.phone': message('validation.phone'),
    });
    const after = (await t.inject({ method: 'GET', url: '/user-profile/contacts', headers: bearer(token) })).json()
      .data;
    expect(after).toEqual(before);
  });

  it('lists contact types, languages and date formats', async () => {
    const token = await t.login('director@funzone.test');
    const get = async (url: string) => (await t.inject({ method: 'GET', url, headers: bearer(token) })).json().data;
    expect((await get('/user-profile/contact-types')).length).toBeGreaterThan(0);
    expect(await get('/languages')).toEqual([
      { id: 1, name: 'English', code: 'en' },
      { id: 2, name: 'Georgian', code: 'ka' },
      { id: 3, name: 'Spanish', code: 'es' },
    ]);
    expect(await get('/date-formats')).toEqual([
      { id: 1, format: 'MM/dd/yyyy' },
      { id: 2, format: 'dd/MM/yyyy' },
    ]);
  });
});
