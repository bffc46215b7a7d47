/**
 * Writes `<file>.br` and `<file>.gz` next to each compressible file of the built app, so the
 * gateway serves them as they are (@fastify/static `preCompressed`) instead of compressing on
 * every request. Runs after `vite build`; node's zlib only.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
let before = 0;
let after = 0;
for await (const path of files(dist)) {
  if ((await stat(path)).size < MIN_BYTES) continue;
  const data = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  before += data.length;
  after += br.length;
}
console.log(`precompressed ${Math.round(before / 1024)} kB → ${Math.round(after / 1024)} kB brotli`);
