/**
 * The audit log's routes (issue 11) in the cross-tenant table: every resource screen's
 * `GET {rest}/:id/history` is its `GET {rest}/:id` entry with `/history` appended (the same
 * record of A answers, the same record of B is not found), and the audit screen's two reads.
 */
import type { Body, Method } from './rest.ts';

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}
interface Case {
  call: Call;
  status: readonly number[];
}
// biome-ignore lint/suspicious/noExplicitAny: the fixtures type is the cross-tenant test's own.
type Fx = any;
type Tenant = {
  kind: 'tenant';
  sample: (f: Fx) => Promise<Call> | Call;
  foreign?: (f: Fx) => Case[];
  leaks?: (body: Body, f: Fx) => unknown[];
};

const history = (c: Call): Call => ({ ...c, url: `${c.url.split('?')[0]}/history` });

/** The routes with a `/history` twin for each `GET …/:id` that has one on the server. */
export function withHistory<E extends { kind: string }>(routes: Record<string, E>): Record<string, E> {
  const out: Record<string, E> = { ...routes };
  for (const [key, entry] of Object.entries(routes)) {
    if (!/^GET \/(settings|catalog-management|product-management)\/[^/]+\/:id$/.test(key)) continue;
    if (entry.kind !== 'tenant') continue;
    const e = entry as unknown as Tenant;
    const twin: Tenant = {
      kind: 'tenant',
      sample: async (f) => history(await e.sample(f)),
      foreign: e.foreign && ((f) => e.foreign!(f).map((c) => ({ ...c, call: history(c.call) }))),
    };
    out[`${key}/history`] = twin as unknown as E;
  }
  const ids = (rows: { userId: number }[]) => rows.map((r) => r.userId);
  out['GET /settings/audit-log'] = {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: '/settings/audit-log?rowsPerPage=100' }),
    leaks: (body: Body, f: Fx) => ids(body.data.data).filter((id) => f.foreignIds.users.has(id)),
  } as Tenant as unknown as E;
  out['GET /settings/audit-log/users'] = {
    kind: 'tenant',
    sample: () => ({ method: 'GET', url: '/settings/audit-log/users' }),
    leaks: (body: Body, f: Fx) =>
      (body.data as { id: number }[]).map((u) => u.id).filter((id) => f.foreignIds.users.has(id)),
  } as Tenant as unknown as E;
  return out;
}

/**
 * The permission table's History cases: each screen's detail case with `/history` appended,
 * needing the same flag (DETAILED VIEW of the screen).
 */
export function historyCases<C extends { operation: string; call: (t: never) => Call }>(cases: readonly C[]): C[] {
  return cases.filter((c) => c.operation === 'detail').map((c) => ({ ...c, call: (t: never) => history(c.call(t)) }));
}
