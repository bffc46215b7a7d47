import { type DiscountInput as CoreDiscountInput, validateDiscount } from '@marquee/core/catalogue/discount';
import { DISCOUNT_TYPE } from '@marquee/core/catalogue/reference';
import { AMOUNT_DECIMALS, amountInput, percentageInput } from '@marquee/core/resources/fields';
import type { FormTabDef } from '../../../components/resources/formTabs.ts';
import type { DiscountInput, DiscountRowFragment } from '../../../generated/graphql.ts';

export type DiscountField = Exclude<keyof CoreDiscountInput, 'version'>;

/** The discount form's values: one mapper serves new and edit. Dates are yyyy-mm-dd ('' = none). */
export interface DiscountValues {
  name: string;
  typeId: number;
  value: string;
  startDate: string;
  endDate: string;
  enabled: boolean;
  revenueClassIds: number[];
}

/** A percentage discount is stored in hundredths of a percent, so it takes 2 decimals like money. */
export const PERCENT_DECIMALS = AMOUNT_DECIMALS;

export const isPercent = (typeId: number) => typeId === DISCOUNT_TYPE.percentage;

/** What the value field keeps of a text for a type: switching type re-reads the value. */
export const keepValue = (typeId: number, typed: string) =>
  isPercent(typeId) ? percentageInput(typed, PERCENT_DECIMALS) : amountInput(typed);

/** Today in the browser's time zone, yyyy-mm-dd: a new discount starts today unless changed. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function discountValues(d: DiscountRowFragment | null): DiscountValues {
  if (!d) {
    return {
      name: '',
      typeId: DISCOUNT_TYPE.percentage,
      value: '',
      startDate: today(),
      endDate: '',
      enabled: true,
      revenueClassIds: [],
    };
  }
  return {
    name: d.name,
    typeId: d.typeId,
    value: d.value,
    startDate: d.startDate,
    endDate: d.endDate ?? '',
    enabled: d.enabled,
    revenueClassIds: d.revenueClasses.map((c) => c.revenueClassId),
  };
}

/** The mutation input: the name trimmed, an empty end date is open-ended (null). */
export function toDiscountInput(v: DiscountValues): DiscountInput & { endDate: string | null } {
  return {
    name: v.name.trim(),
    typeId: v.typeId,
    value: v.value.trim(),
    startDate: v.startDate,
    endDate: v.endDate || null,
    enabled: v.enabled,
    revenueClassIds: v.revenueClassIds,
  };
}

/** Core's rules (the server checks the same): the value by type, end not before start, a class at least. */
export const validateDiscountValues = (v: DiscountValues) => validateDiscount(toDiscountInput(v));

export const DISCOUNT_TABS: readonly FormTabDef<DiscountField>[] = [
  { id: 'basic', label: 'settings.basicTab', fields: ['name', 'typeId', 'value', 'enabled'], required: true },
  { id: 'dates', label: 'catalogue.discounts.datesTab', fields: ['startDate', 'endDate'], required: true },
  { id: 'classes', label: 'catalogue.field.revenueClasses', fields: ['revenueClassIds'], required: true },
];
