/**
 * SMS leaves through a provider adapter. The default keeps messages in the database, where
 * /crm/emails and /dev/sms show them (the SMS outbox reader); a real provider implements `send`
 * and is passed to buildRestApi.
 */
export interface OutgoingSms {
  to: string;
  text: string;
  /** Stable per message, for providers that deduplicate. */
  reference: string;
}

export interface SmsProvider {
  kind: string;
  send(sms: OutgoingSms): Promise<void>;
}

export const outboxSmsProvider: SmsProvider = { kind: 'outbox', send: async () => {} };
