/**
 * `pnpm --filter @marquee/bench roles-save`: the figure for saving one role's whole matrix
 * (every module of core's MATRIX_MODULES, each with all its flags) through the gateway, as the
 * Roles and Security screen's SAVE sends it, and the next request of a user of that role seeing
 * the change (a groups list, allowed or FORBIDDEN in turn). Prints medians (target: save ≤ 150 ms).
 * The server runs in its own process as `npm start` runs it (PGlite by default; BENCH_DB=postgres).
 */
import { loadavg } from 'node:os';
import { MATRIX_MODULES } from '@marquee/core/settings/securityMatrix';
import { Pool } from 'undici';
import { type BenchDb, startBenchServer } from './server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = 10;
const db = (process.env.BENCH_DB as BenchDb | undefined) ?? 'pglite';
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FUNZONE = 1;
const GROUPS_MENU = 13;

/** Every module with every flag it has set to `on`, except Groups' view, which alternates. */
function matrix(on: boolean, groupsView: boolean) {
  return [...MATRIX_MODULES.values()].map((m) => {
    const flags = Object.fromEntries(m.flags.map((f) => [f, on]));
    return {
      routeId: m.routeId,
      ...flags,
      ...(m.routeId === GROUPS_MENU
        ? { view: groupsView, detailView: false, updateAndExecute: false, delete: false, add: false }
        : {}),
    };
  });
}

const server = await startBenchServer({ db, postgresUrl, env: { LOG_LEVEL: 'warn' } });
try {
  const gateway = new Pool(server.gatewayUrl, { connections: 2 });
  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const res = await gateway.request({
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-master-client': String(FUNZONE),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.body.json()) as { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] };
  };
  const login = async (email: string) => {
    const res = await fetch(`${server.restUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: 'Marquee#2026' }),
    });
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const director = await login('director@funzone.test');
  // The demo staff member holds the venue staff role of FunZone, which the director may change.
  const staff = await login('staff@funzone.test');
  const me = await gql(staff, '{ me { roles { id } } }');
  const roleId = (me.data!.me as { roles: { id: number }[] }).roles[0]!.id;
  const SAVE =
    'mutation S($r: Int!, $p: [SecurityPermissionInput!]!) { saveSecurityRolePermissions(roleId: $r, permissions: $p) { roleId } }';

  const saves: number[] = [];
  const seen: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const groupsView = i % 2 === 0;
    const t0 = performance.now();
    const saved = await gql(director, SAVE, { r: roleId, p: matrix(i % 4 < 2, groupsView) });
    const t1 = performance.now();
    if (saved.errors) throw new Error(JSON.stringify(saved.errors));
    const groups = await gql(staff, '{ settingsGroups { total } }');
    const t2 = performance.now();
    const allowed = !groups.errors;
    if (allowed !== groupsView)
      throw new Error(`run ${i}: groups ${allowed ? 'allowed' : 'refused'} after saving view ${groupsView}`);
    if (i >= WARMUP) {
      saves.push(t1 - t0);
      seen.push(t2 - t0);
    }
  }
  const median = (v: number[]) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  console.log(
    `roles save (${db}, ${MATRIX_MODULES.size} modules, ${RUNS} runs, load average ${loadavg()[0]!.toFixed(2)}): ` +
      `save p50 ${median(saves).toFixed(1)} ms (target ≤ 150 ms), save + next request enforcing it p50 ${median(seen).toFixed(1)} ms`,
  );
  await gateway.close();
} finally {
  await server.stop();
}
