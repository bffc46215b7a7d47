/**
 * vitest globalSetup of the unit and integration projects: a run folder where the run's one
 * seeded snapshot is built, which every test database copies (db/seeded.ts). The integration
 * tests all need it, so it is built here, before any test file's hooks and their timeouts; the
 * unit tests build it when their first test database is wanted (most unit files need none).
 * Made empty for every run and removed, with its template databases, at the end: no snapshot
 * outlives the run that seeded it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadRestConfig } from '../config.ts';
import { buildSeeded, removeSeededRun, SEEDED_DIR_ENV } from '../db/seeded.ts';

/** The run folder of this vitest process: the unit and integration projects of one run share it. */
const shared = globalThis as { marqueeSeededDir?: string };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const owner = !shared.marqueeSeededDir;
  shared.marqueeSeededDir ??= mkdtempSync(join(tmpdir(), 'marquee-seeded-'));
  const dir = shared.marqueeSeededDir;
  // Read by the test workers, which vitest starts after this with this process's environment.
  process.env[SEEDED_DIR_ENV] = dir;
  // Teardowns run once every project is done; the folder's creator removes it.
  const teardown = owner ? () => removeSeededRun(dir) : async () => {};
  if (project.name === 'integration') {
    try {
      await buildSeeded(loadRestConfig().seedScale);
    } catch (error) {
      await teardown();
      throw error;
    }
  }
  return teardown;
}
