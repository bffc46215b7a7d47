/**
 * A migrated, seeded PGlite data directory cached on disk between test files and runs. Starting
 * PGlite from scratch (initdb) costs ~5 s; loading a dump ~0.7 s. The cache key hashes everything
 * the template depends on (migrations, seed code, core rules, PGlite's version), so a change to
 * any of them builds a new template. MARQUEE_TEST_CACHE=0 turns the cache off.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PREFIX = 'marquee-rest-api-template-';
const restApi = fileURLToPath(new URL('../..', import.meta.url));
const core = join(restApi, '..', 'core', 'src');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile() && !f.endsWith('.test.ts'))
    .sort();
}

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(restApi, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  const inputs = [
    ...filesUnder(join(restApi, 'migrations')),
    ...filesUnder(join(restApi, 'src', 'seed')),
    ...filesUnder(join(restApi, 'src', 'security')),
    ...filesUnder(core),
  ];
  for (const file of inputs) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export const templateCacheEnabled = () => process.env.MARQUEE_TEST_CACHE !== '0';

export function templatePath(): string {
  return join(tmpdir(), `${PREFIX}${templateKey()}.tar`);
}

export function readTemplate(path: string): Blob | null {
  return existsSync(path) ? new Blob([readFileSync(path)]) : null;
}

/** Writes atomically (parallel test workers may race) and removes templates of older keys. */
export async function writeTemplate(path: string, dump: Blob): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporary, path);
  for (const name of readdirSync(tmpdir())) {
    const other = join(tmpdir(), name);
    if (name.startsWith(PREFIX) && name.endsWith('.tar') && other !== path) rmSync(other, { force: true });
  }
}
