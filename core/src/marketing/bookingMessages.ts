/**
 * The messages a booking sends its holder: one template kind per event, each a time
 * type of the marketing templates, with a default template in every language the venue's guests
 * may speak; and the booking's values as a guest reads them (their language, the location's date
 * format and currency). The REST API picks the location's template in the guest's language,
 * renders it strictly with these values, and logs it with the other guest messages.
 */
import { formatLocalDate } from '../club/notifications.ts';
import { en, type MessageKey } from '../messages/en.ts';
import { es } from '../messages/es.ts';
import { ka } from '../messages/ka.ts';
import { LANGUAGES, type Language } from '../messages/languages.ts';
import { TIME_TYPE } from './templates.ts';

export const BOOKING_MESSAGE_KINDS = [
  'confirmation',
  'payByLink',
  'rescheduled',
  'cancelled',
  'refunded',
  'reminder',
  'thankYou',
] as const;
export type BookingMessageKind = (typeof BOOKING_MESSAGE_KINDS)[number];

/** The time type of each kind's templates. */
export const BOOKING_MESSAGE_TIME_TYPE: Record<BookingMessageKind, number> = {
  confirmation: TIME_TYPE.bookingConfirmation,
  payByLink: TIME_TYPE.payByLink,
  rescheduled: TIME_TYPE.rescheduled,
  cancelled: TIME_TYPE.cancelled,
  refunded: TIME_TYPE.refunded,
  reminder: TIME_TYPE.dayBefore,
  thankYou: TIME_TYPE.afterVisit,
};

/** Kinds sent by the clock (the day before, after the visit), not by a person at the desk or in the shop. */
export const TIMED_BOOKING_MESSAGE_KINDS: readonly BookingMessageKind[] = ['reminder', 'thankYou'];

/** What booking_emails calls each kind (the booking's own e-mail list). */
export const BOOKING_EMAIL_KIND: Record<BookingMessageKind, string> = {
  confirmation: 'CONFIRMATION',
  payByLink: 'PAY_BY_LINK',
  rescheduled: 'RESCHEDULED',
  cancelled: 'CANCELLED',
  refunded: 'REFUNDED',
  reminder: 'REMINDER',
  thankYou: 'THANK_YOU',
};

const CATALOGUES: Record<Language['code'], Partial<Record<MessageKey, string>>> = { en, es, ka };

/** A catalogue text in a language, English where it has no translation yet. */
function textIn(language: Language, key: MessageKey): string {
  return CATALOGUES[language.code][key] || en[key];
}

/** The default e-mail template of a kind in a language: its name, subject and body (Liquid). */
export function defaultBookingTemplate(kind: BookingMessageKind, language: Language) {
  return {
    name: textIn(language, `bookingMessages.name.${kind}`),
    subject: textIn(language, `bookingMessages.subject.${kind}`),
    body: textIn(language, `bookingMessages.body.${kind}`),
  };
}

/** Every language a default template is made in. */
export const BOOKING_TEMPLATE_LANGUAGES: readonly Language[] = LANGUAGES;

export interface BookingFacts {
  confirmationCode: string;
  activityName: string;
  /** Local day, YYYY-MM-DD. */
  bookingDate: string;
  /** Local minutes after midnight. */
  startMinute: number;
  guests: number;
  currency: string;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  balanceCents: number;
}

/** A local start time in the guest's language: '5:00 PM' in English, '17:00' in Spanish. */
export function localTimeIn(language: Language, minute: number): string {
  return new Intl.DateTimeFormat(language.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, 0, minute),
  );
}

/** An amount in the location's currency, written the guest's way. */
export function moneyIn(language: Language, currency: string, cents: number): string {
  return new Intl.NumberFormat(language.locale, { style: 'currency', currency }).format(cents / 100);
}

/** The template's `booking` values: what the guest reads. */
export function bookingValues(b: BookingFacts, language: Language, dateFormat: string) {
  const money = (cents: number) => moneyIn(language, b.currency, cents);
  return {
    date: formatLocalDate(b.bookingDate, dateFormat),
    time: localTimeIn(language, b.startMinute),
    confirmationCode: b.confirmationCode,
    activity: b.activityName,
    guests: String(b.guests),
    total: money(b.totalCents),
    paid: money(b.paidCents - b.refundedCents),
    refunded: money(b.refundedCents),
    due: money(b.balanceCents),
  };
}
