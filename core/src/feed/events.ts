/**
 * Venue events through the feed: labour shifts, check-ins (visits), waivers, gift-card and guest
 * credit ledger moves and memberships sold, under the same envelope and rules as transactions
 * (externalId, locationCode, occurredAt, one result per event, all or nothing per event). Event
 * externalIds are a namespace of their own, apart from transactions': an event and a sale may
 * share an id.
 *
 * Gift cards and memberships are prepaid revenue on the dashboards (sold, then realised as used):
 * their sale is this event, never also a transaction line, or it would count twice.
 */
import type { MessageKey } from '../messages/en.ts';
import {
  type FeedGuest,
  type FeedProblem,
  feedInstant,
  guest,
  isRecord,
  oneOf,
  Refusal,
  refuse,
  text,
} from './transactions.ts';
import { isAmount, toCents } from '../resources/fields.ts';
import { hasNulCharacter } from '../validation.ts';

export const VENUE_EVENT_KINDS = ['SHIFT', 'CHECK_IN', 'WAIVER', 'GIFT_CARD', 'CREDIT', 'MEMBERSHIP'] as const;
export type VenueEventKind = (typeof VENUE_EVENT_KINDS)[number];
/** The detail object each kind carries; exactly that one is present. */
export const VENUE_EVENT_DETAIL = {
  SHIFT: 'shift',
  CHECK_IN: 'checkIn',
  WAIVER: 'waiver',
  GIFT_CARD: 'giftCard',
  CREDIT: 'credit',
  MEMBERSHIP: 'membership',
} as const satisfies Readonly<Record<VenueEventKind, string>>;
/**
 * A gift card's moves, as the dashboards' ledger kinds (dash_gift_card_ledger.kind): sold (or
 * topped up) adds to its balance; redeemed and expired take from it, never below zero.
 */
export const GIFT_CARD_ACTIONS = ['SOLD', 'REDEEMED', 'EXPIRED'] as const;
export type GiftCardAction = (typeof GIFT_CARD_ACTIONS)[number];
export const GIFT_CARD_LEDGER_KIND: Readonly<Record<GiftCardAction, number>> = { SOLD: 1, REDEEMED: 2, EXPIRED: 3 };
/**
 * A guest credit's moves (dash_credit_ledger.kind). Credits are a location's pool: redeemed and
 * expired never exceed what was issued there and not yet used.
 */
export const CREDIT_ACTIONS = ['ISSUED', 'REDEEMED', 'EXPIRED'] as const;
export type CreditAction = (typeof CREDIT_ACTIONS)[number];
export const CREDIT_LEDGER_KIND: Readonly<Record<CreditAction, number>> = { ISSUED: 1, REDEEMED: 2, EXPIRED: 3 };
/** A membership's term runs from its sale's business day for 1 day to 10 years. */
export const MAX_MEMBERSHIP_DAYS = 3660;
/** A shift lasts at most a day. */
export const MAX_SHIFT_MINUTES = 24 * 60;
/** People in one checked-in party. */
export const MAX_PARTY_SIZE = 500;

export type VenueEventDetail =
  | { kind: 'SHIFT'; employeeCode: string; minutes: number; costCents: number }
  | { kind: 'CHECK_IN'; guest: FeedGuest; partySize: number; adults: number }
  | { kind: 'WAIVER'; guest: FeedGuest }
  | { kind: 'GIFT_CARD'; action: GiftCardAction; cardNumber: string; amountCents: number }
  | { kind: 'CREDIT'; action: CreditAction; amountCents: number }
  | { kind: 'MEMBERSHIP'; guest: FeedGuest; termDays: number; priceCents: number };

/** An event that passed every rule that needs no database. */
export type VenueEvent = { externalId: string; locationCode: string; occurredAt: string } & VenueEventDetail;

function whole(v: unknown, field: string, min: number, max: number, key: MessageKey): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) refuse(field, key, { min, max });
  return v as number;
}

function amount(v: unknown, field: string): number {
  if (typeof v !== 'string' || hasNulCharacter(v) || v.length > 20 || !isAmount(v)) refuse(field, 'feed.error.amount');
  return toCents(v as string) as number;
}

/** A ledger move or a price: more than 0.00. */
function positive(v: unknown, field: string): number {
  const cents = amount(v, field);
  if (cents <= 0) refuse(field, 'feed.error.amountZero');
  return cents;
}

function requiredGuest(v: unknown, field: string): FeedGuest {
  if (v === undefined || v === null) return refuse(field, 'feed.error.required');
  try {
    return guest(v) as FeedGuest;
  } catch (e) {
    if (e instanceof Refusal) refuse(e.problem.field.replace(/^guest/, field), e.problem.key, e.problem.values);
    throw e;
  }
}

function detail(kind: VenueEventKind, d: Record<string, unknown>, at: string): VenueEventDetail {
  switch (kind) {
    case 'SHIFT':
      return {
        kind,
        employeeCode: text(d.employeeCode, `${at}.employeeCode`, true) as string,
        minutes: whole(d.minutes, `${at}.minutes`, 1, MAX_SHIFT_MINUTES, 'feed.error.wholeRange'),
        costCents: amount(d.cost, `${at}.cost`),
      };
    case 'CHECK_IN': {
      const partySize = whole(d.partySize, `${at}.partySize`, 1, MAX_PARTY_SIZE, 'feed.error.wholeRange');
      const adults = whole(d.adults ?? partySize, `${at}.adults`, 0, partySize, 'feed.error.wholeRange');
      return { kind, guest: requiredGuest(d.guest, `${at}.guest`), partySize, adults };
    }
    case 'WAIVER':
      return { kind, guest: requiredGuest(d.guest, `${at}.guest`) };
    case 'GIFT_CARD': {
      if (d.action == null) refuse(`${at}.action`, 'feed.error.giftCardAction');
      return {
        kind,
        action: oneOf(d.action, `${at}.action`, GIFT_CARD_ACTIONS, 'SOLD', 'feed.error.giftCardAction'),
        cardNumber: text(d.cardNumber, `${at}.cardNumber`, true) as string,
        amountCents: positive(d.amount, `${at}.amount`),
      };
    }
    case 'CREDIT': {
      if (d.action == null) refuse(`${at}.action`, 'feed.error.creditAction');
      return {
        kind,
        action: oneOf(d.action, `${at}.action`, CREDIT_ACTIONS, 'ISSUED', 'feed.error.creditAction'),
        amountCents: positive(d.amount, `${at}.amount`),
      };
    }
    case 'MEMBERSHIP':
      return {
        kind,
        guest: requiredGuest(d.guest, `${at}.guest`),
        termDays: whole(d.termDays, `${at}.termDays`, 1, MAX_MEMBERSHIP_DAYS, 'feed.error.wholeRange'),
        priceCents: positive(d.price, `${at}.price`),
      };
  }
}

/** Checks one event: the normalised event, or the first problem found. */
export function checkVenueEvent(
  v: unknown,
  now: Date,
): { ok: true; event: VenueEvent } | { ok: false; problem: FeedProblem } {
  try {
    if (!isRecord(v)) return refuse('event', 'feed.error.object');
    const externalId = text(v.externalId, 'externalId', true) as string;
    const locationCode = text(v.locationCode, 'locationCode', true) as string;
    const occurredAt = feedInstant(v.occurredAt, 'occurredAt', now);
    if (v.kind == null) refuse('kind', 'feed.error.eventKind');
    const kind = oneOf(v.kind, 'kind', VENUE_EVENT_KINDS, 'SHIFT', 'feed.error.eventKind');
    const wanted = VENUE_EVENT_DETAIL[kind];
    for (const other of Object.values(VENUE_EVENT_DETAIL)) {
      if (other !== wanted && v[other] != null) refuse(other, 'feed.error.eventDetail', { kind });
    }
    const d = v[wanted];
    if (!isRecord(d)) return refuse(wanted, d == null ? 'feed.error.required' : 'feed.error.object');
    return { ok: true, event: { externalId, locationCode, occurredAt, ...detail(kind, d, wanted) } };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, problem: e.problem };
    throw e;
  }
}
