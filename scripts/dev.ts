/**
 * `pnpm dev`: the services as `pnpm start` runs them (REST API + gateway on the embedded database,
 * scripts/start.ts) plus Vite with hot reload on http://localhost:5173, which proxies /graphql,
 * /health and /ready to the gateway (web/vite.config.ts). Ctrl-C stops all of them.
 *
 * GATEWAY_PORT (default 4000) and VITE_PORT (default 5173) move the two ports; DATA_DIR and the
 * other variables of `pnpm start` pass through.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const gatewayPort = process.env.GATEWAY_PORT ?? '4000';
const vitePort = process.env.VITE_PORT ?? '5173';
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, cwd = root): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the rest`);
      void stop(1);
    }
  });
  return child;
}

const tsx = `${root}node_modules/.bin/tsx`;
const services = run('the services', tsx, ['scripts/start.ts'], { PORT: gatewayPort });
const vite = run(
  'vite',
  'pnpm',
  ['exec', 'vite', '--host', '127.0.0.1', '--port', vitePort, '--strictPort'],
  { GATEWAY_URL: gatewayUrl },
  `${root}web`,
);
console.log(`\nMarquee (dev) at http://localhost:${vitePort} with hot reload; the gateway at ${gatewayUrl}\n`);

let stopping = false;
const children = [vite, services];
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
