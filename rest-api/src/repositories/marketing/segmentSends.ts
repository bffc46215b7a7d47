/**
 * Segment sends (a segment's "Send a message"): the request, queued in its transaction to run at
 * its time; the expansion the segment-send job runs (jobs/segments.ts), one message per guest of
 * the segment, once; and the list of a segment's sends with their progress, counted from the
 * message log (guest_messages.send_id).
 */
import { type SegmentSend, type SegmentSendInput, sendTime } from '@marquee/core/marketing/segmentSends';
import { message } from '@marquee/core/messages/en';
import { sql } from 'drizzle-orm';
import { type Db, type Executor, toCount, type Tx } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { invalidInput } from '../../http/errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { type ComposedMessage, composer } from '../../marketing/compose.ts';
import { isSegmentSendable } from '@marquee/core/marketing/templates';
import { recordNotFound } from '../../resources/errors.ts';
import { audit } from '../audit.ts';
import { queueMessages } from './messages.ts';
import { placeById } from './places.ts';
import { getSegment } from './segments.ts';
import { compileSegment } from './segmentSql.ts';
import { getTemplate } from './templates.ts';

/** Guests expanded per transaction: a crash mid-send loses at most one batch's work, never a message. */
export const SEND_BATCH = 200;

/** The most recent sends listed per segment. */
const SENDS_LISTED = 20;

interface Raw {
  id: number;
  segment_id: number;
  template_name: string;
  channel: 'email' | 'sms';
  send_at: unknown;
  status: SegmentSend['status'];
  recipients: unknown;
  sent: unknown;
  failed: unknown;
  skipped: number;
  created_at: unknown;
  finished_at: unknown;
}

const iso = (v: unknown) => new Date(v as string).toISOString();

function toSend(r: Raw): SegmentSend {
  return {
    id: Number(r.id),
    segmentId: Number(r.segment_id),
    templateName: r.template_name,
    channel: r.channel,
    sendAt: iso(r.send_at),
    status: r.status,
    recipients: toCount(r.recipients),
    sent: toCount(r.sent),
    failed: toCount(r.failed),
    skipped: Number(r.skipped),
    createdAt: iso(r.created_at),
    finishedAt: r.finished_at === null ? null : iso(r.finished_at),
  };
}

const SELECT = sql`select s.id, s.segment_id, s.template_name, s.channel, s.send_at, s.status, s.skipped,
  s.created_at, s.finished_at, count(m.id) as recipients,
  count(m.id) filter (where m.status = 'sent') as sent,
  count(m.id) filter (where m.status in ('failed', 'bounced')) as failed
  from segment_sends s left join guest_messages m on m.send_id = s.id`;

/** A segment's sends, newest first; 404 for another master client's segment. */
export async function listSends(db: Executor, masterClientId: number, segmentId: number): Promise<SegmentSend[]> {
  await getSegment(db, masterClientId, segmentId);
  const rows = await queryRows<Raw>(
    db,
    sql`${SELECT} where s.master_client_id = ${masterClientId} and s.segment_id = ${segmentId}
      group by s.id order by s.id desc limit ${SENDS_LISTED}`,
  );
  return rows.map(toSend);
}

async function getSend(db: Executor, masterClientId: number, id: number): Promise<SegmentSend> {
  const rows = await queryRows<Raw>(
    db,
    sql`${SELECT} where s.master_client_id = ${masterClientId} and s.id = ${id} group by s.id`,
  );
  if (rows.length === 0) throw recordNotFound();
  return toSend(rows[0]!);
}

/**
 * Records a send of the master client's template to its segment (404 for anyone else's) and
 * queues its job for its time, audited, in the caller's transaction.
 */
export async function createSend(
  tx: Tx,
  jobs: JobQueue,
  masterClientId: number,
  userId: number,
  input: SegmentSendInput,
  now: Date,
): Promise<SegmentSend> {
  const at = sendTime(input.sendAt, now);
  if ('error' in at) throw invalidInput({ sendAt: at.error });
  await getSegment(tx, masterClientId, input.segmentId);
  const template = await getTemplate(tx, masterClientId, input.templateId);
  if (!isSegmentSendable(template.timeTypeId))
    throw invalidInput({ templateId: 'bookingMessages.error.notForSegments' });
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into segment_sends (master_client_id, segment_id, template_id, template_name, channel, send_at, created_by_user_id)
      values (${masterClientId}, ${input.segmentId}, ${template.id}, ${template.name}, ${template.channel},
        ${at.toISOString()}::timestamptz, ${userId}) returning id`,
  );
  const id = Number(row!.id);
  await jobs.segmentSend(id, at, tx);
  await audit(tx, {
    userId,
    masterClientId,
    entity: 'segmentSend',
    entityId: id,
    action: 'create',
    before: null,
    after: { segmentId: input.segmentId, templateId: template.id, channel: template.channel, sendAt: at.toISOString() },
  });
  return getSend(tx, masterClientId, id);
}

/** A send whose job failed for good: it shows failed, with the reason (the messages queued stay). */
export async function markSendFailed(db: Executor, sendId: number, error: unknown): Promise<void> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await db.execute(sql`update segment_sends set status = 'failed', last_error = ${reason}, finished_at = now()
    where id = ${sendId} and status <> 'done'`);
}

interface SendRow {
  id: number;
  master_client_id: number;
  segment_id: number;
  template_id: number | null;
  channel: 'email' | 'sms';
  status: SegmentSend['status'];
  created_by_user_id: number | null;
}

interface Recipient {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/**
 * The segment-send job: queues one message per guest the segment matches now, who has an address
 * for the channel and a marketing opt-in, and has no message of this send yet (the unique index
 * on (send_id, guest_id) holds it to one even if two runs met). A finished send does nothing.
 */
export async function expandSend(db: Db, jobs: JobQueue, sendId: number, now: Date, publicUrl: string): Promise<void> {
  const [send] = await queryRows<SendRow>(
    db,
    sql`select id, master_client_id, segment_id, template_id, channel, status, created_by_user_id
      from segment_sends where id = ${sendId}`,
  );
  if (!send || send.status === 'done' || send.status === 'failed') return;
  const mc = Number(send.master_client_id);
  if (send.template_id === null) {
    await db.execute(sql`update segment_sends set status = 'failed', finished_at = now(),
      last_error = ${message('marketing.sends.templateRemoved')} where id = ${sendId}`);
    return;
  }
  const template = await getTemplate(db, mc, Number(send.template_id));
  // Its time type may have changed since the send was made: a booking's message never goes to a segment.
  if (!isSegmentSendable(template.timeTypeId)) {
    await db.execute(sql`update segment_sends set status = 'failed', finished_at = now(),
      last_error = ${message('bookingMessages.error.notForSegments')} where id = ${sendId}`);
    return;
  }
  await db.execute(sql`update segment_sends set status = 'sending' where id = ${sendId}`);
  const place = await placeById(db, mc, template.locationId);
  const compose = await composer(db, mc, place, template.languageId, template, publicUrl);
  const segment = await getSegment(db, mc, Number(send.segment_id));
  const where = compileSegment(segment, { masterClientId: mc, today: now.toISOString().slice(0, 10) });
  const reachable = send.channel === 'email' ? sql`g.email <> ''` : sql`g.phone <> ''`;
  let after = 0;
  for (;;) {
    const batch = await queryRows<Recipient>(
      db,
      sql`select g.id, g.first_name, g.last_name, g.email, g.phone
        from guests g join guest_stats st on st.guest_id = g.id
        where g.master_client_id = ${mc} and ${where} and g.id > ${after}
          and g.marketing_opt_in and ${reachable}
          and not exists (select 1 from guest_messages m where m.send_id = ${sendId} and m.guest_id = g.id)
        order by g.id limit ${SEND_BATCH}`,
    );
    if (batch.length === 0) break;
    const messages: { guestId: number; to: string; composed: ComposedMessage }[] = [];
    for (const g of batch) {
      const guest = { firstName: g.first_name, lastName: g.last_name, email: g.email };
      // No booking values: a segment has guests, not bookings (a template naming one fails the send).
      const composed = await compose({ guest, location: { name: place.name, address: place.address } });
      messages.push({
        guestId: Number(g.id),
        to: send.channel === 'email' ? g.email.toLowerCase() : g.phone,
        composed,
      });
    }
    await db.transaction((tx) =>
      queueMessages(
        tx,
        jobs,
        messages.map((m) => ({
          masterClientId: mc,
          locationId: place.id,
          guestId: m.guestId,
          templateId: template.id,
          channel: send.channel,
          to: m.to,
          subject: m.composed.subject,
          text: m.composed.text,
          html: m.composed.html,
          fromName: m.composed.fromName,
          replyTo: m.composed.replyTo,
          isTest: false,
          createdByUserId: send.created_by_user_id,
          sendId,
        })),
      ),
    );
    after = Number(batch.at(-1)!.id);
  }
  // Every guest of the segment now either has this send's message or was left out.
  const [tally] = await queryRows<{ matched: unknown; reached: unknown }>(
    db,
    sql`select (select count(*) from guest_stats st where ${where}) as matched,
      (select count(*) from guest_messages where send_id = ${sendId}) as reached`,
  );
  const skipped = Math.max(0, toCount(tally?.matched) - toCount(tally?.reached));
  await db.execute(sql`update segment_sends set status = 'done', skipped = ${skipped}, finished_at = now()
    where id = ${sendId}`);
}
