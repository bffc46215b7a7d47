/**
 * Issue 16: examples/src/revenue.ts, the typed script of examples/README.md, run as a tool would
 * run it against a test stack with an API token: it lists the token's master client's locations
 * and last week's revenue, and a token without the revenue widget fails with FORBIDDEN.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GatewayClient } from './support/client.ts';
import { type Stack, startStack } from './support/stack.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

let stack: Stack;
let admin: GatewayClient;

beforeAll(async () => {
  stack = await startStack();
  admin = stack.client();
  await admin.login('admin@funzone.test');
  admin.masterClient = 1;
}, 300_000);
afterAll(() => stack?.close());

async function token(modules: number[]): Promise<string> {
  const res = await admin.gql<{ createApiToken: { token: string } }>(
    'mutation C($i: ApiTokenInput!) { createApiToken(input: $i) { token } }',
    { i: { name: 'Example', grants: modules.map((module) => ({ module, flags: ['VIEW'] })), expiresAt: null } },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createApiToken.token;
}

const example = (env: Record<string, string>) =>
  run(TSX, ['examples/src/revenue.ts'], { cwd: ROOT, env: { ...process.env, ...env } });

it('lists the locations and last week revenue with an API token', async () => {
  const { stdout } = await example({ MARQUEE_URL: stack.gatewayUrl, MARQUEE_TOKEN: await token([0, 43]) });
  const mine = await admin.gql<{ locations: { name: string }[] }>('{ locations { name } }');
  const names = mine.data!.locations.map((l) => l.name);
  expect(names.length).toBeGreaterThan(0);
  expect(stdout).toContain(`Locations (${names.length}):`);
  for (const name of names) expect(stdout).toContain(name);
  expect(stdout).toMatch(/Revenue last week: \$\d+\.\d\d/);
}, 60_000);

it('fails with the stable code when the token lacks the revenue widget', async () => {
  const failed = await example({ MARQUEE_URL: stack.gatewayUrl, MARQUEE_TOKEN: await token([0]) }).catch(
    (e: { stderr: string; code: number }) => e,
  );
  expect('code' in failed && failed.code).toBe(1);
  expect((failed as { stderr: string }).stderr).toContain('ExampleLastWeekRevenue: FORBIDDEN');
}, 60_000);
