/**
 * The production build: `pnpm build:server` compiles the REST API and the gateway to JavaScript,
 * and both run with plain `node` (no tsx) in production mode: migrations found, the schema found,
 * sign-in answered through the gateway, and SIGTERM ends each cleanly. On the machine's
 * PostgreSQL (a fresh database of its own): production does not run on the embedded database.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshPostgresDatabase, type FreshPostgresDatabase } from '../db/fresh.ts';

const root = join(import.meta.dirname, '../../..');
const server = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
let fresh: FreshPostgresDatabase | undefined;
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await fresh?.drop();
});

const production = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  PAY_LINK_SECRET: 'production-build-test-pay-link-secret-0123456789',
  INTEGRATIONS_SECRET_KEY: '599b80c48bc0da770b3d58f74e0346e2cbd39d74a8d20e94cae9a033045f73da',
};

/** Starts `node <bundle>` and answers the first URL its output names. */
async function start(bundle: string, env: Record<string, string | undefined>, pattern: RegExp) {
  const child = spawn(process.execPath, [join(root, bundle)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    child.once('exit', (code) => reject(new Error(`${bundle} exited with ${code}:\n${output}`)));
  });
  return { child, url };
}

describe('the production build', () => {
  it('runs both services with node and stops them cleanly on SIGTERM', async () => {
    execFileSync('pnpm', ['build:server'], { cwd: root, stdio: 'pipe' });
    fresh = await createFreshPostgresDatabase(server);
    const rest = await start(
      'rest-api/dist/main.mjs',
      { ...production, DATABASE_URL: fresh.url, REST_PORT: '0', SEED_DEMO: '0' },
      /listening on (http:\/\/\S+)/,
    );
    const gateway = await start(
      'gateway/dist/main.mjs',
      { ...production, PORT: '0', HOST: '127.0.0.1', REST_API_URL: rest.url },
      /"url":"(http:\/\/[^"]+)","msg":"gateway listening"/,
    );
    expect((await fetch(`${gateway.url}/ready`)).status).toBe(200);
    const login = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { login(username: "nobody@example.com", password: "wrong") { __typename } }',
      }),
    });
    // The REST API checked the password against an empty, migrated database: a refusal, not a crash.
    const body = (await login.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    for (const service of [gateway, rest]) {
      const exited = once(service.child, 'exit');
      service.child.kill('SIGTERM');
      expect((await exited)[0]).toBe(0);
    }
  }, 300_000);
});
