/**
 * The club-booking promotions and messages of spec/3 §7 (GET, POST, DELETE on lightning-deals,
 * discounts, notifications and deals; responses carry `message`), whose shapes the spec leaves
 * open (§3). Designed as operators expect:
 * - a lightning deal cuts an offering's price (percent or amount) during a window, for at most a
 *   number of units;
 * - a booking discount is a code (unique per master client) taking a percent or an amount off,
 *   valid between two dates, with usage limits, for some offerings (none listed: all);
 * - a notification is an automatic guest message: a reminder a set time before the visit, or a
 *   thank-you a set time after it, with its channel and template;
 * - a deal suggests an offering (the upsell) when a guest picks another, at an optional cut.
 * A save without `id` adds, with `id` edits. Amounts are typed text (spec/1 §5), kept as cents;
 * percents as hundredths.
 */
import { type Static, Type } from 'typebox';
import type { MessageKey } from '../messages/en.ts';
import { isAmount, isPercentage } from '../resources/fields.ts';
import { Id, Nullable, Text, Version } from '../resources/types.ts';
import { isTooLong } from '../validation.ts';

const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const nullableOneOf = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T | null>({ type: ['string', 'null'], enum: [...values, null] });
const Amount = Type.String({ maxLength: 20 });
const LocationCode = Type.String({ maxLength: 20 });
/**
 * A lightning deal's time as sent: the location's wall time ('2026-12-01T10:00', read in its
 * zone), or an ISO instant with its offset ('…Z', '…+04:00').
 */
const Instant = Type.String({ maxLength: 40 });
const Day = Type.String({ maxLength: 10 });

export const CUT_TYPES = ['PERCENT', 'AMOUNT'] as const;
export type CutType = (typeof CUT_TYPES)[number];
export const NOTIFICATION_KINDS = ['REMINDER', 'THANK_YOU'] as const;
export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS'] as const;
export const DEAL_TYPES = ['UPSELL', 'ADD_ON', 'BUNDLE'] as const;
export const MAX_USES = 999_999;
export const MAX_DEAL_QUANTITY = 9_999;
/** A reminder at most 30 days ahead, a thank-you at most 30 days after. */
export const MAX_NOTIFICATION_OFFSET_MINUTES = 43_200;
export const MAX_TEMPLATE_LENGTH = 2_000;
/** A booking discount code: letters, digits, '-' and '_', 3 to 30 of them. */
export const DISCOUNT_CODE_PATTERN = '^[A-Za-z0-9_-]{3,30}$';

// ── Lightning deals ────────────────────────────────────────────────────────────────────────

export const LightningDeal = Type.Object({
  id: Type.Integer(),
  locationCode: Type.String(),
  /** The location's currency (ISO 4217): an amount cut is in it. */
  currency: Type.String(),
  name: Type.String(),
  offeringId: Type.Integer(),
  offeringName: Type.String(),
  cutType: oneOf(CUT_TYPES),
  /** '20' (percent) or '5.00' (amount). */
  cutValue: Type.String(),
  /** ISO instants. */
  startsAt: Type.String(),
  endsAt: Type.String(),
  /** The location's zone, and the window as wall times there ('2026-12-01T10:00'): what the form shows. */
  timeZone: Type.String(),
  startsLocal: Type.String(),
  endsLocal: Type.String(),
  /** Units sold at the deal price at most; null: no limit. */
  quantity: Nullable(Type.Integer()),
  enabled: Type.Boolean(),
  version: Type.Integer(),
});
export type LightningDeal = Static<typeof LightningDeal>;

export const LightningDealInput = Type.Object(
  {
    id: Type.Optional(Id),
    locationCode: LocationCode,
    name: Text({ minLength: 1 }),
    offeringId: Id,
    cutType: oneOf(CUT_TYPES),
    cutValue: Amount,
    startsAt: Instant,
    endsAt: Instant,
    quantity: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_DEAL_QUANTITY }))),
    enabled: Type.Optional(Type.Boolean()),
    /** Required with `id`: the version read (409 when stale). */
    version: Type.Optional(Version),
  },
  { additionalProperties: false },
);
export type LightningDealInput = Static<typeof LightningDealInput>;

/** A wall time without offset ('2026-12-01T10:00'): the location's (dealTimes.ts reads it in its zone). */
export const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/;

// The order of two times is checked with wall times read as UTC here (no zone at hand, and no
// Temporal in this module, which pages outside the back office import); the server checks it
// again after reading both in the location's zone.
const instant = (value: string): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const ms = Date.parse(WALL_TIME.test(value) ? `${value}Z` : value);
  return Number.isNaN(ms) ? null : ms;
};

function cutProblem(type: CutType, value: string): MessageKey | undefined {
  if (type === 'PERCENT') {
    if (!isPercentage(value) || Number(value) <= 0) return 'resources.percentage';
  } else if (!isAmount(value) || Number(value.replace('$', '')) <= 0) return 'resources.amount';
  return undefined;
}

export function validateLightningDeal(input: LightningDealInput): Partial<Record<string, MessageKey>> {
  const errors: Partial<Record<string, MessageKey>> = {};
  if (input.name.trim() === '') errors.name = 'validation.required';
  const cut = cutProblem(input.cutType, input.cutValue);
  if (cut) errors.cutValue = cut;
  const start = instant(input.startsAt);
  const end = instant(input.endsAt);
  if (start === null) errors.startsAt = 'club.dateTime';
  if (end === null) errors.endsAt = 'club.dateTime';
  if (start !== null && end !== null && end <= start) errors.endsAt = 'club.windowOrder';
  return errors;
}

/**
 * The price of `cents` under a cut: a percent of it off, or an amount off; never below zero.
 * Cents are rounded half up, as a till does.
 */
export function cutPrice(cents: number, type: CutType, value: string): number {
  if (type === 'PERCENT') return Math.max(0, cents - Math.round((cents * Number(value)) / 100));
  return Math.max(0, cents - Math.round(Number(value.replace('$', '')) * 100));
}

/** Whether a deal applies at `now` (ms). */
export const isDealLive = (deal: Pick<LightningDeal, 'startsAt' | 'endsAt' | 'enabled'>, now: number) =>
  deal.enabled && Date.parse(deal.startsAt) <= now && now < Date.parse(deal.endsAt);

// ── Booking discounts ──────────────────────────────────────────────────────────────────────

export const BookingDiscount = Type.Object({
  id: Type.Integer(),
  locationCode: Type.String(),
  /** The location's currency (ISO 4217): an amount cut is in it. */
  currency: Type.String(),
  code: Type.String(),
  cutType: oneOf(CUT_TYPES),
  cutValue: Type.String(),
  validFrom: Nullable(Type.String()),
  validTo: Nullable(Type.String()),
  /** Uses over every guest; null: no limit. */
  maxUses: Nullable(Type.Integer()),
  /** Uses by one guest; null: no limit. */
  maxUsesPerGuest: Nullable(Type.Integer()),
  timesUsed: Type.Integer(),
  /** The offerings it applies to; empty: every offering of the location. */
  offeringIds: Type.Array(Type.Integer()),
  enabled: Type.Boolean(),
  version: Type.Integer(),
});
export type BookingDiscount = Static<typeof BookingDiscount>;

export const BookingDiscountInput = Type.Object(
  {
    id: Type.Optional(Id),
    locationCode: LocationCode,
    code: Type.String({ maxLength: 30 }),
    cutType: oneOf(CUT_TYPES),
    cutValue: Amount,
    validFrom: Type.Optional(Nullable(Day)),
    validTo: Type.Optional(Nullable(Day)),
    maxUses: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_USES }))),
    maxUsesPerGuest: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_USES }))),
    offeringIds: Type.Array(Id, { maxItems: 500 }),
    enabled: Type.Optional(Type.Boolean()),
    /** Required with `id`: the version read (409 when stale). */
    version: Type.Optional(Version),
  },
  { additionalProperties: false },
);
export type BookingDiscountInput = Static<typeof BookingDiscountInput>;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export function validateBookingDiscount(input: BookingDiscountInput): Partial<Record<string, MessageKey>> {
  const errors: Partial<Record<string, MessageKey>> = {};
  if (input.code.trim() === '') errors.code = 'validation.required';
  else if (!new RegExp(DISCOUNT_CODE_PATTERN).test(input.code.trim())) errors.code = 'club.discountCode';
  const cut = cutProblem(input.cutType, input.cutValue);
  if (cut) errors.cutValue = cut;
  if (input.validFrom && !isDay(input.validFrom)) errors.validFrom = 'club.date';
  if (input.validTo && !isDay(input.validTo)) errors.validTo = 'club.date';
  if (input.validFrom && input.validTo && !errors.validFrom && !errors.validTo && input.validTo < input.validFrom) {
    errors.validTo = 'resources.dateWindow';
  }
  if (input.maxUses != null && input.maxUsesPerGuest != null && input.maxUsesPerGuest > input.maxUses) {
    errors.maxUsesPerGuest = 'club.usesPerGuest';
  }
  return errors;
}

// ── Notifications ──────────────────────────────────────────────────────────────────────────

export const ClubNotification = Type.Object({
  id: Type.Integer(),
  locationCode: Type.String(),
  kind: oneOf(NOTIFICATION_KINDS),
  channel: oneOf(NOTIFICATION_CHANNELS),
  /** Minutes before the visit (reminder) or after it (thank-you). */
  offsetMinutes: Type.Integer(),
  subject: Type.String(),
  template: Type.String(),
  enabled: Type.Boolean(),
  version: Type.Integer(),
});
export type ClubNotification = Static<typeof ClubNotification>;

export const ClubNotificationInput = Type.Object(
  {
    id: Type.Optional(Id),
    locationCode: LocationCode,
    kind: oneOf(NOTIFICATION_KINDS),
    channel: oneOf(NOTIFICATION_CHANNELS),
    offsetMinutes: Type.Integer({ minimum: 0, maximum: MAX_NOTIFICATION_OFFSET_MINUTES }),
    subject: Type.String({ maxLength: 100 }),
    template: Type.String({ maxLength: MAX_TEMPLATE_LENGTH }),
    enabled: Type.Optional(Type.Boolean()),
    /** Required with `id`: the version read (409 when stale). */
    version: Type.Optional(Version),
  },
  { additionalProperties: false },
);
export type ClubNotificationInput = Static<typeof ClubNotificationInput>;

export function validateNotification(input: ClubNotificationInput): Partial<Record<string, MessageKey>> {
  const errors: Partial<Record<string, MessageKey>> = {};
  if (input.channel === 'EMAIL' && input.subject.trim() === '') errors.subject = 'validation.required';
  if (input.template.trim() === '') errors.template = 'validation.required';
  else if (isTooLong(input.template, MAX_TEMPLATE_LENGTH)) errors.template = 'validation.tooLong';
  // An SMS is one message: 160 characters.
  else if (input.channel === 'SMS' && isTooLong(input.template, 160)) errors.template = 'club.smsLength';
  return errors;
}

// ── Deals and upsells ──────────────────────────────────────────────────────────────────────

export const ClubDeal = Type.Object({
  id: Type.Integer(),
  locationCode: Type.String(),
  /** The location's currency (ISO 4217): an amount cut is in it. */
  currency: Type.String(),
  dealType: oneOf(DEAL_TYPES),
  /** The offering a guest picks … */
  offeringId: Type.Integer(),
  offeringName: Type.String(),
  /** … and the one suggested with it. */
  upsellOfferingId: Type.Integer(),
  upsellOfferingName: Type.String(),
  /** The cut on the suggested offering; null: its usual price. */
  cutType: nullableOneOf(CUT_TYPES),
  cutValue: Nullable(Type.String()),
  headline: Type.String(),
  enabled: Type.Boolean(),
  version: Type.Integer(),
});
export type ClubDeal = Static<typeof ClubDeal>;

export const ClubDealInput = Type.Object(
  {
    id: Type.Optional(Id),
    locationCode: LocationCode,
    dealType: oneOf(DEAL_TYPES),
    offeringId: Id,
    upsellOfferingId: Id,
    cutType: Type.Optional(nullableOneOf(CUT_TYPES)),
    cutValue: Type.Optional(Nullable(Amount)),
    headline: Text(),
    enabled: Type.Optional(Type.Boolean()),
    /** Required with `id`: the version read (409 when stale). */
    version: Type.Optional(Version),
  },
  { additionalProperties: false },
);
export type ClubDealInput = Static<typeof ClubDealInput>;

export function validateDeal(input: ClubDealInput): Partial<Record<string, MessageKey>> {
  const errors: Partial<Record<string, MessageKey>> = {};
  if (input.offeringId === input.upsellOfferingId) errors.upsellOfferingId = 'club.upsellSame';
  if (input.cutType) {
    const cut = input.cutValue ? cutProblem(input.cutType, input.cutValue) : 'validation.required';
    if (cut) errors.cutValue = cut;
  }
  return errors;
}
