/**
 * An e-mail that reports a change (a password-recovery code, an invitation): its outbox row and
 * its delivery job are written in the transaction of that change, so the mail exists and is
 * queued if and only if the change commits — a crash can neither lose it (committed but never
 * queued) nor orphan it (queued for a change that rolled back). queueUnsentMail (deliver.ts)
 * still re-queues unsent rows at start, as a safety net.
 */
import type { Executor } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueMail, type NewMail } from '../repositories/outbox.ts';

export async function queueMail(tx: Executor, jobs: JobQueue, mail: NewMail): Promise<number> {
  const id = await enqueueMail(tx, mail);
  await jobs.email(id, tx);
  return id;
}
