/**
 * A real stack for one test file: the REST API on a fresh database (in-memory PGlite, or a
 * throwaway PostgreSQL database when DATABASE_URL is set) and the gateway in front of it, both
 * listening on random ports and talked to over HTTP.
 */
import { startGateway } from '../../gateway/src/app.ts';
import { loadGatewayConfig } from '../../gateway/src/config.ts';
import type { Database } from '../../rest-api/src/db/client.ts';
import { startRestApi } from '../../rest-api/src/server.ts';
import { GatewayClient } from './client.ts';
import { type RestRoute, routesOf } from './routes.ts';

export interface Stack {
  gatewayUrl: string;
  restUrl: string;
  /** The REST API's public base URL (PUBLIC_URL): the start of the links and images in its messages. */
  publicUrl: string;
  /** The REST API's database, for checking figures against independent SQL. */
  database: Database;
  /** Every route the REST API serves (HEAD twins left out), read from the running app. */
  restRoutes(): RestRoute[];
  client(): GatewayClient;
  /** Messages the REST API put in the outbox for `to`, newest first. */
  outbox(to: string): Promise<{ subject: string; body: string }[]>;
  /** Resolves once the REST API's queued background writes (session slides, token last use) are done. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface StackOptions {
  sessionTtlSeconds?: number;
  /** The REST API's clock of session expiry (rest-api/src/test/clock.ts fakes it). */
  now?: () => Date;
  /** The gateway's clock in ms (its identity cache); a stopped one lets a test pass its second. */
  gatewayNow?: () => number;
  /** Extra gateway environment, e.g. `RATE_LIMIT_API_TOKEN_REQUESTS: '3/60'`. */
  gatewayEnv?: Record<string, string>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const { gatewayNow, gatewayEnv, ...restOptions } = options;
  const rest = await startRestApi({ port: 0, freshDatabase: true, logger: false, ...restOptions });
  const gateway = await startGateway({
    ...loadGatewayConfig({ NODE_ENV: 'test', ...gatewayEnv }),
    port: 0,
    host: '127.0.0.1',
    restApiUrl: rest.url,
    logLevel: 'silent',
    webDist: '/nonexistent',
    now: gatewayNow,
  });
  return {
    gatewayUrl: gateway.url,
    restUrl: rest.url,
    publicUrl: rest.app.config.publicUrl,
    database: rest.database,
    restRoutes: () => routesOf(rest.app),
    client: () => new GatewayClient(gateway.url),
    async outbox(to) {
      const res = await fetch(`${rest.url}/dev/outbox?to=${encodeURIComponent(to)}`);
      return ((await res.json()) as { data: { subject: string; body: string }[] }).data;
    },
    settled: () => rest.app.sessionSlidesSettled(),
    async close() {
      await gateway.close();
      await rest.close();
    },
  };
}
