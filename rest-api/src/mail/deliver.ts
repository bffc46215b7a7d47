/**
 * The delivery jobs. Each reads its message, does nothing when it was already sent (a retried or
 * duplicate job), sends it, then marks it sent in one statement — the outbox row and the CRM
 * log row together. A failure is recorded on the log row and rethrown so the queue retries it;
 * a permanent refusal (5xx) marks the message bounced and is not retried. No transaction is held
 * while the message travels: the embedded database serves one connection, which the API needs.
 *
 * What remains: a process that dies after the SMTP server accepted a message but before the
 * mark commits sends it again on retry. The Message-ID is stable per outbox row so receivers
 * can drop that copy.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { guestMessages } from '../db/schema-marketing.ts';
import { outbox } from '../db/schema.ts';
import type { JobHandler, JobQueue } from '../jobs/queue.ts';
import { isPermanentFailure, MAIL_FROM, MAIL_FROM_ADDRESS, type Mailer } from './delivery.ts';
import { fromHeader } from '@marquee/core/marketing/layout';
import type { SmsProvider } from './sms.ts';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

async function recordFailure(db: Db, where: SQL, error: unknown, final: boolean, bounced: boolean) {
  await db
    .update(guestMessages)
    .set({
      attempts: sql`${guestMessages.attempts} + 1`,
      lastError: errorText(error),
      status: bounced ? 'bounced' : final ? 'failed' : 'queued',
    })
    .where(where);
}

async function markLogged(db: Executor, where: SQL) {
  await db
    .update(guestMessages)
    .set({ status: 'sent', sentAt: new Date(), attempts: sql`${guestMessages.attempts} + 1`, lastError: '' })
    .where(where);
}

export function emailHandler(db: Db, mailer: Mailer): JobHandler {
  return async (outboxId, job) => {
    // The e-mail and its log row (none for a recovery or invitation e-mail) in one round trip.
    const [row] = await db
      .select({ mail: outbox, logged: guestMessages })
      .from(outbox)
      .leftJoin(guestMessages, eq(guestMessages.outboxId, outbox.id))
      .where(eq(outbox.id, outboxId))
      .limit(1);
    if (!row || row.mail.sentAt) return;
    const { mail, logged } = row;
    const logRow = eq(guestMessages.outboxId, outboxId);
    if (mailer.kind === 'outbox') {
      // Nothing leaves: the message stays in the outbox for its reader (/dev/outbox), unsent as
      // before the queue existed; the log shows it delivered there.
      if (logged?.status === 'queued') await markLogged(db, and(logRow, eq(guestMessages.status, 'queued'))!);
      return;
    }
    try {
      await mailer.send({
        to: mail.to,
        from: logged ? fromHeader(logged.fromName, MAIL_FROM_ADDRESS) : MAIL_FROM,
        replyTo: logged?.replyTo || undefined,
        subject: mail.subject,
        text: mail.body,
        html: logged?.bodyHtml || undefined,
        messageId: `<outbox-${outboxId}@marquee.app>`,
      });
    } catch (error) {
      const bounced = isPermanentFailure(error);
      if (logged) await recordFailure(db, logRow, error, job.lastAttempt, bounced);
      if (bounced) {
        // Retrying cannot help; the outbox row is closed so nothing sends it again.
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, outboxId));
        return;
      }
      throw error;
    }
    // Both rows in one statement (atomic like a transaction, one round trip instead of four: at
    // a segment send's pace the round trips, not the sending, set the messages a second).
    await db.execute(sql`with sent as (
        update ${outbox} set sent_at = now() where id = ${outboxId} and sent_at is null
      )
      update ${guestMessages} set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = ''
      where outbox_id = ${outboxId}`);
  };
}

export function smsHandler(db: Db, provider: SmsProvider): JobHandler {
  return async (messageId, job) => {
    const row = eq(guestMessages.id, messageId);
    const [sms] = await db
      .select()
      .from(guestMessages)
      .where(and(row, eq(guestMessages.channel, 'sms')));
    if (sms?.status !== 'queued') return;
    try {
      await provider.send({ to: sms.toAddress, text: sms.bodyText, reference: `sms-${messageId}` });
    } catch (error) {
      await recordFailure(db, row, error, job.lastAttempt, isPermanentFailure(error));
      if (isPermanentFailure(error)) return;
      throw error;
    }
    await markLogged(db, and(row, eq(guestMessages.status, 'queued'))!);
  };
}

/**
 * Queues every outbox e-mail of the last day that is still unsent and not failed for good. Run at
 * start with SMTP, as a safety net: recovery, invitation and guest e-mails queue their job in the
 * transaction that writes them (mail/queueMail.ts), but rows written without one (older rows, a
 * job removed by hand) are picked up here. Rows with a job waiting or running are skipped by the
 * queue (one job per message).
 */
export async function queueUnsentMail(db: Db, jobs: JobQueue): Promise<number> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .leftJoin(guestMessages, eq(guestMessages.outboxId, outbox.id))
    .where(
      and(
        isNull(outbox.sentAt),
        sql`${outbox.createdAt} > now() - interval '1 day'`,
        sql`coalesce(${guestMessages.status}, 'queued') = 'queued'`,
      ),
    );
  // No one is waiting on a recovered row: it goes after the messages people wait for.
  for (const row of rows) await jobs.email(row.id, undefined, { bulk: true });
  return rows.length;
}
