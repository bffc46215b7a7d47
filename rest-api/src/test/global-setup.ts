/**
 * vitest globalSetup of the unit and integration projects: a run folder where the first test
 * database wanted builds the run's one seeded snapshot, which every other one copies
 * (db/seeded.ts). Made empty for every run and removed, with its template databases, at the end:
 * no snapshot outlives the run that seeded it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeSeededRun, SEEDED_DIR_ENV } from '../db/seeded.ts';

export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-seeded-'));
  // Read by the test workers, which vitest starts after this with this process's environment.
  process.env[SEEDED_DIR_ENV] = dir;
  return () => removeSeededRun(dir);
}
