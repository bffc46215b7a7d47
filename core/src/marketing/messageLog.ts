/** The CRM e-mail log (spec/3 §6 /crm/emails): every e-mail and SMS sent to guests. */
import { type Static, Type } from 'typebox';

export const MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'bounced'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MessageStatusSchema = Type.Union([
  Type.Literal('queued'),
  Type.Literal('sent'),
  Type.Literal('failed'),
  Type.Literal('bounced'),
]);

export const GuestMessage = Type.Object({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  to: Type.String(),
  subject: Type.String(),
  status: MessageStatusSchema,
  attempts: Type.Integer(),
  lastError: Type.String(),
  guestName: Type.String(),
  locationName: Type.String(),
  isTest: Type.Boolean(),
  createdAt: Type.String(),
  sentAt: Type.Union([Type.String(), Type.Null()]),
});
export type GuestMessage = Static<typeof GuestMessage>;

/** Delivery attempts before a message is failed for good (the queue's retry limit + 1). */
export const MAX_DELIVERY_ATTEMPTS = 4;
/** Page size of the log, as every list (spec/3 §9). */
export const MESSAGE_LOG_PAGE_SIZE = 25;
