import { type RevenueClassInput as CoreInput, validateRevenueClass } from '@marquee/core/catalogue/revenueClass';
import type { FormTabDef } from '../../../components/resources/formTabs.ts';
import type { RevenueClassInput, RevenueClassRowFragment } from '../../../generated/graphql.ts';

export type RevenueClassField = Exclude<keyof CoreInput, 'version'>;

/** The revenue class form's values: one mapper serves new and edit; no type until one is chosen. */
export interface RevenueClassValues {
  name: string;
  typeId: number | null;
  description: string;
}

export function revenueClassValues(c: RevenueClassRowFragment | null): RevenueClassValues {
  return { name: c?.name ?? '', typeId: c?.typeId ?? null, description: c?.description ?? '' };
}

/** The mutation input, texts trimmed (a missing type is caught by the rules before this is sent). */
export function toRevenueClassInput(v: RevenueClassValues): RevenueClassInput {
  return { name: v.name.trim(), typeId: v.typeId ?? 0, description: v.description.trim() };
}

/** Core's rules (the server checks the same); an unchosen type asks for one. */
export function validateRevenueClassValues(v: RevenueClassValues) {
  const errors = validateRevenueClass(toRevenueClassInput(v));
  if (v.typeId === null) errors.typeId = 'validation.required';
  return errors;
}

export const REVENUE_CLASS_TABS: readonly FormTabDef<RevenueClassField>[] = [
  { id: 'basic', label: 'settings.basicTab', fields: ['name', 'typeId', 'description'], required: true },
];
