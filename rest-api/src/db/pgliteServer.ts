/**
 * The embedded database in a worker thread (pgliteWorker.ts), reached like a PostgreSQL server:
 * the REST API then uses node-postgres for both databases, and PGlite's WASM no longer blocks
 * the HTTP servers' event loop (TOOLCHAIN.md, "PGlite off the HTTP event loop"). A thread rather
 * than a process: it ends with the process whatever happens, so it can never be orphaned.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

export interface PgliteServer {
  /** node-postgres connection string; the server accepts ONE connection at a time. */
  url: string;
  /** Closes the database (flushing it to disk) and ends the thread. */
  stop(): Promise<void>;
}

const STOP_TIMEOUT_MS = 10_000;

/** node-postgres finds a server's Unix socket as `<host>/.s.PGSQL.<port>`. */
const SOCKET_PORT = 5432;

export async function startPgliteServer(dataDir: string): Promise<PgliteServer> {
  // A short private folder for the socket (socket paths are limited to ~100 bytes).
  const socketDir = mkdtempSync(join(tmpdir(), 'marquee-pglite-'));
  const socketPath = join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: { dataDir, socketPath } });
  worker.once('exit', removeSocketDir);
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: 'ready' | { failed: string }) => {
      worker.off('error', reject);
      if (message === 'ready') resolve();
      else reject(new Error(`embedded database failed to start: ${message.failed}`));
    };
    worker.once('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`embedded database thread exited (${code}) before it was ready`)));
  });
  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://postgres@${encodeURIComponent(socketDir)}:${SOCKET_PORT}/postgres`,
    stop: () => {
      stopping ??= new Promise<void>((resolve) => {
        const timer = setTimeout(() => void worker.terminate().then(() => resolve()), STOP_TIMEOUT_MS);
        worker.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        worker.on('message', (message) => {
          if (message === 'closed') void worker.terminate();
        });
        worker.postMessage('close');
      });
      return stopping;
    },
  };
}
