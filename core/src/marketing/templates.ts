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
];

export interface TemplateVariable {
  /** As written in a template: `{{ guest.firstName }}`. */
  name: string;
  description: MessageKey;
}

/** Every variable a template may use (spec/3 §7 /email-template-variables). */
export const TEMPLATE_VARIABLES: readonly TemplateVariable[] = [
  { name: 'guest.firstName', description: 'marketing.variable.guestFirstName' },
  { name: 'guest.lastName', description: 'marketing.variable.guestLastName' },
  { name: 'guest.email', description: 'marketing.variable.guestEmail' },
  { name: 'location.name', description: 'marketing.variable.locationName' },
  { name: 'location.address', description: 'marketing.variable.locationAddress' },
  { name: 'booking.date', description: 'marketing.variable.bookingDate' },
  { name: 'booking.time', description: 'marketing.variable.bookingTime' },
  { name: 'booking.confirmationCode', description: 'marketing.variable.bookingCode' },
];

export const TEMPLATE_VARIABLE_NAMES: ReadonlySet<string> = new Set(TEMPLATE_VARIABLES.map((v) => v.name));

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

/** The sample guest a preview is rendered for (spec/3 §7 email-template-variables previewId). */
export const SAMPLE_CONTEXT = {
  guest: { firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.com' },
  booking: { date: '12/24/2026', time: '6:30 PM', confirmationCode: 'MRQ-48213' },
};
