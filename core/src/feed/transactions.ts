/**
 * The venue transaction feed: the rules a till's, kiosk's or card system's sale must
 * meet before it reaches the dashboards. One definition, used by the REST API (which enforces it
 * transaction by transaction) and the gateway (which states it in the schema's descriptions).
 *
 * Input arrives loosely typed (REST callers send any JSON), so every check here starts from
 * `unknown`: a bad transaction is refused with the field it is about, never the whole batch.
 */
import { Temporal } from 'temporal-polyfill';
import type { MessageKey } from '../messages/en.ts';
import type { FlagName } from '../permissions.ts';
import { fromCents, isAmount, toCents } from '../resources/fields.ts';
import { EMAIL_PATTERN, hasNulCharacter } from '../validation.ts';
import { textProblem } from '../input.ts';

/**
 * Permission module of the sales feed (Roles & Security → Data feeds → Sales feed). 126 lies past
 * the highest index the specs number (122), beside API tokens (123); ADD lets a caller send sales.
 */
export const SALES_FEED_INDEX = 126;
export const SALES_FEED_FLAG: FlagName = 'add';

/** Transactions per call; more is refused whole (BAD_USER_INPUT), nothing written. */
export const MAX_FEED_BATCH = 1000;
export const MAX_FEED_LINES = 100;
export const MAX_FEED_PAYMENTS = 20;
/** Items of one line: a till never rings up ten thousand of anything in one line. */
export const MAX_FEED_QUANTITY = 9999;
/** Ids, codes and names: characters. */
export const MAX_FEED_TEXT = 100;
/** Oldest business history accepted; `0000-01-01` and the like are typing errors. */
export const FEED_EARLIEST = '2000-01-01T00:00:00Z';
/** How far ahead of the server's clock a till's clock may run. */
export const FEED_CLOCK_SKEW_HOURS = 24;

export const FEED_TENDERS = ['CASH', 'CARD', 'GIFT_CARD', 'CREDIT', 'VOUCHER', 'OTHER'] as const;
export type FeedTender = (typeof FEED_TENDERS)[number];
export const FEED_KINDS = ['SALE', 'REFUND', 'VOID'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];
/** The dashboards' payment channels (schema-dashboards CHANNEL): walk-in, kiosk, online (booking). */
export const FEED_CHANNELS = { WALK_IN: 1, KIOSK: 2, ONLINE: 3 } as const;
export type FeedChannel = keyof typeof FEED_CHANNELS;

export type FeedStatus = 'ACCEPTED' | 'REPLAYED' | 'REJECTED';
/** Why a transaction was refused: its input (BAD_USER_INPUT) or a record it names (NOT_FOUND). */
export type FeedRejection = 'BAD_USER_INPUT' | 'NOT_FOUND';

export interface FeedProblem {
  code: FeedRejection;
  /** Dotted path inside the transaction, e.g. `lines.2.quantity`. */
  field: string;
  key: MessageKey;
  values?: Record<string, string | number>;
}

export interface FeedLine {
  productId: number;
  quantity: number;
  priceCents: number;
}
export interface FeedPayment {
  tender: FeedTender;
  amountCents: number;
}
export interface FeedGuest {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
}

/** A transaction that passed every rule that needs no database. */
export interface FeedTransaction {
  externalId: string;
  locationCode: string;
  /** Normalised instant (UTC, ISO 8601). */
  occurredAt: string;
  channel: FeedChannel;
  kind: FeedKind;
  originalExternalId: string | null;
  lines: FeedLine[];
  payments: FeedPayment[];
  totalCents: number;
  guest: FeedGuest | null;
  employeeCode: string | null;
}

export class Refusal extends Error {
  constructor(readonly problem: FeedProblem) {
    super(problem.key);
  }
}
export const refuse = (field: string, key: MessageKey, values?: FeedProblem['values']): never => {
  throw new Refusal({ code: 'BAD_USER_INPUT', field, key, ...(values ? { values } : {}) });
};

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function text(v: unknown, field: string, required: boolean, max = MAX_FEED_TEXT): string | null {
  if (v === undefined || v === null || v === '') {
    if (required) refuse(field, 'feed.error.required');
    return null;
  }
  if (typeof v !== 'string') return refuse(field, 'feed.error.text', { max });
  // The body check of every other route (core/src/input.ts), here per transaction.
  const problem = textProblem(v);
  if (problem) refuse(field, problem);
  const trimmed = v.trim();
  if (trimmed === '' && required) refuse(field, 'feed.error.required');
  if ([...trimmed].length > max) refuse(field, 'feed.error.text', { max });
  return trimmed === '' ? null : trimmed;
}

export function oneOf<T extends string>(
  v: unknown,
  field: string,
  values: readonly T[],
  fallback: T,
  key: MessageKey,
): T {
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) refuse(field, key);
  return v as T;
}

function cents(v: unknown, field: string): number {
  if (typeof v !== 'string' || hasNulCharacter(v) || v.length > 20 || !isAmount(v)) refuse(field, 'feed.error.amount');
  return toCents(v as string) as number;
}

/** The instant, or a refusal: ISO 8601 with an offset, from FEED_EARLIEST to a day past `now`. */
export function feedInstant(v: unknown, field: string, now: Date): string {
  const raw = text(v, field, true, 40) as string;
  let instant: Temporal.Instant;
  try {
    instant = Temporal.Instant.from(raw);
  } catch {
    return refuse(field, 'feed.error.instant');
  }
  const latest = Temporal.Instant.fromEpochMilliseconds(now.getTime()).add({ hours: FEED_CLOCK_SKEW_HOURS });
  if (Temporal.Instant.compare(instant, Temporal.Instant.from(FEED_EARLIEST)) < 0) refuse(field, 'feed.error.instant');
  if (Temporal.Instant.compare(instant, latest) > 0) refuse(field, 'feed.error.instantFuture');
  return instant.toString();
}

/** The location's business day and hour of an instant (the dashboards' day and hourly charts). */
export function businessDayOf(occurredAt: string, timeZone: string): { businessDate: string; hour: number } {
  const local = Temporal.Instant.from(occurredAt).toZonedDateTimeISO(timeZone);
  return { businessDate: local.toPlainDate().toString(), hour: local.hour };
}

function line(v: unknown, i: number): FeedLine {
  const at = `lines.${i}`;
  if (!isRecord(v)) return refuse(at, 'feed.error.object');
  const { productId, quantity } = v;
  if (typeof productId !== 'number' || !Number.isInteger(productId) || productId < 1 || productId > 2_147_483_647) {
    refuse(`${at}.productId`, 'feed.error.productId');
  }
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_FEED_QUANTITY) {
    refuse(`${at}.quantity`, 'feed.error.quantity', { max: MAX_FEED_QUANTITY });
  }
  return {
    productId: productId as number,
    quantity: quantity as number,
    priceCents: cents(v.unitPrice, `${at}.unitPrice`),
  };
}

function payment(v: unknown, i: number): FeedPayment {
  const at = `payments.${i}`;
  if (!isRecord(v)) return refuse(at, 'feed.error.object');
  const tender = oneOf(v.tender, `${at}.tender`, FEED_TENDERS, 'OTHER', 'feed.error.tender');
  if (v.tender == null) refuse(`${at}.tender`, 'feed.error.tender');
  const amountCents = cents(v.amount, `${at}.amount`);
  if (amountCents === 0) refuse(`${at}.amount`, 'feed.error.paymentZero');
  return { tender, amountCents };
}

export function guest(v: unknown): FeedGuest | null {
  if (v === undefined || v === null) return null;
  if (!isRecord(v)) return refuse('guest', 'feed.error.object');
  const email = text(v.email, 'guest.email', false) ?? '';
  const phone = text(v.phone, 'guest.phone', false, 20) ?? '';
  if (email && !EMAIL_PATTERN.test(email)) refuse('guest.email', 'feed.error.email');
  if (phone && !/^\+?\d{4,19}$/.test(phone)) refuse('guest.phone', 'feed.error.phone');
  if (!email && !phone) refuse('guest', 'feed.error.guestContact');
  return {
    email: email.toLowerCase(),
    phone: phone.replace(/^\+/, ''),
    firstName: text(v.firstName, 'guest.firstName', false) ?? '',
    lastName: text(v.lastName, 'guest.lastName', false) ?? '',
  };
}

function list(v: unknown, field: string, min: number, max: number, key: MessageKey): unknown[] {
  if (!Array.isArray(v) || v.length < min || v.length > max) refuse(field, key, { max });
  return v as unknown[];
}

/** Checks one transaction: the normalised transaction, or the first problem found. */
export function checkVenueTransaction(
  v: unknown,
  now: Date,
): { ok: true; transaction: FeedTransaction } | { ok: false; problem: FeedProblem } {
  try {
    if (!isRecord(v)) return refuse('transaction', 'feed.error.object');
    const externalId = text(v.externalId, 'externalId', true) as string;
    const locationCode = text(v.locationCode, 'locationCode', true) as string;
    const occurredAt = feedInstant(v.occurredAt, 'occurredAt', now);
    const channel = oneOf(
      v.channel,
      'channel',
      Object.keys(FEED_CHANNELS) as FeedChannel[],
      'WALK_IN',
      'feed.error.channel',
    );
    const kind = oneOf(v.kind, 'kind', FEED_KINDS, 'SALE', 'feed.error.kind');
    const originalExternalId = text(v.originalExternalId, 'originalExternalId', kind !== 'SALE');
    if (kind === 'SALE' && originalExternalId !== null) refuse('originalExternalId', 'feed.error.originalOnSale');
    const lines = list(v.lines, 'lines', 1, MAX_FEED_LINES, 'feed.error.lines').map(line);
    const payments = list(v.payments, 'payments', 0, MAX_FEED_PAYMENTS, 'feed.error.payments').map(payment);
    const totalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
    const paidCents = payments.reduce((sum, p) => sum + p.amountCents, 0);
    if (paidCents !== totalCents) {
      refuse('payments', 'feed.error.paymentsTotal', { paid: fromCents(paidCents), total: fromCents(totalCents) });
    }
    const transaction: FeedTransaction = {
      externalId,
      locationCode,
      occurredAt,
      channel,
      kind,
      originalExternalId,
      lines,
      payments,
      totalCents,
      guest: guest(v.guest),
      employeeCode: text(v.employeeCode, 'employeeCode', false),
    };
    return { ok: true, transaction };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, problem: e.problem };
    throw e;
  }
}

/** A problem with a record the transaction names: answered as if the record did not exist. */
export const notFound = (field: string, key: MessageKey, values?: FeedProblem['values']): FeedProblem => ({
  code: 'NOT_FOUND',
  field,
  key,
  ...(values ? { values } : {}),
});

/** What the gateway's schema says each field needs (gateway/src/auth/requires.test.ts checks the SDL). */
export const FEED_FIELDS: Readonly<Record<string, { module: number; flag: FlagName }>> = {
  recordVenueTransactions: { module: SALES_FEED_INDEX, flag: SALES_FEED_FLAG },
  recordVenueEvents: { module: SALES_FEED_INDEX, flag: SALES_FEED_FLAG },
  venueFeedReferences: { module: SALES_FEED_INDEX, flag: SALES_FEED_FLAG },
};
