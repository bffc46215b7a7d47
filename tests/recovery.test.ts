import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGateway } from '../gateway/src/app.ts';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { recoveryCodes, users } from '../rest-api/src/db/schema.ts';
import { newRecoveryCode, sha256Hex } from '../rest-api/src/security/tokens.ts';
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

/** The code of the newest recovery e-mail to `to`. */
async function latestCode(to: string): Promise<string> {
  const [mail] = await stack.outbox(to);
  const code = mail?.body.match(/acrback\?code=([\w-]+)/)?.[1];
  if (!code) throw new Error(`no recovery code e-mailed to ${to}`);
  return code;
}

/** Asks the REST API directly, so these checks do not spend the gateway's code-check throttle. */
async function usable(code: string): Promise<boolean> {
  const res = await fetch(`${stack.restUrl}/auth/account-recovery-validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  return ((await res.json()) as { data: { code: number } }).data.code === 0;
}

const ask = (email: string) => stack.client().gql(`mutation { requestPasswordRecovery(email: "${email}") }`);

it('a newer code makes the older one invalid', async () => {
  await ask('viewer@funzone.test');
  const older = await latestCode('viewer@funzone.test');
  await ask('viewer@funzone.test');
  const newer = await latestCode('viewer@funzone.test');
  expect(newer).not.toBe(older);
  expect(await usable(older)).toBe(false);
  expect(await usable(newer)).toBe(true);
});

it('changing the password in the profile revokes the codes e-mailed before', async () => {
  await ask('admin@funzone.test');
  const code = await latestCode('admin@funzone.test');
  const c = stack.client();
  await c.login('admin@funzone.test');
  const changed = await c.gql<{ changePassword: boolean }>(
    'mutation C($i: ChangePasswordInput!) { changePassword(input: $i) }',
    {
      i: { currentPassword: 'Marquee#2026', newPassword: 'Changed#2027', repeatNewPassword: 'Changed#2027' },
    },
  );
  expect(changed.data?.changePassword).toBe(true);
  expect(await usable(code)).toBe(false);
});

it('completing a reset revokes every other unused code of that user', async () => {
  const db = stack.database.db;
  const [solo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'solo@bowlarama.test'));
  if (!solo) throw new Error('seed user solo@bowlarama.test missing');
  // Two live codes at once (as issued before revocation existed, or by a race): only a reset ends both.
  const [used, other] = [newRecoveryCode(), newRecoveryCode()];
  const expiresAt = new Date(Date.now() + 30 * 60_000);
  await db.insert(recoveryCodes).values([
    { codeHash: sha256Hex(used), userId: solo.id, expiresAt },
    { codeHash: sha256Hex(other), userId: solo.id, expiresAt },
  ]);
  const ok = await stack.client().gql<{ submitPasswordRecovery: boolean }>(SUBMIT, {
    i: { token: used, newPassword: 'Reset#Solo2027', repeatNewPassword: 'Reset#Solo2027' },
  });
  expect(ok.data?.submitPasswordRecovery).toBe(true);
  expect(await usable(other)).toBe(false);
});

it('keeps recovery codes out of the gateway access log', async () => {
  const lines: string[] = [];
  const gateway = await startGateway(
    {
      ...loadGatewayConfig({ NODE_ENV: 'test' }),
      port: 0,
      host: '127.0.0.1',
      restApiUrl: stack.restUrl,
      logLevel: 'info',
    },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  try {
    const res = await fetch(`${gateway.url}/auth/acrback?code=XYZ-SECRET-42&from=%2Fsettings`);
    await res.arrayBuffer();
  } finally {
    await gateway.close();
  }
  const log = lines.join('');
  expect(log).toContain('/auth/acrback?code=[REDACTED]&from=%2Fsettings');
  expect(log).not.toContain('XYZ-SECRET-42');
});
