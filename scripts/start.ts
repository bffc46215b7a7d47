/**
 * `npm start`: the REST API on an internal port and the gateway on PORT serving the built web
 * app and /graphql on one origin. The REST API runs in a child process (rest-api/src/main.ts) so
 * the two services use two cores; the embedded database runs in a worker thread of the REST API
 * (rest-api/src/db/pgliteServer.ts). `START_PROCESSES=1` runs both services in this process.
 * Each service can also run on its own (`pnpm --filter @marquee/rest-api start`,
 * `pnpm --filter @marquee/gateway start`), as docker compose does. A REST API child that dies is
 * started again with backoff (supervise.ts); meanwhile the gateway's /ready answers 503.
 */
import { fileURLToPath } from 'node:url';
import { startGateway } from '../gateway/src/app.ts';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { loadRestConfig } from '../rest-api/src/config.ts';
import { startRestApi } from '../rest-api/src/server.ts';
import { supervise } from './supervise.ts';

const REST_MAIN = fileURLToPath(new URL('../rest-api/src/main.ts', import.meta.url));

interface Rest {
  url: string;
  close(): Promise<void>;
}

/**
 * The REST API in a child process; it ends itself if this process goes away (see main.ts), and
 * is started again with backoff if it dies (supervise.ts).
 */
async function startRestChild(): Promise<Rest> {
  return supervise({
    modulePath: REST_MAIN,
    onExit: (code, signal, waitMs) =>
      console.error(`The REST API exited (${signal ?? code}); starting it again in ${waitMs / 1000} s`),
    onRestart: (url, restarts) => console.log(`The REST API is back at ${url} (restart ${restarts})`),
  });
}

const rest: Rest = process.env.START_PROCESSES === '1' ? await startRestApi(loadRestConfig()) : await startRestChild();
const gatewayConfig = { ...loadGatewayConfig(), restApiUrl: rest.url };
const gateway = await startGateway(gatewayConfig);

const shown = gateway.url.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
console.log(`\nMarquee is running at ${shown}  (sign in as director@funzone.test / Marquee#2026)\n`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  await gateway.close();
  await rest.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
