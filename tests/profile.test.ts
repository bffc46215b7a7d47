import { afterAll, beforeAll, expect, it } from 'vitest';
import { codeOf } from './support/client.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const PROFILE = '{ profile { firstName lastName title phone languageId dateFormatId version isProfileCompleted } }';
const UPDATE = 'mutation U($i: ProfileInput!) { updateProfile(input: $i) { firstName version } }';

it('saves the profile and refuses a stale second save', async () => {
  const c = stack.client();
  await c.login('admin@funzone.test');
  const p = (await c.gql<{ profile: Record<string, unknown> & { version: number } }>(PROFILE)).data?.profile;
  expect(p).toBeTruthy();
  const input = {
    firstName: '  Alexa ',
    lastName: 'Admin',
    title: 'Ops',
    phone: '5551234567',
    languageId: 1,
    dateFormatId: 1,
    version: p?.version,
  };

  const first = await c.gql<{ updateProfile: { firstName: string; version: number } }>(UPDATE, { i: input });
  expect(first.data?.updateProfile.firstName).toBe('Alexa');
  expect(first.data?.updateProfile.version).toBe((p?.version ?? 0) + 1);

  const second = await c.gql(UPDATE, { i: { ...input, firstName: 'Overwrite' } });
  expect(codeOf(second)).toBe('CONFLICT');
  const now = (await c.gql<{ profile: { firstName: string } }>(PROFILE)).data?.profile;
  expect(now?.firstName).toBe('Alexa');
});

it('answers field messages for bad input and writes nothing', async () => {
  const c = stack.client();
  await c.login('admin@funzone.test');
  const before = (await c.gql<{ profile: { version: number; phone: string } }>(PROFILE)).data?.profile;
  const bad = await c.gql(UPDATE, {
    i: {
      firstName: '',
      lastName: 'Admin',
      title: '',
      phone: '555-12',
      languageId: 1,
      dateFormatId: 1,
      version: before?.version,
    },
  });
  expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  expect(bad.errors?.[0]?.extensions?.fields).toMatchObject({
    firstName: expect.any(String),
    phone: expect.any(String),
  });
  const after = (await c.gql<{ profile: { version: number; phone: string } }>(PROFILE)).data?.profile;
  expect(after).toEqual(before);
});

it('completes the profile once a point of contact is saved', async () => {
  const c = stack.client();
  await c.login('newbie@funzone.test');
  const me = '{ me { isProfileCompleted } }';
  expect((await c.gql<{ me: { isProfileCompleted: boolean } }>(me)).data?.me.isProfileCompleted).toBe(false);
  const saved = await c.gql<{ updateContacts: { name: string }[] }>(
    'mutation C($c: [ContactInput!]!) { updateContacts(contacts: $c) { name } }',
    { c: [{ name: 'Front desk', email: 'desk@funzone.test', phone: '5550100', contactTypeId: 1 }] },
  );
  expect(saved.data?.updateContacts).toEqual([{ name: 'Front desk' }]);
  expect((await c.gql<{ me: { isProfileCompleted: boolean } }>(me)).data?.me.isProfileCompleted).toBe(true);
});

it('enforces the password rules on the server and changes the password', async () => {
  const c = stack.client();
  await c.login('support@marquee.app');
  const change = 'mutation P($i: ChangePasswordInput!) { changePassword(input: $i) }';
  const weak = await c.gql(change, {
    i: { currentPassword: 'Marquee#2026', newPassword: 'short', repeatNewPassword: 'short' },
  });
  expect(codeOf(weak)).toBe('BAD_USER_INPUT');
  const wrong = await c.gql(change, {
    i: { currentPassword: 'Nope#2026x', newPassword: 'Changed#2027', repeatNewPassword: 'Changed#2027' },
  });
  expect(wrong.errors?.[0]?.extensions?.fields?.currentPassword).toBeTruthy();
  const ok = await c.gql<{ changePassword: boolean }>(change, {
    i: { currentPassword: 'Marquee#2026', newPassword: 'Changed#2027', repeatNewPassword: 'Changed#2027' },
  });
  expect(ok.data?.changePassword).toBe(true);
  expect((await stack.client().login('support@marquee.app', 'Changed#2027')).data?.login.user.email).toBe(
    'support@marquee.app',
  );
});
