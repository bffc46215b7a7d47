import { type CreditTypeInput, MAX_EXPIRATION_DAYS, validateCreditType } from '@marquee/core/catalogue/creditType';
import type { MessageKey } from '@marquee/core/messages/en';
import type { FormTabDef } from '../../../components/resources/formTabs.ts';
import type { CreditTypeRowFragment } from '../../../generated/graphql.ts';

export type CreditTypeField = 'name' | 'description' | 'isMonetary' | 'expirationDays';

/** The credit type form's values: one mapper serves new and edit. */
export interface CreditTypeValues {
  name: string;
  description: string;
  isMonetary: boolean;
  /** Days as typed; empty: the credits never expire. */
  expirationDays: string;
}

export const EMPTY_CREDIT_TYPE: CreditTypeValues = { name: '', description: '', isMonetary: false, expirationDays: '' };

export function creditTypeValues(c: CreditTypeRowFragment | null): CreditTypeValues {
  if (!c) return EMPTY_CREDIT_TYPE;
  return {
    name: c.name,
    description: c.description,
    isMonetary: c.isMonetary,
    expirationDays: c.expirationDays === null || c.expirationDays === undefined ? '' : String(c.expirationDays),
  };
}

const days = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** The mutation input: texts trimmed, empty days sent as null (never expires). */
export function toCreditTypeInput(v: CreditTypeValues): Omit<CreditTypeInput, 'version'> {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    isMonetary: v.isMonetary,
    expirationDays: days(v.expirationDays),
  };
}

/** Core's rules (the server's own check) plus the input schema's range of days (1–3650). */
export function validateCreditTypeValues(v: CreditTypeValues): Partial<Record<CreditTypeField, MessageKey>> {
  const { version: _version, ...errors } = validateCreditType(toCreditTypeInput(v));
  const n = days(v.expirationDays);
  if (v.expirationDays.trim() !== '' && (n === null || n < 1 || n > MAX_EXPIRATION_DAYS))
    errors.expirationDays = 'catalogue.creditTypes.daysRange';
  return errors;
}

export const CREDIT_TYPE_TABS: readonly FormTabDef<CreditTypeField>[] = [
  {
    id: 'basic',
    label: 'settings.basicTab',
    fields: ['name', 'description', 'isMonetary', 'expirationDays'],
    required: true,
  },
];
