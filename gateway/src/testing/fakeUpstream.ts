import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Identity } from '@marquee/core/identity';
import { encodePermissions } from '@marquee/core/permissions';
import Fastify from 'fastify';

/**
 * A stand-in for the REST API in gateway tests: records every call and answers from handlers
 * the test sets. Knows three tokens (`tok-director`, `tok-staff`, `tok-admin`) and one login.
 */
export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

export type FakeHandler = FakeReply | ((call: RecordedCall) => FakeReply);

export interface FakeUpstream {
  url: string;
  calls: RecordedCall[];
  /** Calls other than GET /me: what a tenancy refusal must not make. */
  dataCalls(): RecordedCall[];
  on(method: string, path: string, handler: FakeHandler): void;
  close(): Promise<void>;
}

/** The identity's role held in each of its master clients (roles are per master client). */
export function inEveryClient(identity: Omit<Identity, 'clientRoles'>): Identity {
  return {
    ...identity,
    clientRoles: identity.masterClients.flatMap((c) =>
      identity.roles.map((role) => ({ masterClientId: c.masterClientId, role, routeRole: identity.routeRoles[0]! })),
    ),
  };
}

/** Master clients 10 and 11; module 0 view, module 5 view + add (no remove). */
export const DIRECTOR: Identity = inEveryClient({
  userId: 1,
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Director',
  displayName: 'Dana Director',
  title: ['Director'],
  image: null,
  isProfileCompleted: true,
  isProviderStaff: false,
  routeRoles: ['admin'],
  roles: [
    {
      id: 1,
      name: 'Director',
      permissionBits: encodePermissions({ 0: ['view'], 5: ['view', 'add'] }),
      permissionChunkLength: 7,
    },
  ],
  dns: [],
  masterClients: [
    { masterClientId: 10, masterClientName: 'Arcadia', isDefault: true },
    { masterClientId: 11, masterClientName: 'Bowlmore', isDefault: false },
  ],
});

/** Master client 20 only; blocked default access (first chunk all zeros). */
export const STAFF: Identity = inEveryClient({
  ...DIRECTOR,
  userId: 2,
  email: 'sam@example.com',
  displayName: 'Sam Staff',
  routeRoles: ['staff'],
  roles: [{ id: 2, name: 'Staff', permissionBits: encodePermissions({ 3: ['view'] }), permissionChunkLength: 7 }],
  masterClients: [{ masterClientId: 20, masterClientName: 'Trampo', isDefault: true }],
});

/** Module 107 (admin links) view, and two admin sites. */
export const ADMIN: Identity = inEveryClient({
  ...DIRECTOR,
  userId: 3,
  email: 'ada@example.com',
  displayName: 'Ada Admin',
  roles: [
    {
      id: 3,
      name: 'Admin',
      permissionBits: encodePermissions({ 0: ['view'], 107: ['view'] }),
      permissionChunkLength: 7,
    },
  ],
  dns: [
    { name: 'Downtown', code: 'DT', host: 'dt.example.com' },
    { name: '', code: 'UP', host: 'http://up.example.com/' },
  ],
});

export const TOKENS: Record<string, Identity> = { 'tok-director': DIRECTOR, 'tok-staff': STAFF, 'tok-admin': ADMIN };

const PUBLIC = new Set([
  '/login',
  '/ready',
  '/auth/account-recovery',
  '/auth/account-recovery-validate',
  '/auth/account-recovery-submit',
]);

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const app = Fastify();
  const calls: RecordedCall[] = [];
  const handlers = new Map<string, FakeHandler>();
  const identity = (call: RecordedCall) => TOKENS[call.headers.authorization?.replace(/^Bearer /, '') ?? ''];

  handlers.set('GET /ready', { body: { data: 'ready' } });
  handlers.set('GET /me', (call) => ({ body: { data: identity(call) } }));
  handlers.set('POST /login', (call) => {
    const { username, password } = call.body as { username: string; password: string };
    if (username !== DIRECTOR.email || password !== 'Secret#123') {
      return { status: 401, body: { message: 'Your account or password is incorrect.' } };
    }
    return { body: { data: { token: 'tok-director', expiresIn: 900, user: DIRECTOR } } };
  });
  handlers.set('POST /out', { body: { data: true } });
  handlers.set('POST /ping', { body: { data: { expiresIn: 900 } } });
  handlers.set('GET /languages', { body: { data: [{ id: 1, name: 'English', code: 'en' }] } });
  handlers.set('GET /master-clients', { body: { data: DIRECTOR.masterClients } });
  // Like the REST API's batch: each call answered as its GET /dashboards/{metric} handler would.
  handlers.set('POST /dashboards/batch', (call) => {
    const { calls: items } = call.body as { calls: { metric: string; query: Record<string, string> }[] };
    const results = items.map((item) => {
      const handler = handlers.get(`GET /dashboards/${item.metric}`) ?? { status: 404, body: { message: 'No route' } };
      const answer = typeof handler === 'function' ? handler({ ...call, method: 'GET', query: item.query }) : handler;
      const status = answer.status ?? 200;
      const body = (answer.body ?? {}) as { data?: { data?: unknown }; message?: string };
      return status === 200
        ? { data: body.data?.data ?? null, error: null }
        : { data: null, error: { status, message: body.message ?? '' } };
    });
    return { body: { data: { results } } };
  });
  handlers.set('GET /location', {
    body: { data: [{ locationId: 7, name: 'Downtown', code: 'DT', groupId: null, groupName: null }] },
  });

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const call: RecordedCall = {
        method: request.method,
        path,
        query: request.query as Record<string, string>,
        headers: request.headers,
        body: request.body,
      };
      calls.push(call);
      // Like the REST API: a session on every non-public route, and only the caller's own
      // master clients (spec/1 §7; the gateway must refuse before getting here).
      if (!PUBLIC.has(path)) {
        const user = identity(call);
        if (!user) return reply.code(401).send({ message: 'Session expired' });
        const wanted = call.query.masterClient;
        if (wanted && wanted !== 'null' && !user.masterClients.some((c) => String(c.masterClientId) === wanted)) {
          return reply.code(403).send({ message: 'Forbidden' });
        }
      }
      const handler = handlers.get(`${request.method} ${path}`) ?? { status: 404, body: { message: 'No route' } };
      const answer = typeof handler === 'function' ? handler(call) : handler;
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      return reply.code(answer.status ?? 200).send(answer.body ?? { data: null });
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    dataCalls: () => calls.filter((c) => !(c.method === 'GET' && c.path === '/me')),
    on: (method, path, handler) => handlers.set(`${method} ${path}`, handler),
    close: () => app.close(),
  };
}
