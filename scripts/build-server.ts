/**
 * `pnpm build:server`: the REST API and the gateway as plain JavaScript for production, one ES
 * module each (`rest-api/dist/main.mjs`, `gateway/dist/main.mjs`), run with `node` — no tsx, no
 * TypeScript at run time. esbuild bundles the service's own code and the workspace's core (whose
 * package exports point at TypeScript sources Node cannot load); the service's npm dependencies stay
 * external and load from its node_modules. Each bundle sits one folder below its package, like
 * the sources, so paths found from `import.meta.url` (migrations, the schema, the data folder) are
 * the same in both.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');

async function bundle(pkg: 'rest-api' | 'gateway') {
  const dir = join(root, pkg);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@marquee/'));
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  mkdirSync(join(dir, 'dist'));
  const started = Date.now();
  await build({
    entryPoints: [join(dir, 'src/main.ts')],
    outfile: join(dir, 'dist/main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Subpaths of an external package (e.g. 'pg-boss/…', '@electric-sql/pglite/contrib/…') too.
    external: external.flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS dependencies may call require(): give the ES module one.
    banner: {
      js: "import { createRequire as __marqueeRequire } from 'node:module'; const require = __marqueeRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  if (pkg === 'rest-api') copyFileSync(join(dir, 'src/db/pgliteWorker.mjs'), join(dir, 'dist/pgliteWorker.mjs'));
  console.log(`${pkg}/dist/main.mjs built in ${Date.now() - started} ms`);
}

await bundle('rest-api');
await bundle('gateway');
