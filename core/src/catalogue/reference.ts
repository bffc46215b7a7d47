/**
 * Reference lists of the catalogue forms (spec/3 §3 "Lookup sets", §7 lookups): fixed ids, so
 * the web, the REST API and the database checks (rest-api/src/db/schema-catalogue.ts) agree.
 * Each entry names the message that labels it; the lookups answer the English text.
 */
import { type MessageKey, message } from '../messages/en.ts';

export interface ReferenceEntry {
  id: number;
  label: MessageKey;
}

/** GET /tax-types: what a tax rate is levied as. */
export const TAX_TYPES = [
  { id: 1, label: 'catalogue.taxType.sales' },
  { id: 2, label: 'catalogue.taxType.amusement' },
  { id: 3, label: 'catalogue.taxType.food' },
  { id: 4, label: 'catalogue.taxType.fee' },
] as const satisfies readonly ReferenceEntry[];

/** GET /revenue-classes?src=lookup types: where the revenue of a class is reported. */
export const REVENUE_CLASS_TYPES = [
  { id: 1, label: 'catalogue.revenueType.attractions' },
  { id: 2, label: 'catalogue.revenueType.foodBeverage' },
  { id: 3, label: 'catalogue.revenueType.games' },
  { id: 4, label: 'catalogue.revenueType.retail' },
  { id: 5, label: 'catalogue.revenueType.events' },
] as const satisfies readonly ReferenceEntry[];

export const DISCOUNT_TYPE = { percentage: 1, amount: 2 } as const;

/** GET /discount-types?src=lookup. */
export const DISCOUNT_TYPES = [
  { id: DISCOUNT_TYPE.percentage, label: 'catalogue.discountType.percentage' },
  { id: DISCOUNT_TYPE.amount, label: 'catalogue.discountType.amount' },
] as const satisfies readonly ReferenceEntry[];

export const EXPIRATION_TYPE = { days: 1, months: 2, years: 3, never: 4 } as const;

/** GET /expiration-type: how a membership's period is counted (never: no period). */
export const EXPIRATION_TYPES = [
  { id: EXPIRATION_TYPE.days, label: 'catalogue.expiration.days' },
  { id: EXPIRATION_TYPE.months, label: 'catalogue.expiration.months' },
  { id: EXPIRATION_TYPE.years, label: 'catalogue.expiration.years' },
  { id: EXPIRATION_TYPE.never, label: 'catalogue.expiration.never' },
] as const satisfies readonly ReferenceEntry[];

export const isReferenceId = (list: readonly ReferenceEntry[], id: number) => list.some((e) => e.id === id);

/** The English name of a reference id (lookups and rows answer it; the web may relabel by `label`). */
export function referenceName(list: readonly ReferenceEntry[], id: number): string {
  const entry = list.find((e) => e.id === id);
  return entry ? message(entry.label) : '';
}

/** A reference list as the lookups answer it. */
export const referenceOptions = (list: readonly ReferenceEntry[]) =>
  list.map((e) => ({ id: e.id, name: message(e.label) }));
