/**
 * Marquee as an operator scales it out: two REST APIs and two gateways, each its own process
 * (`node --import tsx …/src/main.ts`, as `npm start` runs them), on one PostgreSQL database and one
 * Redis. Gateway one talks to REST API one, gateway two to REST API two, so every check below
 * crosses both kinds of instance:
 * - a session made on one gateway works on the other, and a logout on one ends it on both
 *   (within the second each side may reuse an identity);
 * - wrong passwords count once across gateways (the throttle lives in Redis);
 * - a write through one side is read at once through the other;
 * - two people saving the same version through different sides: one conflicts;
 * - 50 racing creates for a slot of 10 places, spread over both sides, give exactly 10.
 * Only with PostgreSQL and Redis (DATABASE_URL and REDIS_URL, as CI's PostgreSQL run has them).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../rest-api/src/db/client.ts';
import { createFreshPostgresDatabase, type FreshPostgresDatabase } from '../rest-api/src/db/fresh.ts';
import { queryRows } from '../rest-api/src/db/rows.ts';
import { bookingWorld } from './support/bookings.ts';
import { codeOf, GatewayClient } from './support/client.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const FUNZONE = 1;
const READY_MS = 180_000;
const WRONG_PASSWORDS = 4;

interface Proc {
  url: string;
  child: ChildProcess;
  log: () => string;
}

const procs: Proc[] = [];
let fresh: FreshPostgresDatabase | undefined;
let database: Database | undefined;
let gateways: [string, string];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts one service in a process of its own; resolves once its /ready answers 200. */
async function startProcess(service: 'rest-api' | 'gateway', port: number, env: NodeJS.ProcessEnv): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: `${ROOT}${service}`,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const proc = { url, child, log: () => output };
  procs.push(proc);
  const deadline = Date.now() + READY_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${service} exited before it was ready:\n${output}`);
    try {
      if ((await fetch(`${url}/ready`)).status === 200) return proc;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${service} was not ready in ${READY_MS / 1000} s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const runs = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.runIf(runs)('two gateways and two REST APIs, each a process, on PostgreSQL and Redis', () => {
  beforeAll(async () => {
    fresh = await createFreshPostgresDatabase(process.env.DATABASE_URL!);
    const base: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    delete base.VITEST;
    delete base.DATABASE_URL;
    const restEnv = (port: number, seed: boolean): NodeJS.ProcessEnv => ({
      ...base,
      DATABASE_URL: fresh!.url,
      REST_PORT: String(port),
      REST_HOST: '127.0.0.1',
      // Shared by the replicas, as production requires.
      PAY_LINK_SECRET: 'multi-process pay links',
      INTEGRATIONS_SECRET_KEY: randomBytes(32).toString('hex'),
      SEED_DEMO: seed ? '1' : '0',
    });
    const [restA, restB, gatewayA, gatewayB] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    // The first makes the schema and the demo data; the second then starts on them.
    const first = await startProcess('rest-api', restA, restEnv(restA, true));
    const second = await startProcess('rest-api', restB, restEnv(restB, false));
    const gatewayEnv = (port: number, rest: Proc): NodeJS.ProcessEnv => ({
      ...base,
      PORT: String(port),
      HOST: '127.0.0.1',
      REST_API_URL: rest.url,
      REDIS_URL: process.env.REDIS_URL,
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: `${WRONG_PASSWORDS}/900`,
    });
    const [one, two] = await Promise.all([
      startProcess('gateway', gatewayA, gatewayEnv(gatewayA, first)),
      startProcess('gateway', gatewayB, gatewayEnv(gatewayB, second)),
    ]);
    gateways = [one.url, two.url];
    database = await openDatabase({ databaseUrl: fresh.url });
  }, 600_000);

  afterAll(async () => {
    await Promise.all(
      procs.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.child.exitCode !== null) return resolve();
            p.child.once('exit', () => resolve());
            p.child.kill('SIGTERM');
            setTimeout(() => p.child.kill('SIGKILL'), 15_000).unref();
          }),
      ),
    );
    await database?.close();
    await fresh?.drop();
  }, 60_000);

  const signedIn = async (gateway: string, email = 'director@funzone.test') => {
    const client = new GatewayClient(gateway);
    expect((await client.login(email)).errors).toBeUndefined();
    client.masterClient = FUNZONE;
    return client;
  };
  /** The same browser (its session cookie) talking to the other gateway. */
  const sameBrowserAt = (client: GatewayClient, gateway: string) => {
    const other = new GatewayClient(gateway);
    other.cookie = client.cookie;
    other.masterClient = client.masterClient;
    return other;
  };

  it('a session made on one gateway works on the other, and a logout on the other ends it on both', async () => {
    const here = await signedIn(gateways[0]);
    const there = sameBrowserAt(here, gateways[1]);
    const me = await there.gql<{ me: { email: string } }>('{ me { email } }');
    expect(me.data?.me.email).toBe('director@funzone.test');
    expect((await there.gql('mutation { logout }')).errors).toBeUndefined();
    // Each gateway (and REST API) reuses a session's identity for at most a second
    // (gateway/src/upstream/identityCache.ts), so the other side learns of the logout by then.
    await vi.waitFor(
      async () => {
        const after = await here.gql<{ me: { email: string } | null }>('{ me { email } }');
        expect(after.data?.me).toBeNull();
      },
      { timeout: 5_000, interval: 200 },
    );
    expect(codeOf(await here.gql('{ guestTags { id } }'))).toBe('UNAUTHENTICATED');
  });

  it('counts wrong passwords once across gateways', async () => {
    // An address of its own: Redis keeps the counts of earlier runs for their window.
    const email = `mp-${randomUUID().slice(0, 8)}@nowhere.test`;
    for (let i = 0; i < WRONG_PASSWORDS; i++) {
      const wrong = await new GatewayClient(gateways[i % 2]!).login(email, `wrong-${i}`);
      expect(wrong.errors?.[0]?.message).not.toMatch(/too many/i);
    }
    // Full on both, though each gateway saw only half of the wrong passwords.
    for (const gateway of gateways) {
      const next = await new GatewayClient(gateway).login(email, 'wrong-again');
      expect(codeOf(next)).toBe('TOO_MANY_REQUESTS');
    }
  });

  it('reads through one side what was written through the other, at once', async () => {
    const writer = await signedIn(gateways[0]);
    const reader = await signedIn(gateways[1]);
    const name = `mp-${randomUUID().slice(0, 8)}`;
    const made = await writer.gql<{ createGuestTag: { id: number } }>(
      'mutation($n: String!) { createGuestTag(name: $n) { id } }',
      { n: name },
    );
    expect(made.errors).toBeUndefined();
    const read = await reader.gql<{ guestTags: { id: number; name: string }[] }>('{ guestTags { id name } }');
    expect(read.data?.guestTags.map((t) => t.name)).toContain(name);
  });

  it('refuses the second of two saves of one version made through different sides', async () => {
    const one = await signedIn(gateways[0]);
    const two = await signedIn(gateways[1]);
    const [location] = await queryRows<{ id: number }>(
      database!.db,
      sql`select id from locations where master_client_id = ${FUNZONE} order by id limit 1`,
    );
    const created = await one.gql<{ createGroup: { id: number; version: number } }>(
      'mutation($i: GroupInput!) { createGroup(input: $i) { id version } }',
      { i: { name: `MP ${randomUUID().slice(0, 8)}`, locationIds: [location!.id] } },
    );
    expect(created.errors).toBeUndefined();
    const group = created.data!.createGroup;
    const save = (client: GatewayClient, name: string) =>
      client.gql(
        'mutation($id: Int!, $v: Int!, $i: GroupInput!) { updateGroup(id: $id, version: $v, input: $i) { version } }',
        { id: group.id, v: group.version, i: { name, locationIds: [location!.id] } },
      );
    expect((await save(one, `${group.id} A`)).errors).toBeUndefined();
    expect(codeOf(await save(two, `${group.id} B`))).toBe('CONFLICT');
  });

  it('ends 50 racing creates for a slot of 10 places, through both sides, with exactly 10 bookings', async () => {
    const world = await bookingWorld(database!.db, FUNZONE, { capacity: 10 });
    const clients = await Promise.all([signedIn(gateways[0]), signedIn(gateways[1])]);
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        clients[i % 2]!.gql(
          'mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { info { id } } } }',
          {
            i: {
              locationCode: world.locationCode,
              activityId: world.activityId,
              date,
              startTime: '15:00',
              guests: 1,
              holderId: world.holderIds[i % world.holderIds.length],
            },
          },
        ),
      ),
    );
    expect(answers.filter((a) => !a.errors)).toHaveLength(10);
    expect(answers.filter((a) => codeOf(a) === 'BAD_USER_INPUT')).toHaveLength(40);
    const [row] = await queryRows<{ n: number }>(
      database!.db,
      sql`select count(*)::int as n from bookings where activity_id = ${world.activityId} and booking_date = ${date}`,
    );
    expect(Number(row!.n)).toBe(10);
  });
});
