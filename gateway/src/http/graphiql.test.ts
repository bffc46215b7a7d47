import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../testing/fakeUpstream.ts';
import { testGateway } from '../testing/gateway.ts';

// Issue 16: /graphiql for signed-in users in development, administrators only in production.
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

  it('serves it to administrators only in production', async () => {
    expect((await open(production, 'tok-director')).body).toBe(PAGE);
    const staff = await open(production, 'tok-staff');
    expect(staff.statusCode).toBe(404);
    expect(staff.body).not.toContain('explorer');
    expect((await open(production, 'no-such-session')).statusCode).toBe(401);
  });
});
