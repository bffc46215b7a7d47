/**
 * The import job: writes an import's staged rows through its kind's write path for at most
 * RUN_BUDGET_MS, then queues its next run. Short runs keep each job well inside the queue's
 * expiry, so a run is only ever taken for lost when its process died; the next run then resumes
 * from the last batch committed (repositories/feed/imports.ts).
 */
import type { Db } from '../db/client.ts';
import { failImport, runImport } from '../repositories/imports/running.ts';
import type { JobHandler, JobQueue } from './queue.ts';

/** Well under the queue's expiry (120 s by default). */
export const RUN_BUDGET_MS = 20_000;

export interface FeedImportJobOptions {
  db: Db;
  /** The queue itself, read when a job runs: the handler queues the next run. */
  jobs: () => JobQueue;
  now: () => Date;
}

export function feedImportHandler(o: FeedImportJobOptions): JobHandler {
  return async (importId, job) => {
    try {
      const left = await runImport(o.db, importId, o.now, RUN_BUDGET_MS);
      if (left === 'more') await o.jobs().feedImport(importId);
    } catch (error) {
      if (job.lastAttempt) await failImport(o.db, importId, error);
      throw error;
    }
  };
}
