/**
 * Worker thread that owns the embedded database: PGlite on `dataDir`, served over the PostgreSQL
 * wire protocol on a Unix socket (pglite-socket), so its WASM runs here and not on the event loop
 * of the HTTP servers. Started and stopped by pgliteServer.ts; talks to it by messages:
 * out `'ready'` or `{ failed: message }`, in `'close'`, out `'closed'` once the data is
 * flushed and the database closed. Plain JavaScript: a worker thread does not inherit the
 * TypeScript loader (tsx) of the main thread.
 */
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir: string, socketPath: string }} */
const { dataDir, socketPath } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

try {
  mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the catalogue migrations create it for the lists' search indexes (client.ts too).
  const db = new PGlite(dataDir, { extensions: { pg_trgm } });
  await db.waitReady;
  // One connection: PGlite has a single session, and a second client would interleave its
  // statements with the first one's transactions. A Unix socket costs about half of what
  // loopback TCP does per query (0.15 against 0.35 ms for a primary-key lookup).
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  port.on('message', async (message) => {
    if (message !== 'close') return;
    await server.stop();
    await db.close();
    port.postMessage('closed');
  });
  port.postMessage('ready');
} catch (error) {
  port.postMessage({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
