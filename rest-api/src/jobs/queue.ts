/**
 * The background job queue: pg-boss 10 (tables in the `pgboss` schema, created on start) on the
 * same database as everything else, PGlite or PostgreSQL, polling (no LISTEN/NOTIFY needed).
 *
 * - Throughput: a worker fetches up to `batchSize` jobs at once and runs up to `concurrency` of
 *   them side by side, each completed or failed on its own (one failing message does not retry
 *   the others). After a fetch that found work it fetches again at once; only an empty fetch
 *   waits for the polling interval.
 * - Priority: a message a person is waiting for (a test e-mail, a booking confirmation, an
 *   invitation) is fetched before bulk ones (segment sends, timed reminders and thank-yous), so a
 *   backlog of bulk messages never delays it by more than the batch in flight.
 *
 * - Enqueue inside the writer's transaction (`email(id, tx)`): the job exists iff the change commits.
 * - Each message id is a singleton key on a `stately` queue: at most one job per message is
 *   waiting and at most one is running, so two workers never send the same message at once.
 * - A job whose process died mid-send expires (EXPIRE_SECONDS) and is retried by the next worker;
 *   the handlers check `sent` first, so a finished message is never sent again.
 * - Failures retry with exponential backoff, MAX_DELIVERY_ATTEMPTS in all.
 * - Recurring jobs (club notifications): every worker process asks for one run per interval; the
 *   queue is `stately` with one singleton key, so however many processes ask, one run waits and
 *   one runs at a time. The job itself must be safe to run twice (it is: see its file).
 */
import { MAX_DELIVERY_ATTEMPTS } from '@marquee/core/marketing/messageLog';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db, Executor } from '../db/client.ts';
import { bossDbOf, bossDbOfExecutor } from './bossDb.ts';

export const EMAIL_QUEUE = 'email-delivery';
export const SMS_QUEUE = 'sms-delivery';
/** Counts one guest segment and stores the figure (jobs/segments.ts). */
export const SEGMENT_COUNT_QUEUE = 'segment-count';
/** Queues a count of every segment whose stored count is stale, then schedules itself again. */
export const SEGMENT_SWEEP_QUEUE = 'segment-count-sweep';
/** Expands a segment send into one message per guest. */
export const SEGMENT_SEND_QUEUE = 'segment-send';
/** Writes an import's staged rows (sales, guests, products), a few batches a run (jobs/feedImports.ts). */
export const FEED_IMPORT_QUEUE = 'feed-import';
const QUEUES = [
  EMAIL_QUEUE,
  SMS_QUEUE,
  SEGMENT_COUNT_QUEUE,
  SEGMENT_SWEEP_QUEUE,
  SEGMENT_SEND_QUEUE,
  FEED_IMPORT_QUEUE,
];

export interface QueueTimings {
  /** How often an idle worker looks for work. */
  pollingIntervalSeconds: number;
  /** A running job not finished by then is taken as lost (its process died) and retried. */
  expireInSeconds: number;
  /** First retry delay; doubled on each retry (pg-boss backoff). */
  retryDelaySeconds: number;
  /** How often expired jobs are looked for. */
  superviseIntervalSeconds: number;
  /** Jobs taken per fetch. */
  batchSize: number;
  /** Jobs of one fetch run at once. */
  concurrency: number;
}

export const DEFAULT_TIMINGS: QueueTimings = {
  pollingIntervalSeconds: 1,
  // Well above the SMTP timeouts (mail/delivery.ts), so a slow send is not taken for a lost one.
  expireInSeconds: 120,
  retryDelaySeconds: 5,
  superviseIntervalSeconds: 30,
  // 20 and 10 held a segment send near 140 messages a second (each job waits on the database
  // and the SMTP server more than on the CPU). A fetch's jobs run in at most two rounds, so the
  // slowest send of a batch stays far inside expireInSeconds.
  batchSize: 50,
  concurrency: 25,
};

/** Bulk messages (segment sends, timed messages) wait behind those a person is waiting for. */
export const PRIORITY = { person: 10, bulk: 0 } as const;

export interface EnqueueOptions {
  /** Sent to many or by the clock, no one waiting on it: fetched after the others. */
  bulk?: boolean;
}

export interface JobInfo {
  /** 0 on the first attempt. */
  retryCount: number;
  /** True when a failure now fails the message for good. */
  lastAttempt: boolean;
}

export type JobHandler = (id: number, job: JobInfo) => Promise<void>;

/** A job run every `everySeconds` by whichever worker takes it. */
export interface RecurringJob {
  name: string;
  everySeconds: number;
  run: () => Promise<void>;
}

/** One message to deliver: an e-mail by its outbox id, an SMS by its guest_messages id. */
export interface Delivery {
  channel: 'email' | 'sms';
  id: number;
  bulk?: boolean;
}

export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Queues delivery of an outbox e-mail; pass the open transaction that wrote it. */
  email(outboxId: number, tx?: Executor, options?: EnqueueOptions): Promise<void>;
  /** Queues delivery of a guest SMS (guest_messages id). */
  sms(messageId: number, tx?: Executor, options?: EnqueueOptions): Promise<void>;
  /**
   * Queues many deliveries in one statement (a segment send's batch), each as email() or sms()
   * would; pass the open transaction that wrote them.
   */
  deliveries(items: readonly Delivery[], tx?: Executor): Promise<void>;
  /** Queues a count of a segment; one waits at a time per segment, so asking twice queues once. */
  segmentCount(segmentId: number, tx?: Executor): Promise<void>;
  /** Queues the stale-count sweep to run after `delaySeconds` (none queued when one already waits). */
  segmentSweep(delaySeconds: number): Promise<void>;
  /** Queues a segment send to run at `at` (now when past). */
  segmentSend(sendId: number, at: Date, tx?: Executor): Promise<void>;
  /** Queues the next run of a sales import (feed_imports id); one waits at a time per import. */
  feedImport(importId: number, tx?: Executor): Promise<void>;
}

/** The sweep takes no id; its jobs carry this one. */
const SWEEP_ID = 0;

export interface JobQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  handlers: {
    email: JobHandler;
    sms: JobHandler;
    segmentCount: JobHandler;
    segmentSweep: JobHandler;
    segmentSend: JobHandler;
    feedImport: JobHandler;
  };
  /** Jobs run on an interval (not when `workers` is false). */
  recurring?: RecurringJob[];
  timings?: Partial<QueueTimings>;
  /** Queue and enqueue only: no workers (tests that inspect what waits). */
  workers?: boolean;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const timings = { ...DEFAULT_TIMINGS, ...options.timings };
  // After stop(), pg-boss may still finish the bookkeeping of a job cut off mid-run (its fail or
  // complete) on a database the caller is about to close. That write never happens (its promise
  // never settles: an error or an empty answer would surface as an unhandled rejection inside
  // pg-boss), and the job is retried once it expires, as after a crash.
  let stopped = false;
  const own = bossDbOf(options.db);
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values?: unknown[]) =>
        stopped ? new Promise<never>(() => {}) : own.executeSql(text, values),
    },
    schema: 'pgboss',
    supervise: true,
    schedule: false,
    migrate: true,
    superviseIntervalSeconds: timings.superviseIntervalSeconds,
    maintenanceIntervalSeconds: timings.superviseIntervalSeconds,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (err) => options.log.error({ err }, 'job queue error'));

  const jobOptions = (key: string): PgBoss.SendOptions => ({
    singletonKey: key,
    retryLimit: MAX_DELIVERY_ATTEMPTS - 1,
    retryDelay: timings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: timings.expireInSeconds,
  });
  // The worker of each queue in this process, woken when this process queues a job there.
  const workers = new Map<string, string>();
  const wake = (queue: string) => {
    const worker = workers.get(queue);
    if (worker) boss.notifyWorker(worker);
  };
  const send = async (queue: string, id: number, tx?: Executor, extra: PgBoss.SendOptions = {}) => {
    const db = tx ? bossDbOfExecutor(tx) : undefined;
    await boss.send(queue, { id }, { ...jobOptions(`${queue}:${id}`), ...extra, ...(db ? { db } : {}) });
    // Not woken here: a worker woken by every new job fetched a message's duplicate at once while
    // the same message's run was stuck, and both ended failed (delivery.test, under load). A new
    // job waits for the next poll (pollingIntervalSeconds) or the end of the batch in flight.
  };
  const priority = (options?: EnqueueOptions) => ({ priority: options?.bulk ? PRIORITY.bulk : PRIORITY.person });

  /** Runs `run` over `items`, at most `limit` at a time. */
  const pooled = async <T>(items: T[], limit: number, run: (item: T) => Promise<void>) => {
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < items.length; i = next++) await run(items[i]!);
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  };

  const work = async (queue: string, handler: JobHandler) => {
    const id = await boss.work<{ id: number }>(
      queue,
      { pollingIntervalSeconds: timings.pollingIntervalSeconds, includeMetadata: true, batchSize: timings.batchSize },
      async (jobs) => {
        if (jobs.length === 0) return;
        // Jobs of one message (a retry and a sweep's duplicate can share a fetch): the first runs,
        // the others are completed at once, unrun. Side by side they raced for the message; left
        // active while the first ran, they expired with it when it hung and ended failed. Should
        // the first fail, it retries on its own, so the message is still sent once.
        const firstOfEach = new Map<number, (typeof jobs)[number]>();
        const duplicates: string[] = [];
        for (const job of jobs) {
          if (firstOfEach.has(job.data.id)) duplicates.push(job.id);
          else firstOfEach.set(job.data.id, job);
        }
        if (duplicates.length > 0) await boss.complete(queue, duplicates);
        await pooled([...firstOfEach.values()], timings.concurrency, async (job) => {
          try {
            await handler(job.data.id, { retryCount: job.retryCount, lastAttempt: job.retryCount >= job.retryLimit });
          } catch (err) {
            // This job alone retries (or fails for good); pg-boss completes the batch's others
            // when this callback returns (it completes only jobs still active).
            await boss.fail(queue, job.id, err instanceof Error ? { message: err.message } : { value: String(err) });
          }
        });
        // Work was found: fetch again now rather than after the polling interval.
        wake(queue);
      },
    );
    workers.set(queue, id);
  };

  const timers: NodeJS.Timeout[] = [];
  // Runs in progress: stop() lets them finish, since they write to the database it closes next.
  const running = new Set<Promise<void>>();
  const recur = async (job: RecurringJob) => {
    await boss.work(job.name, { pollingIntervalSeconds: timings.pollingIntervalSeconds, batchSize: 1 }, async () => {
      const run = job.run();
      running.add(run);
      try {
        await run;
      } finally {
        running.delete(run);
      }
    });
    const ask = () =>
      boss
        .send(job.name, {}, { singletonKey: job.name, retryLimit: 0, expireInSeconds: timings.expireInSeconds })
        .catch((err) => options.log.error({ err, job: job.name }, 'recurring job not queued'));
    await ask();
    const timer = setInterval(ask, job.everySeconds * 1000);
    timer.unref();
    timers.push(timer);
  };

  let started = false;
  return {
    async start() {
      stopped = false;
      await boss.start();
      const recurring = options.recurring ?? [];
      for (const name of [...QUEUES, ...recurring.map((r) => r.name)]) {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, policy: 'stately' });
      }
      started = true;
      if (options.workers === false) return;
      await work(EMAIL_QUEUE, options.handlers.email);
      await work(SMS_QUEUE, options.handlers.sms);
      await work(SEGMENT_COUNT_QUEUE, options.handlers.segmentCount);
      await work(SEGMENT_SWEEP_QUEUE, options.handlers.segmentSweep);
      await work(SEGMENT_SEND_QUEUE, options.handlers.segmentSend);
      await work(FEED_IMPORT_QUEUE, options.handlers.feedImport);
      for (const job of recurring) await recur(job);
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      if (!started) return;
      started = false;
      for (const job of options.recurring ?? []) await boss.offWork(job.name);
      await Promise.allSettled([...running]);
      // Not graceful: a job cut off mid-send is retried after it expires, as after a crash.
      await boss.stop({ graceful: false, wait: true });
      stopped = true;
    },
    email: (outboxId, tx, options) => send(EMAIL_QUEUE, outboxId, tx, priority(options)),
    sms: (messageId, tx, options) => send(SMS_QUEUE, messageId, tx, priority(options)),
    deliveries: async (items, tx) => {
      if (items.length === 0) return;
      const db = tx ? bossDbOfExecutor(tx) : undefined;
      const jobs = items.map((item): PgBoss.JobInsert => {
        const queue = item.channel === 'email' ? EMAIL_QUEUE : SMS_QUEUE;
        const { singletonKey, retryLimit, retryDelay, retryBackoff, expireInSeconds } = jobOptions(
          `${queue}:${item.id}`,
        );
        return {
          name: queue,
          data: { id: item.id },
          singletonKey,
          retryLimit,
          retryDelay,
          retryBackoff,
          expireInSeconds,
          ...priority({ bulk: item.bulk }),
        };
      });
      await boss.insert(jobs, db ? { db } : {});
    },
    segmentCount: (segmentId, tx) => send(SEGMENT_COUNT_QUEUE, segmentId, tx),
    segmentSweep: (delaySeconds) =>
      send(SEGMENT_SWEEP_QUEUE, SWEEP_ID, undefined, { startAfter: Math.max(1, Math.round(delaySeconds)) }),
    segmentSend: (sendId, at, tx) => send(SEGMENT_SEND_QUEUE, sendId, tx, { startAfter: at }),
    feedImport: async (importId, tx) => {
      await send(FEED_IMPORT_QUEUE, importId, tx);
      // Woken at once: a person watches the progress bar, and one import has one job at a time.
      wake(FEED_IMPORT_QUEUE);
    },
  };
}
