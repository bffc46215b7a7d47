import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@marquee/core/messages/en';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';
import { RECOVERY_SUBJECT } from './recovery.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'http://marquee.example' });
});
afterAll(() => t?.close());

const post = (url: string, payload: object) => t.inject({ method: 'POST', url: `${url}?masterClient=null`, payload });
const outbox = async (to: string) => (await t.inject({ method: 'GET', url: `/dev/outbox?to=${to}` })).json().data;
const codeIn = (body: string) => /\/auth\/acrback\?code=([\w-]+)/.exec(body)?.[1];

describe('password recovery', () => {
  it('e-mails a code, validates it, sets the new password once, and signs old sessions out', async () => {
    const email = 'staff@funzone.test';
    const oldSession = await t.login(email);
    const ask = await post('/auth/account-recovery', { email: 'Staff@FunZone.test' });
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toEqual({ data: { ok: true } });

    const [mail] = await outbox(email);
    expect(mail.subject).toBe(RECOVERY_SUBJECT);
    expect(mail.body).toContain('http://marquee.example/auth/acrback?code=');
    const code = codeIn(mail.body)!;
    expect(code).toHaveLength(32);

    expect((await post('/auth/account-recovery-validate', { code })).json()).toEqual({ data: { code: 0 } });
    expect((await post('/auth/account-recovery-validate', { code: 'nope' })).json()).toEqual({ data: { code: 1 } });

    const newPassword = 'Fresh#Start9';
    const submit = await post('/auth/account-recovery-submit', {
      token: code,
      newPassword,
      repeatNewPassword: newPassword,
    });
    expect(submit.statusCode).toBe(200);

    const reuse = await post('/auth/account-recovery-submit', {
      token: code,
      newPassword,
      repeatNewPassword: newPassword,
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(message('recovery.invalid.text'));
    expect((await post('/auth/account-recovery-validate', { code })).json()).toEqual({ data: { code: 1 } });

    expect((await t.inject({ method: 'GET', url: '/me', headers: bearer(oldSession) })).statusCode).toBe(401);
    expect((await post('/login', { username: email, password: 'Marquee#2026' })).statusCode).toBe(401);
    expect((await post('/login', { username: email, password: newPassword })).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await post('/auth/account-recovery', { email: 'nobody@nowhere.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(await outbox('nobody@nowhere.test')).toEqual([]);
  });

  it('validates the e-mail with the reset-dialog rules', async () => {
    const res = await post('/auth/account-recovery', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: message('validation.resetEmail.email') });
  });

  it('enforces the password rules on submit, and refuses an unknown code', async () => {
    await post('/auth/account-recovery', { email: 'admin@funzone.test' });
    const code = codeIn((await outbox('admin@funzone.test'))[0].body)!;
    const weak = await post('/auth/account-recovery-submit', {
      token: code,
      newPassword: 'alllowercase1!',
      repeatNewPassword: 'different',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({
      newPassword: message('validation.newPassword.upper'),
      repeatNewPassword: message('validation.repeatPassword.mismatch'),
    });
    // A refused submit leaves the code usable.
    expect((await post('/auth/account-recovery-validate', { code })).json()).toEqual({ data: { code: 0 } });
    const unknown = await post('/auth/account-recovery-submit', {
      token: 'made-up',
      newPassword: 'Strong#Pass1',
      repeatNewPassword: 'Strong#Pass1',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(message('recovery.invalid.text'));
  });
});
