/**
 * A segment's "Send a message": one template, e-mail or SMS, sent now or at a time to
 * the guests the segment matches when the send runs. The REST API's segment-send job expands the
 * segment into one message per guest, once; guests without the channel's address or without a
 * marketing opt-in are skipped and counted.
 */
import { type Static, Type } from 'typebox';
import type { MessageKey } from '../messages/en.ts';
import { Id, Nullable } from '../resources/types.ts';

/** How far ahead a send may be scheduled. */
export const MAX_SCHEDULE_DAYS = 365;

export const SEND_STATUSES = ['scheduled', 'sending', 'done', 'failed'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

export const SEND_STATUS_LABELS: Record<SendStatus, MessageKey> = {
  scheduled: 'marketing.sends.status.scheduled',
  sending: 'marketing.sends.status.sending',
  done: 'marketing.sends.status.done',
  failed: 'marketing.sends.status.failed',
};

export const SegmentSendInput = Type.Object(
  {
    segmentId: Id,
    templateId: Id,
    /** ISO instant to send at; absent or null: now. */
    sendAt: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  },
  { additionalProperties: false },
);
export type SegmentSendInput = Static<typeof SegmentSendInput>;

export const SegmentSend = Type.Object({
  id: Type.Integer(),
  segmentId: Type.Integer(),
  templateName: Type.String(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  /** ISO instant. */
  sendAt: Type.String(),
  status: Type.Union([
    Type.Literal('scheduled'),
    Type.Literal('sending'),
    Type.Literal('done'),
    Type.Literal('failed'),
  ]),
  /** Messages queued, one per guest reached. */
  recipients: Type.Integer(),
  /** Of those, delivered so far. */
  sent: Type.Integer(),
  /** Of those, failed or bounced for good. */
  failed: Type.Integer(),
  /** Guests left out: no address for the channel, or no marketing opt-in. */
  skipped: Type.Integer(),
  createdAt: Type.String(),
  finishedAt: Nullable(Type.String()),
});
export type SegmentSend = Static<typeof SegmentSend>;

/**
 * When a send is to go out: now for none; an unreadable time, one in the past (beyond a minute's
 * slack for the clock of the browser) or beyond MAX_SCHEDULE_DAYS is a field problem.
 */
export function sendTime(sendAt: string | null | undefined, now: Date): Date | { error: MessageKey } {
  if (sendAt == null || sendAt === '') return now;
  const at = new Date(sendAt);
  if (Number.isNaN(at.getTime())) return { error: 'marketing.sends.badTime' };
  if (at.getTime() < now.getTime() - 60_000) return { error: 'marketing.sends.pastTime' };
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000) return { error: 'marketing.sends.farTime' };
  return at;
}
