import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../app.ts';
import { loadGatewayConfig } from '../config.ts';
import { testGateway } from '../testing/gateway.ts';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'marquee-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Marquee</title>');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  // As web/scripts/precompress.mjs leaves them (content marked so the test sees which was sent).
  writeFileSync(join(dist, 'assets', 'app-1a2b.js.br'), 'BROTLI');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js.gz'), 'GZIP');
  app = await testGateway('http://127.0.0.1:1', { webDist: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('built web app on the same origin', () => {
  it('serves index.html at / and for client-side routes, never cached', async () => {
    for (const url of ['/', '/dashboard-drive', '/settings/users?page=2']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Marquee</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache, and a missing asset is a 404', async () => {
    const asset = await app.inject('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/assets/gone-9z.js')).statusCode).toBe(404);
  });

  it('sends the precompressed copy the browser accepts, with the type and cache of the original', async () => {
    const cases = [
      ['br, gzip', 'br', 'BROTLI'],
      ['gzip', 'gzip', 'GZIP'],
      ['identity', undefined, 'console.log(1)'],
    ] as const;
    for (const [accept, encoding, body] of cases) {
      const res = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.rawPayload.toString(), accept).toBe(body);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers['cache-control'], accept).toContain('immutable');
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
    }
  });

  it('does not answer API paths or non-GET requests with the app', async () => {
    for (const url of ['/graphql/extra', '/health/x', '/ready/x']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<title>');
    }
    expect((await app.inject({ method: 'POST', url: '/dashboard-drive' })).statusCode).toBe(404);
    expect((await app.inject('/health')).json()).toEqual({ status: 'ok' });
  });
});

describe('startGateway', () => {
  it('listens on a free port and answers over real HTTP until closed', async () => {
    const gateway = await startGateway({
      ...loadGatewayConfig({ NODE_ENV: 'test' }),
      port: 0,
      host: '127.0.0.1',
      restApiUrl: 'http://127.0.0.1:1',
    });
    try {
      expect(gateway.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ health }' }),
      });
      expect(await res.json()).toEqual({ data: { health: 'ok' } });
    } finally {
      await gateway.close();
    }
  });
});
