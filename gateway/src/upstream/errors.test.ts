import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../testing/fakeUpstream.ts';
import { gql, testGateway } from '../testing/gateway.ts';

let upstream: FakeUpstream;
let dev: FastifyInstance;
let production: FastifyInstance;
const director = { authorization: 'Bearer tok-director' };
const LEAK = {
  message: 'Boom',
  stack: 'Error: Boom\n    at secret (/srv/rest-api/db.ts:1:1)',
  sql: 'select * from users',
};

beforeAll(async () => {
  upstream = await startFakeUpstream();
  dev = await testGateway(upstream.url, { upstreamTimeoutMs: 300 });
  production = await testGateway(upstream.url, { nodeEnv: 'production', production: true });
});
afterAll(async () => {
  await dev.close();
  await production.close();
  await upstream.close();
});

async function languagesError(app: FastifyInstance, status: number, body: unknown, delayMs?: number) {
  upstream.on('GET', '/languages', { status, body, delayMs });
  const result = await gql(app, '{ languages { id } }', { headers: director });
  expect(result.body.data).toBeNull();
  return result.body.errors?.[0];
}

describe('upstream status → extensions.code', () => {
  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [500, 'INTERNAL_SERVER_ERROR'],
    [504, 'TIMEOUT'],
  ])('%i → %s, carrying the server message', async (status, code) => {
    const error = await languagesError(dev, status, { message: `upstream said ${status}` });
    expect(error?.extensions).toMatchObject({ code, upstreamStatus: status });
    expect(error?.message).toBe(`upstream said ${status}`);
  });

  it('400 → BAD_USER_INPUT with the field messages', async () => {
    const error = await languagesError(dev, 400, { message: 'Invalid', fields: { phone: 'Digits only' } });
    expect(error).toMatchObject({
      message: 'Invalid',
      extensions: { code: 'BAD_USER_INPUT', fields: { phone: 'Digits only' } },
    });
  });

  it('400 keeps the catalogue keys of the field messages, and only well-formed ones', async () => {
    const fieldKeys = {
      name: { key: 'validation.maxLength', values: { limit: 100, secret: { sql: 'x' } } },
      phone: { key: 'validation.phone' },
      broken: { values: { limit: 1 } },
    };
    const error = await languagesError(dev, 400, { message: 'Invalid', fields: { phone: 'Digits only.' }, fieldKeys });
    expect(error?.extensions?.fieldKeys).toEqual({
      name: { key: 'validation.maxLength', values: { limit: 100 } },
      phone: { key: 'validation.phone' },
    });
  });

  it('a 5xx without a message becomes the generic text', async () => {
    const error = await languagesError(dev, 502, '<html>proxy</html>');
    expect(error).toMatchObject({ message: 'Something went wrong', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('no answer within UPSTREAM_TIMEOUT_MS → TIMEOUT', async () => {
    const started = Date.now();
    const error = await languagesError(dev, 200, { data: [] }, 2000);
    expect(error?.extensions?.code).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('a refused connection → UPSTREAM_UNAVAILABLE, and /ready says 503', async () => {
    const port = await closedPort();
    const offline = await testGateway(`http://127.0.0.1:${port}`);
    try {
      const { body } = await gql(offline, '{ languages { id } }', { headers: director });
      expect(body.errors?.[0]).toMatchObject({
        message: 'Network error: Unable to reach the server',
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
      expect((await offline.inject('/ready')).statusCode).toBe(503);
      expect((await offline.inject('/health')).statusCode).toBe(200);
    } finally {
      await offline.close();
    }
  });
});

describe('what leaves the gateway', () => {
  it("production shows a 5xx as 'Something went wrong' with the code: no message, body, stack or status", async () => {
    const error = await languagesError(production, 500, LEAK);
    expect(error).toEqual({
      message: 'Something went wrong',
      locations: [{ line: 1, column: 3 }],
      path: ['languages'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('production keeps field messages of BAD_USER_INPUT', async () => {
    const error = await languagesError(production, 400, { message: 'Invalid', fields: { phone: 'Digits only' } });
    expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { phone: 'Digits only' } });
  });

  it('production keeps the catalogue keys of BAD_USER_INPUT field messages', async () => {
    const fieldKeys = { phone: { key: 'validation.phone' } };
    const error = await languagesError(production, 400, {
      message: 'Invalid',
      fields: { phone: 'Digits only.' },
      fieldKeys,
    });
    expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { phone: 'Digits only.' }, fieldKeys });
  });

  it('development adds the upstream status and a stack trace for debugging', async () => {
    const error = await languagesError(dev, 500, LEAK);
    expect(error?.extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', upstreamStatus: 500 });
    expect(error?.extensions?.stacktrace).toBeInstanceOf(Array);
  });
});

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
