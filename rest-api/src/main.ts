/** `pnpm --filter @marquee/rest-api start`: the REST API on its own. */
import { loadRestConfig } from './config.ts';
import { startRestApi } from './server.ts';

const config = loadRestConfig();
const started = Date.now();
const rest = await startRestApi(config);
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
const data = rest.seeded ? 'demo data seeded' : 'existing data kept';
console.log(`Marquee REST API listening on ${rest.url} (${where}, ${data}, ready in ${Date.now() - started} ms)`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  rest.app.log.info(`${signal}: closing`);
  await rest.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

// Started by scripts/start.ts: tell it where to find us, and stop when it goes away (even
// killed), so no REST API is left running on its own.
if (process.send) {
  process.send({ ready: rest.url });
  process.on('disconnect', () => void stop('parent gone'));
}
