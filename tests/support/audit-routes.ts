/**
 * The audit log's routes in the cross-tenant table: every resource screen's
 * `GET {rest}/:id/history` is its `GET {rest}/:id` entry with `/history` appended (the same
 * record of A answers, the same record of B is not found), the audit screen's two reads, and
 * Translations.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import type { Body, Method } from './rest.ts';

const NOT_FOUND = [404] as const;

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
  // Translations (spec/3 §2): a location of A by its code; B's code is not found.
  const ownCode = async (f: Fx) =>
    (await queryRows<{ code: string }>(f.db, sql`select code from locations where id = ${f.own.locationIds[0]}`))[0]!
      .code;
  const save = (locationCode: string): Call => ({
    method: 'POST',
    url: '/settings/translations',
    body: { locationCode, languageId: 3, entries: [{ key: 'booking.title', text: 'Hola' }] },
  });
  out['GET /settings/translations'] = {
    kind: 'tenant',
    sample: async (f: Fx) => ({ method: 'GET', url: `/settings/translations?locationCode=${await ownCode(f)}` }),
    foreign: (f: Fx) => [
      {
        call: { method: 'GET', url: `/settings/translations?locationCode=${f.foreign.seededCode}` },
        status: NOT_FOUND,
      },
    ],
  } as Tenant as unknown as E;
  out['POST /settings/translations'] = {
    kind: 'tenant',
    sample: async (f: Fx) => save(await ownCode(f)),
    foreign: (f: Fx) => [{ call: save(f.foreign.seededCode), status: NOT_FOUND }],
  } as Tenant as unknown as E;
  // The languages: reference data, the same for everyone.
  out['GET /settings/cultures'] = {
    kind: 'self',
    sample: () => ({ method: 'GET', url: '/settings/cultures' }),
  } as unknown as E;
  return out;
}

/**
 * The permission table's History cases: each screen's detail case with `/history` appended,
 * needing the same flag (DETAILED VIEW of the screen).
 */
export function historyCases<C extends { operation: string; call: (t: never) => Call }>(cases: readonly C[]): C[] {
  return cases.filter((c) => c.operation === 'detail').map((c) => ({ ...c, call: (t: never) => history(c.call(t)) }));
}

const TRANSLATIONS_MENU = 121;

/** The permission table's Translations cases (a location of A named by its code). */
export const TRANSLATION_CASES: {
  permission: [number, 'view' | 'updateAndExecute'];
  call: (t: { locationCodes: string[] }) => Call;
}[] = [
  {
    permission: [TRANSLATIONS_MENU, 'view'],
    call: (t) => ({ method: 'GET', url: `/settings/translations?locationCode=${t.locationCodes[0]}&languageId=3` }),
  },
  {
    permission: [TRANSLATIONS_MENU, 'updateAndExecute'],
    call: (t) => ({
      method: 'POST',
      url: '/settings/translations',
      body: { locationCode: t.locationCodes[0], languageId: 3, entries: [{ key: 'booking.title', text: 'Hola' }] },
    }),
  },
  { permission: [TRANSLATIONS_MENU, 'view'], call: () => ({ method: 'GET', url: '/settings/cultures' }) },
];
