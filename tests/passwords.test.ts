/**
 * The new-password rules of spec/1 §5 (at least 8 characters, an upper-case letter, a lower-case
 * letter, a digit, a symbol of @$!%*#?&^_-) enforced by the server, one failing case per rule at
 * the 7/8-character boundary, through both ways of setting a password: the change-password
 * mutation and the recovery submit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MessageKey, message } from '../core/src/messages/en.ts';
import { codeOf, type GatewayClient } from './support/client.ts';
import { demoMasterClients } from './support/fixtures.ts';
import { allBits, TEST_PASSWORD, userWithBits } from './support/roles.ts';
import { type Stack, startStack } from './support/stack.ts';

/** Eight characters, one of each kind: the shortest password the rules accept. */
const SHORTEST_VALID = 'Abcdef1#';

/** Each breaks exactly one rule; every other rule holds. */
const REFUSED: [string, string, MessageKey][] = [
  ['7 characters', 'Abcde1#', 'validation.newPassword.length'],
  ['no upper-case letter', 'abcdef1#', 'validation.newPassword.upper'],
  ['no lower-case letter', 'ABCDEF1#', 'validation.newPassword.lower'],
  ['no digit', 'Abcdefg#', 'validation.newPassword.digit'],
  ['no symbol', 'Abcdef12', 'validation.newPassword.symbol'],
];

const CHANGE = 'mutation P($i: ChangePasswordInput!) { changePassword(input: $i) }';
const SUBMIT = 'mutation S($i: PasswordRecoveryInput!) { submitPasswordRecovery(input: $i) }';

let stack: Stack;
let a: number;
beforeAll(async () => {
  stack = await startStack();
  ({ a } = await demoMasterClients(stack.database.db));
});
afterAll(() => stack?.close());

async function signsInWith(email: string, password: string): Promise<boolean> {
  return (await stack.client().login(email, password)).data?.login.user.email === email;
}

function expectRefused(r: Awaited<ReturnType<GatewayClient['gql']>>, key: MessageKey) {
  expect(codeOf(r)).toBe('BAD_USER_INPUT');
  expect(r.errors?.[0]?.extensions?.fields?.newPassword).toBe(message(key));
}

describe('change password', () => {
  it('refuses a password breaking any one rule and accepts the shortest valid one', async () => {
    const { email } = await userWithBits(stack.database.db, a, allBits());
    const c = stack.client();
    await c.login(email);
    for (const [why, password, key] of REFUSED) {
      const r = await c.gql(CHANGE, {
        i: { currentPassword: TEST_PASSWORD, newPassword: password, repeatNewPassword: password },
      });
      expectRefused(r, key);
      expect(await signsInWith(email, password), why).toBe(false);
    }
    const ok = await c.gql<{ changePassword: boolean }>(CHANGE, {
      i: { currentPassword: TEST_PASSWORD, newPassword: SHORTEST_VALID, repeatNewPassword: SHORTEST_VALID },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.changePassword).toBe(true);
    expect(await signsInWith(email, SHORTEST_VALID)).toBe(true);
  });
});

describe('password recovery', () => {
  it('refuses a password breaking any one rule and accepts the shortest valid one', async () => {
    const { email } = await userWithBits(stack.database.db, a, allBits());
    const c = stack.client();
    const asked = await c.gql<{ requestPasswordRecovery: boolean }>(
      'mutation R($e: String!) { requestPasswordRecovery(email: $e) }',
      { e: email },
    );
    expect(asked.data?.requestPasswordRecovery).toBe(true);
    const [mail] = await stack.outbox(email);
    const code = mail?.body.match(/acrback\?code=([\w-]+)/)?.[1];
    expect(code).toBeTruthy();

    for (const [why, password, key] of REFUSED) {
      const r = await c.gql(SUBMIT, { i: { token: code, newPassword: password, repeatNewPassword: password } });
      expectRefused(r, key);
      expect(await signsInWith(email, password), why).toBe(false);
    }
    const ok = await c.gql<{ submitPasswordRecovery: boolean }>(SUBMIT, {
      i: { token: code, newPassword: SHORTEST_VALID, repeatNewPassword: SHORTEST_VALID },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.submitPasswordRecovery).toBe(true);
    expect(await signsInWith(email, SHORTEST_VALID)).toBe(true);
  });
});
