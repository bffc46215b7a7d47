/**
 * One Marquee service (the REST API or the gateway) in a process of its own, started as `npm start`
 * starts it (`node --import tsx src/main.ts`) or as the production build runs (`node
 * dist/main.mjs`), for benches that lay out their own processes (bench:startup, bench:scale).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const READY_MS = 300_000;

export type Service = 'rest-api' | 'gateway';
export type Build = 'tsx' | 'node';

export interface ServiceProcess {
  url: string;
  pid: number;
  /** From the spawn to the first 200 from its /ready, ms. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Starts `service` listening on `port` (its env must say so); resolves once its /ready answers 200. */
export async function startService(
  service: Service,
  port: number,
  env: NodeJS.ProcessEnv,
  build: Build = 'tsx',
): Promise<ServiceProcess> {
  const args = build === 'tsx' ? ['--import', 'tsx', 'src/main.ts'] : ['--enable-source-maps', 'dist/main.mjs'];
  const began = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: join(ROOT, service),
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-3000);
  });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(killer);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${service} (${build}) exited before it was ready:\n${stderr}`);
    try {
      if ((await fetch(`${url}/ready`)).status === 200)
        return { url, pid: child.pid!, readyMs: performance.now() - began, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${service} (${build}) was not ready in ${READY_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}
