/**
 * Field rules of the resource screens, declared once per entity and used by the web's forms and
 * by the REST API (which checks them again on every save). `validateFields(rules, values)` answers
 * field name → message key of the first rule broken, so the web can flag the field and its tab.
 *
 * Usage:
 *   export const TAX_RATE_RULES = {
 *     name: { required: true, unique: true },          // 100 characters at most, unique per master client
 *     percentage: { required: true, percentage: true },
 *     endDate: { notBefore: 'startDate' },
 *   } satisfies FieldRules<'name' | 'percentage' | 'endDate'>;
 *   validateFields(TAX_RATE_RULES, input)  // → { percentage: 'resources.percentage' }
 *
 * `unique` is not checked here (it needs the database): the REST API's `assertUnique` reads the
 * same declaration, answering 'resources.nameTaken' (or the rule's own message) on the field.
 */
import { MAX_TEXT_LENGTH } from '../constants.ts';
import type { MessageKey } from '../messages/en.ts';
import { type FieldErrors, isTooLong } from '../validation.ts';

export interface FieldRule {
  /** The form field that shows this rule's message, when it is not named like the input field. */
  as?: string;
  /** Empty (after trimming), null, or an empty list is refused. */
  required?: boolean;
  /** The message of `required` when the spec gives its own ('validation.required' otherwise). */
  requiredMessage?: MessageKey;
  /** Texts: at most this many code points; every text field has 100 unless it says otherwise. */
  maxLength?: number;
  /** Money as typed (spec/1 §5): see `isAmount`. Empty passes unless `required`. */
  amount?: boolean | { integerDigits: number };
  /**
   * A number from 0 to 100 (typed text or a number) with at most 2 decimals, or `decimals` when
   * given (tax rates keep 4: 8.875 % sales taxes exist).
   */
  percentage?: boolean | { decimals: number };
  /** A format the text must match when not empty. */
  pattern?: { regex: RegExp; message: MessageKey };
  /** Unique within the master client, case-insensitive (checked by the server: assertUnique). */
  unique?: boolean | { message: MessageKey };
  /** A date (ISO yyyy-mm-dd or MM/dd/yyyy) that must not be before the named field's date. */
  notBefore?: string;
}

export type FieldRules<F extends string = string> = Partial<Record<F, FieldRule>>;

/** Digits only: the store number of a location. */
export const DIGITS = /^\d+$/;
/** A US ZIP code: 5 digits, or 5+4. */
export const US_POSTAL_CODE = /^\d{5}(-\d{4})?$/;

export const AMOUNT_INTEGER_DIGITS = 6;
export const AMOUNT_DECIMALS = 2;

/**
 * The numeric check of spec/1 §5: digits with an optional point and at most 2 decimals, at most
 * `integerDigits` (6) before the point; a `$` sign is accepted and ignored, as are a leading zero
 * and surrounding spaces.
 */
export function isAmount(value: string | number, integerDigits = AMOUNT_INTEGER_DIGITS): boolean {
  const text = String(value).trim().replace('$', '');
  const m = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || text === '' || text === '.') return false;
  const integer = (m[1] ?? '').replace(/^0+(?=\d)/, '');
  return integer.length <= integerDigits && (m[2] ?? '').length <= AMOUNT_DECIMALS;
}

/**
 * What an amount input keeps of what was typed (spec/1 §5): digits and one point, at most 2
 * decimals and `integerDigits` integer digits; a leading zero is stripped when a digit follows.
 * Keystrokes that would break the rule are dropped, so the field never shows an invalid amount.
 */
export function amountInput(typed: string, integerDigits = AMOUNT_INTEGER_DIGITS): string {
  const cleaned = typed.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  let integer = point === -1 ? cleaned : cleaned.slice(0, point);
  const decimals = point === -1 ? null : cleaned.slice(point + 1).replace(/\./g, '');
  integer = integer.replace(/^0+(?=\d)/, '').slice(0, integerDigits);
  return decimals === null ? integer : `${integer}.${decimals.slice(0, AMOUNT_DECIMALS)}`;
}

/** An amount as integer cents ('12.5' → 1250, '$3' → 300); null when it is not an amount. */
export function toCents(value: string | number, integerDigits = AMOUNT_INTEGER_DIGITS): number | null {
  if (!isAmount(value, integerDigits)) return null;
  const [integer = '', decimals = ''] = String(value).trim().replace('$', '').split('.');
  return Number(integer || '0') * 100 + Number(decimals.padEnd(2, '0') || '0');
}

/** Integer cents as the text an amount input shows: 1250 → '12.50'. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Decimals a percentage may have (isPercentage): 8.875 % sales taxes exist. */
export const PERCENTAGE_DECIMALS = 4;

/**
 * What a percentage input keeps of what was typed: digits and one point, at most `decimals`
 * decimals, never more than 100 (a keystroke past 100 is dropped); a '%' or leading zero is
 * stripped like `amountInput` strips '$'.
 */
export function percentageInput(typed: string, decimals = PERCENTAGE_DECIMALS): string {
  const cleaned = typed.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  let integer = (point === -1 ? cleaned : cleaned.slice(0, point)).replace(/^0+(?=\d)/, '');
  let fraction =
    point === -1
      ? null
      : cleaned
          .slice(point + 1)
          .replace(/\./g, '')
          .slice(0, decimals);
  while (Number(integer) > 100) integer = integer.slice(0, -1);
  // 100 is the most: after it only zeros may follow the point.
  if (integer === '100' && fraction !== null) fraction = fraction.replace(/[1-9].*$/, '');
  return fraction === null ? integer : `${integer}.${fraction}`;
}

/** 0 to 100 with at most `decimals` decimals (2 unless a rule says otherwise). */
export function isPercentage(value: string | number, decimals = 2): boolean {
  const text = String(value).trim().replace('%', '');
  if (!new RegExp(`^\\d{1,3}(\\.\\d{1,${decimals}})?$`).test(text)) return false;
  return Number(text) <= 100;
}

/** yyyy-mm-dd or MM/dd/yyyy → yyyymmdd as a number, for comparing; null when neither. */
function dayNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return Number(`${iso[1]}${iso[2]}${iso[3]}`);
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return us ? Number(`${us[3]}${us[1]}${us[2]}`) : null;
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The first rule a value breaks, or undefined. */
export function checkField(
  rule: FieldRule,
  value: unknown,
  values: Record<string, unknown> = {},
): MessageKey | undefined {
  if (isEmpty(value)) return rule.required ? (rule.requiredMessage ?? 'validation.required') : undefined;
  if (typeof value === 'string' && isTooLong(value, rule.maxLength ?? MAX_TEXT_LENGTH)) return 'validation.tooLong';
  if (rule.amount) {
    const digits = typeof rule.amount === 'object' ? rule.amount.integerDigits : AMOUNT_INTEGER_DIGITS;
    if (!(typeof value === 'string' || typeof value === 'number') || !isAmount(value, digits))
      return 'resources.amount';
  }
  const decimals = typeof rule.percentage === 'object' ? rule.percentage.decimals : 2;
  if (rule.percentage && !((typeof value === 'string' || typeof value === 'number') && isPercentage(value, decimals))) {
    return 'resources.percentage';
  }
  if (rule.pattern && typeof value === 'string' && !rule.pattern.regex.test(value.trim())) return rule.pattern.message;
  if (rule.notBefore) {
    const end = dayNumber(value);
    const start = dayNumber(values[rule.notBefore]);
    if (end !== null && start !== null && end < start) return 'resources.dateWindow';
  }
  return undefined;
}

/** Every declared field's first broken rule; fields without a rule are not looked at. */
export function validateFields<F extends string>(
  rules: FieldRules<F>,
  values: Partial<Record<F, unknown>>,
): FieldErrors<string> {
  const errors: FieldErrors<string> = {};
  for (const [field, rule] of Object.entries(rules) as [F, FieldRule | undefined][]) {
    if (!rule) continue;
    const broken = checkField(rule, values[field], values as Record<string, unknown>);
    if (broken) errors[rule.as ?? field] = broken;
  }
  return errors;
}

export interface UniqueField<F extends string> {
  /** The input field holding the value. */
  field: F;
  /** The field that shows the message. */
  as: string;
  message: MessageKey;
}

/** The fields a rule set declares unique, with the message each answers when taken. */
export function uniqueFields<F extends string>(rules: FieldRules<F>): UniqueField<F>[] {
  return (Object.entries(rules) as [F, FieldRule | undefined][]).flatMap(([field, rule]) =>
    rule?.unique
      ? [
          {
            field,
            as: rule.as ?? field,
            message: typeof rule.unique === 'object' ? rule.unique.message : 'resources.nameTaken',
          },
        ]
      : [],
  );
}
