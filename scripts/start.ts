/**
 * `npm start`: the REST API on an internal port and the gateway on PORT serving the built web
 * app and /graphql on one origin. The REST API runs in a child process (rest-api/src/main.ts) so
 * the two services use two cores; the embedded database runs in a worker thread of the REST API
 * (rest-api/src/db/pgliteServer.ts). `START_PROCESSES=1` runs both services in this process.
 * Each service can also run on its own (`pnpm --filter @marquee/rest-api start`,
 * `pnpm --filter @marquee/gateway start`), as docker compose does.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startGateway } from '../gateway/src/app.ts';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { loadRestConfig } from '../rest-api/src/config.ts';
import { startRestApi } from '../rest-api/src/server.ts';

const REST_MAIN = fileURLToPath(new URL('../rest-api/src/main.ts', import.meta.url));

interface Rest {
  url: string;
  close(): Promise<void>;
}

/** The REST API in a child process; it ends itself if this process goes away (see main.ts). */
async function startRestChild(): Promise<Rest> {
  // execArgv carries tsx's loader, so the child runs the TypeScript source too.
  const child: ChildProcess = fork(REST_MAIN, [], { execArgv: process.execArgv, stdio: 'inherit' });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await Promise.race([
    new Promise<string>((resolve) =>
      child.on('message', (message: { ready?: string }) => {
        if (message.ready) resolve(message.ready);
      }),
    ),
    exited.then((code) => {
      throw new Error(`the REST API exited (${code}) before it was ready`);
    }),
  ]);
  return {
    url,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
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
