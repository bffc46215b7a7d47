import { CRM_EMAILS_MENU } from '../marketing/access.ts';
import type { GuestMessage, MessageStatus } from '../marketing/messageLog.ts';
import { MESSAGE_STATUSES } from '../marketing/messageLog.ts';
import type { MessageKey } from '../messages/en.ts';
import { en } from '../messages/en.ts';
import type { ExportColumn } from './columns.ts';

const CHANNEL: Readonly<Record<GuestMessage['channel'], MessageKey>> = {
  email: 'marketing.channel.email',
  sms: 'marketing.channel.sms',
};

const STATUS: Readonly<Record<MessageStatus, MessageKey>> = {
  queued: 'crm.emails.status.queued',
  sent: 'crm.emails.status.sent',
  failed: 'crm.emails.status.failed',
  bounced: 'crm.emails.status.bounced',
};

/**
 * The CRM e-mails list's columns, in the screen's order: the queue time in ISO 8601 (UTC), the
 * Test badge as Yes / No, channel and status by their labels; then the last error, which the
 * screen shows as the status's tooltip.
 */
export const CRM_EMAIL_EXPORT_COLUMNS: readonly ExportColumn<GuestMessage>[] = [
  { key: 'created', label: 'crm.emails.col.created', kind: 'text', value: (m) => m.createdAt },
  { key: 'to', label: 'crm.emails.col.to', kind: 'text', value: (m) => m.to },
  { key: 'guest', label: 'crm.emails.col.guest', kind: 'text', value: (m) => m.guestName },
  { key: 'subject', label: 'crm.emails.col.subject', kind: 'text', value: (m) => m.subject },
  { key: 'test', label: 'crm.emails.test', kind: 'text', value: (m) => en[m.isTest ? 'common.yes' : 'common.no'] },
  { key: 'channel', label: 'crm.emails.col.channel', kind: 'text', value: (m) => en[CHANNEL[m.channel]] },
  { key: 'status', label: 'crm.emails.col.status', kind: 'text', value: (m) => en[STATUS[m.status]] },
  { key: 'lastError', label: 'crm.emails.col.lastError', kind: 'text', value: (m) => m.lastError },
];

/** A status the screen's filter offers (anything else is no filter). */
export const crmEmailExportStatus = (value: string | null): MessageStatus | null =>
  MESSAGE_STATUSES.find((s) => s === value) ?? null;

/** The CRM e-mails list's own permission module, which an export also needs (VIEW). */
export const CRM_EMAIL_EXPORT_MODULE = CRM_EMAILS_MENU;
