/**
 * Security headers on every answer of the gateway, and the web app's assets served
 * precompressed with a long cache. Talks to a listening gateway over HTTP, as a browser would.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../gateway/src/app.ts';
import { loadGatewayConfig } from '../gateway/src/config.ts';

const SCRIPT = 'export const app = "marquee";\n'.repeat(200);
let dist: string;
let development: RunningGateway;
let production: RunningGateway;

async function start(nodeEnv: string): Promise<RunningGateway> {
  return startGateway({
    ...loadGatewayConfig({ NODE_ENV: nodeEnv }),
    port: 0,
    host: '127.0.0.1',
    // No REST API needed: these answers never reach it.
    restApiUrl: 'http://127.0.0.1:1',
    logLevel: 'silent',
    webDist: dist,
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'marquee-headers-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Marquee</title>');
  writeFileSync(join(dist, 'assets', 'index-a1b2.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-a1b2.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-a1b2.js.gz'), gzipSync(SCRIPT));
  [development, production] = await Promise.all([start('test'), start('production')]);
});
afterAll(async () => {
  await Promise.all([development?.close(), production?.close()]);
  rmSync(dist, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, not fetch: the answer's bytes and content-encoding exactly as sent. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const PATHS = ['/', '/auth/login', '/graphql?query=%7Bhealth%7D', '/health', '/assets/index-a1b2.js'];

describe('security headers', () => {
  it('are on every page, asset and API answer', async () => {
    for (const path of PATHS) {
      // Apollo's CSRF prevention wants this header on a GET query.
      const res = await get(development.url, path, { 'apollo-require-preflight': 'true' });
      expect(res.status, path).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("connect-src 'self'");
      expect(res.headers['x-frame-options'], path).toBe('DENY');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('add HSTS only in production', async () => {
    for (const path of PATHS) {
      const res = await get(production.url, path);
      expect(res.headers['strict-transport-security'], path).toMatch(/max-age=31536000/);
      expect(String(res.headers['content-security-policy']), path).toContain('upgrade-insecure-requests');
    }
  });
});

describe('web app assets', () => {
  it('go out brotli or gzip compressed when accepted, cached for good; index.html is never cached', async () => {
    const br = await get(development.url, '/assets/index-a1b2.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get(development.url, '/assets/index-a1b2.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toContain('immutable');

    const plain = await get(development.url, '/assets/index-a1b2.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);

    expect((await get(development.url, '/auth/login')).headers['cache-control']).toBe('no-cache');
  });
});
