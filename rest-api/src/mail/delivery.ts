/**
 * How e-mail leaves: by SMTP when SMTP_URL is set (docker compose points it at its catcher),
 * otherwise it stays in the outbox, read by /dev/outbox (non-production) — the outbox reader.
 * The job queue (jobs/queue.ts) calls the delivery handlers (mail/deliver.ts), which use these.
 */
import nodemailer from 'nodemailer';

export const MAIL_FROM_ADDRESS = 'no-reply@marquee.app';
export const MAIL_FROM = `Marquee <${MAIL_FROM_ADDRESS}>`;

export interface OutgoingMail {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable per outbox row: a receiver that sees a retried send twice can drop the copy. */
  messageId: string;
}

export interface Mailer {
  /** 'outbox' when nothing leaves the server. */
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  /** Closes its open connections (the process is stopping). */
  close(): void;
}

/** A refusal that retrying cannot fix (5xx from the receiving server): the message bounced. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** SMTP connections a process keeps open and sends over side by side. */
export const SMTP_CONNECTIONS = 8;

export function createMailer(smtpUrl: string | undefined): Mailer {
  if (!smtpUrl) return { kind: 'outbox', send: async () => {}, close: () => {} };
  // Pooled: a connection (greeting, TLS, auth) per message held a segment send near 150 a second.
  const transport = nodemailer.createTransport({
    pool: true,
    url: smtpUrl,
    maxConnections: SMTP_CONNECTIONS,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
