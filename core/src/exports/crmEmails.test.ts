import { describe, expect, it } from 'vitest';
import type { GuestMessage } from '../marketing/messageLog.ts';
import { en } from '../messages/en.ts';
import { CRM_EMAIL_EXPORT_COLUMNS, crmEmailExportStatus } from './crmEmails.ts';

const message: GuestMessage = {
  id: 4,
  channel: 'email',
  to: 'ana@x.test',
  subject: 'Your booking',
  status: 'failed',
  attempts: 4,
  lastError: 'mailbox full',
  guestName: 'Ana Ruiz',
  locationName: 'Downtown',
  isTest: true,
  createdAt: '2026-11-20T15:04:05.000Z',
  sentAt: null,
};

describe('CRM e-mails export columns', () => {
  it('are the screen columns with their labels and values', () => {
    for (const c of CRM_EMAIL_EXPORT_COLUMNS) expect(en[c.label]).toBeTruthy();
    expect(CRM_EMAIL_EXPORT_COLUMNS.map((c) => c.value(message))).toEqual([
      '2026-11-20T15:04:05.000Z',
      'ana@x.test',
      'Ana Ruiz',
      'Your booking',
      'Yes',
      'E-mail',
      'Failed',
      'mailbox full',
    ]);
  });

  it("take the filter's statuses only", () => {
    expect(crmEmailExportStatus('bounced')).toBe('bounced');
    expect(crmEmailExportStatus('BOUNCED')).toBeNull();
    expect(crmEmailExportStatus(null)).toBeNull();
  });
});
