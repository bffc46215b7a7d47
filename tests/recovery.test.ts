import { afterAll, beforeAll, expect, it } from 'vitest';
import { codeOf } from './support/client.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const SUBMIT = 'mutation S($i: PasswordRecoveryInput!) { submitPasswordRecovery(input: $i) }';
const VALIDATE = 'mutation V($c: String!) { validateRecoveryCode(code: $c) }';

it('recovers a password with the code e-mailed through the outbox', async () => {
  const c = stack.client();
  const asked = await c.gql<{ requestPasswordRecovery: boolean }>(
    'mutation { requestPasswordRecovery(email: "staff@funzone.test") }',
  );
  expect(asked.data?.requestPasswordRecovery).toBe(true);

  const [mail] = await stack.outbox('staff@funzone.test');
  const code = mail?.body.match(/acrback\?code=([\w-]+)/)?.[1];
  expect(code).toBeTruthy();

  expect(
    (await c.gql<{ validateRecoveryCode: boolean }>(VALIDATE, { c: 'not-a-code' })).data?.validateRecoveryCode,
  ).toBe(false);
  expect((await c.gql<{ validateRecoveryCode: boolean }>(VALIDATE, { c: code })).data?.validateRecoveryCode).toBe(true);

  const weak = await c.gql(SUBMIT, { i: { token: code, newPassword: 'weakpass', repeatNewPassword: 'weakpass' } });
  expect(codeOf(weak)).toBe('BAD_USER_INPUT');
  expect(weak.errors?.[0]?.extensions?.fields?.newPassword).toBeTruthy();

  const ok = await c.gql<{ submitPasswordRecovery: boolean }>(SUBMIT, {
    i: { token: code, newPassword: 'Recovered#2027', repeatNewPassword: 'Recovered#2027' },
  });
  expect(ok.data?.submitPasswordRecovery).toBe(true);

  // Single use: the same code no longer validates nor submits.
  expect((await c.gql<{ validateRecoveryCode: boolean }>(VALIDATE, { c: code })).data?.validateRecoveryCode).toBe(
    false,
  );
  const again = await c.gql(SUBMIT, {
    i: { token: code, newPassword: 'Another#2028', repeatNewPassword: 'Another#2028' },
  });
  expect(codeOf(again)).toBe('BAD_USER_INPUT');

  expect(codeOf(await stack.client().login('staff@funzone.test'))).toBe('UNAUTHENTICATED');
  const fresh = await stack.client().login('staff@funzone.test', 'Recovered#2027');
  expect(fresh.data?.login.user.email).toBe('staff@funzone.test');
});

it('answers true for an unknown address and sends nothing', async () => {
  const r = await stack
    .client()
    .gql<{ requestPasswordRecovery: boolean }>('mutation { requestPasswordRecovery(email: "nobody@nowhere.test") }');
  expect(r.data?.requestPasswordRecovery).toBe(true);
  expect(await stack.outbox('nobody@nowhere.test')).toEqual([]);
});
