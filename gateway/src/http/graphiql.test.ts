import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePermissions } from '@marquee/core/permissions';
import { API_TOKENS_INDEX } from '@marquee/core/settings/apiTokens';
import { DIRECTOR, type FakeUpstream, inEveryClient, startFakeUpstream, TOKENS } from '../testing/fakeUpstream.ts';
import { testGateway } from '../testing/gateway.ts';

// /graphiql for signed-in users in development; in production for VIEW of the API tokens
// module (123: permission bits, not the admin route role).
let dist: string;
let upstream: FakeUpstream;
let dev: FastifyInstance;
let production: FastifyInstance;
const PAGE = '<!doctype html><title>Marquee GraphQL explorer</title>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'marquee-graphiql-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Marquee</title>');
  writeFileSync(join(dist, 'graphiql.html'), PAGE);
  upstream = await startFakeUpstream();
  dev = await testGateway(upstream.url, { webDist: dist });
  production = await testGateway(upstream.url, { webDist: dist, nodeEnv: 'production', production: true });
});
afterAll(async () => {
  delete TOKENS['tok-granted'];
  await dev.close();
  await production.close();
  await upstream.close();
  rmSync(dist, { recursive: true, force: true });
});

const open = (app: FastifyInstance, token?: string) =>
  app.inject({ method: 'GET', url: '/graphiql', cookies: token ? { marquee_session: token } : {} });

describe('/graphiql', () => {
  it('serves the explorer to anyone signed in during development, not to the signed out', async () => {
    const staff = await open(dev, 'tok-staff');
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toBe(PAGE);
    expect(staff.headers['content-type']).toMatch(/text\/html/);
    expect((await open(dev)).statusCode).toBe(401);
  });

  it('serves it in production only to holders of API tokens VIEW, whatever their route role', async () => {
    // The fake director is an 'admin' without module 123: refused; with it: served.
    expect((await open(production, 'tok-director')).statusCode).toBe(404);
    TOKENS['tok-granted'] = inEveryClient({
      ...DIRECTOR,
      routeRoles: ['staff'],
      roles: [{ ...DIRECTOR.roles[0]!, permissionBits: encodePermissions({ [API_TOKENS_INDEX]: ['view'] }) }],
    });
    expect((await open(production, 'tok-granted')).body).toBe(PAGE);
    const staff = await open(production, 'tok-staff');
    expect(staff.statusCode).toBe(404);
    expect(staff.body).not.toContain('explorer');
    expect((await open(production, 'no-such-session')).statusCode).toBe(401);
  });
});
