/**
 * The guest segments' jobs: a segment's count (queued on save, by the sweep, and by GET …/number
 * when the stored figure is stale), the sweep that queues the stale ones every
 * SEGMENT_COUNT_REFRESH_MINUTES and schedules itself again, and the expansion of a segment send.
 */
import type { Db } from '../db/client.ts';
import { expandSend, markSendFailed } from '../repositories/marketing/segmentSends.ts';
import { refreshSegmentCount, staleSegmentIds } from '../repositories/marketing/segments.ts';
import type { JobHandler, JobQueue } from './queue.ts';

export interface SegmentJobsOptions {
  db: Db;
  /** The queue itself: the handlers queue more work. Read when a job runs, once it exists. */
  jobs: () => JobQueue;
  now: () => Date;
  refreshMinutes: number;
  /** The product's public base URL, for the images and links of the messages sent. */
  publicUrl: string;
}

export function segmentCountHandler(o: SegmentJobsOptions): JobHandler {
  return (segmentId) => refreshSegmentCount(o.db, segmentId, o.now());
}

export function segmentSweepHandler(o: SegmentJobsOptions): JobHandler {
  return async () => {
    const stale = await staleSegmentIds(o.db, new Date(o.now().getTime() - o.refreshMinutes * 60_000));
    for (const id of stale) await o.jobs().segmentCount(id);
    await o.jobs().segmentSweep(o.refreshMinutes * 60);
  };
}

/** Retried with backoff like a delivery; after the last attempt the send shows failed. */
export function segmentSendHandler(o: SegmentJobsOptions): JobHandler {
  return async (sendId, job) => {
    try {
      await expandSend(o.db, o.jobs(), sendId, o.now(), o.publicUrl);
    } catch (error) {
      if (job.lastAttempt) await markSendFailed(o.db, sendId, error);
      throw error;
    }
  };
}
