/**
 * E-mail leaves through the outbox table. When SMTP_URL is set, messages are also sent right
 * after the transaction that wrote them commits; a failed send is logged and the row stays
 * unsent (sent_at null) for a later retry.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { markSent, pendingMail } from '../repositories/outbox.ts';

export const MAIL_FROM = 'Marquee <no-reply@marquee.app>';

/** Sends committed outbox rows; resolves once every send was attempted. */
export type MailDelivery = (db: Db, outboxIds: number[], log: FastifyBaseLogger) => Promise<void>;

export function createMailDelivery(smtpUrl: string | undefined): MailDelivery {
  if (!smtpUrl) return async () => {};
  const transport = nodemailer.createTransport(smtpUrl);
  return async (db, ids, log) => {
    for (const id of ids) {
      try {
        const mail = await pendingMail(db, id);
        if (!mail) continue;
        await transport.sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.body });
        await markSent(db, id);
      } catch (err) {
        log.error({ err, outboxId: id }, 'e-mail delivery failed');
      }
    }
  };
}
