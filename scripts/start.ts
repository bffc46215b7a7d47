/**
 * One process, two services: the REST API on an internal port and the gateway on PORT serving
 * the built web app and /graphql on one origin. Each service can also run on its own
 * (`pnpm --filter @marquee/rest-api start`, `pnpm --filter @marquee/gateway start`), as docker
 * compose does.
 */
import { startGateway } from '../gateway/src/app.ts';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { startRestApi } from '../rest-api/src/server.ts';
import { loadRestConfig } from '../rest-api/src/config.ts';

const restConfig = loadRestConfig();
const rest = await startRestApi(restConfig);
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
