/**
 * E-mail/SMS templates (spec/3 §2, §3, §7): a template of a location in a language, when it is
 * sent (its time type), and the variables a body may use. Templates are Liquid; the REST API
 * renders them with escaping on and refuses, on save, any variable not listed here.
 */
import { type Static, Type } from 'typebox';
import { MAX_TEXT_LENGTH } from '../constants.ts';
import type { MessageKey } from '../messages/en.ts';
import type { FieldErrors } from '../validation.ts';

export const TEMPLATE_CHANNELS = ['email', 'sms'] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];
const Channel = Type.Union([Type.Literal('email'), Type.Literal('sms')]);

export const TEMPLATE_SUBJECT_MAX = 200;
export const TEMPLATE_BODY_MAX = 20_000;
/** An SMS body: ten segments at most. */
export const SMS_BODY_MAX = 1600;

/** When a template is sent (spec/3 §7 /email-templates-time-types). */
export const EMAIL_TEMPLATE_TIME_TYPES: readonly { id: number; key: MessageKey }[] = [
  { id: 1, key: 'marketing.timeType.bookingConfirmation' },
  { id: 2, key: 'marketing.timeType.dayBefore' },
  { id: 3, key: 'marketing.timeType.afterVisit' },
  { id: 4, key: 'marketing.timeType.birthday' },
  { id: 5, key: 'marketing.timeType.manual' },
  // Sent by the booking's own changes: see bookingMessages.ts.
  { id: 6, key: 'bookingMessages.timeType.payByLink' },
  { id: 7, key: 'bookingMessages.timeType.rescheduled' },
  { id: 8, key: 'bookingMessages.timeType.cancelled' },
  { id: 9, key: 'bookingMessages.timeType.refunded' },
];

/** Ids of EMAIL_TEMPLATE_TIME_TYPES by name. */
export const TIME_TYPE = {
  bookingConfirmation: 1,
  dayBefore: 2,
  afterVisit: 3,
  birthday: 4,
  manual: 5,
  payByLink: 6,
  rescheduled: 7,
  cancelled: 8,
  refunded: 9,
} as const;

/**
 * Time types whose message is about one booking: rendered with the booking's values, so never
 * offered for a segment send (a segment has guests, not bookings).
 */
export const BOOKING_TIME_TYPE_IDS: ReadonlySet<number> = new Set([1, 2, 3, 6, 7, 8, 9]);

/** Whether a template of this time type may be sent to a segment: only those about no booking. */
export function isSegmentSendable(timeTypeId: number): boolean {
  return !BOOKING_TIME_TYPE_IDS.has(timeTypeId);
}

export interface TemplateVariable {
  /** As written in a template: `{{ guest.firstName }}`. */
  name: string;
  description: MessageKey;
  /** Which messages have it: every one (guest), those about a booking, or the pay-by-link only. */
  scope?: 'booking' | 'payment';
}

/** Every variable a template may use (spec/3 §7 /email-template-variables). */
export const TEMPLATE_VARIABLES: readonly TemplateVariable[] = [
  { name: 'guest.firstName', description: 'marketing.variable.guestFirstName' },
  { name: 'guest.lastName', description: 'marketing.variable.guestLastName' },
  { name: 'guest.email', description: 'marketing.variable.guestEmail' },
  { name: 'location.name', description: 'marketing.variable.locationName' },
  { name: 'location.address', description: 'marketing.variable.locationAddress' },
  { name: 'booking.date', description: 'marketing.variable.bookingDate', scope: 'booking' },
  { name: 'booking.time', description: 'marketing.variable.bookingTime', scope: 'booking' },
  { name: 'booking.confirmationCode', description: 'marketing.variable.bookingCode', scope: 'booking' },
  { name: 'booking.activity', description: 'bookingMessages.variable.activity', scope: 'booking' },
  { name: 'booking.guests', description: 'bookingMessages.variable.guests', scope: 'booking' },
  { name: 'booking.total', description: 'bookingMessages.variable.total', scope: 'booking' },
  { name: 'booking.paid', description: 'bookingMessages.variable.paid', scope: 'booking' },
  { name: 'booking.refunded', description: 'bookingMessages.variable.refunded', scope: 'booking' },
  { name: 'booking.due', description: 'bookingMessages.variable.due', scope: 'booking' },
  { name: 'payment.link', description: 'bookingMessages.variable.payLink', scope: 'payment' },
  { name: 'payment.expires', description: 'bookingMessages.variable.payLinkExpires', scope: 'payment' },
];

export const TEMPLATE_VARIABLE_NAMES: ReadonlySet<string> = new Set(TEMPLATE_VARIABLES.map((v) => v.name));

/**
 * The variables a template of `timeTypeId` may use: a message about no booking has no booking
 * values, and only the pay-by-link has a link. Checked on save, so a saved template always
 * renders when it is sent; an unknown time type gets every variable (its own check refuses it).
 */
export function templateVariablesFor(timeTypeId: number): ReadonlySet<string> {
  if (!EMAIL_TEMPLATE_TIME_TYPES.some((t) => t.id === timeTypeId)) return TEMPLATE_VARIABLE_NAMES;
  return new Set(
    TEMPLATE_VARIABLES.filter(
      (v) =>
        v.scope === undefined ||
        (v.scope === 'booking' && BOOKING_TIME_TYPE_IDS.has(timeTypeId)) ||
        (v.scope === 'payment' && timeTypeId === TIME_TYPE.payByLink),
    ).map((v) => v.name),
  );
}

export const EmailSmsTemplate = Type.Object({
  id: Type.Integer(),
  locationId: Type.Integer(),
  languageId: Type.Integer(),
  name: Type.String(),
  channel: Channel,
  timeTypeId: Type.Integer(),
  subject: Type.String(),
  body: Type.String(),
  version: Type.Integer(),
  updatedAt: Type.String(),
});
export type EmailSmsTemplate = Static<typeof EmailSmsTemplate>;

export const EmailSmsTemplateInput = Type.Object({
  /** Absent to create (spec/3 §7 PUT creates or updates). */
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  locationId: Type.Integer({ minimum: 1 }),
  languageId: Type.Integer({ minimum: 1 }),
  name: Type.String({ maxLength: MAX_TEXT_LENGTH }),
  channel: Channel,
  timeTypeId: Type.Integer(),
  subject: Type.String({ maxLength: TEMPLATE_SUBJECT_MAX }),
  body: Type.String({ maxLength: TEMPLATE_BODY_MAX }),
  version: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type EmailSmsTemplateInput = Static<typeof EmailSmsTemplateInput>;

/** The rules that need no template engine; the REST API adds syntax and unknown variables. */
export function validateTemplate(v: EmailSmsTemplateInput): FieldErrors<keyof EmailSmsTemplateInput> {
  const errors: FieldErrors<keyof EmailSmsTemplateInput> = {};
  if (!v.name.trim()) errors.name = 'validation.required';
  if (!EMAIL_TEMPLATE_TIME_TYPES.some((t) => t.id === v.timeTypeId)) errors.timeTypeId = 'settings.unknownOption';
  if (v.channel === 'email' && !v.subject.trim()) errors.subject = 'validation.required';
  if (!v.body.trim()) errors.body = 'validation.required';
  else if (v.channel === 'sms' && v.body.length > SMS_BODY_MAX) errors.body = 'marketing.template.smsTooLong';
  return errors;
}

/**
 * The sample guest a preview is rendered for (spec/3 §7 email-template-variables previewId).
 * Preview only: a message to a guest is rendered from real values, and a value it lacks is an
 * error, never one of these.
 */
export const SAMPLE_CONTEXT = {
  guest: { firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.com' },
  booking: {
    date: '12/24/2026',
    time: '6:30 PM',
    confirmationCode: 'MRQ-48213',
    activity: 'Bowling lane',
    guests: '4',
    total: '$120.00',
    paid: '$40.00',
    refunded: '$0.00',
    due: '$80.00',
  },
  payment: { link: 'https://example.com/pay/sample', expires: '12/22/2026 6:30 PM' },
};
