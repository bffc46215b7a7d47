import type { LocaleFormat } from '../../../i18n/useFormat.ts';

/** A price cut as lists show it: '20 %', or an amount in the location's currency ('$5.00'). */
export function cutText(format: LocaleFormat, type: 'PERCENT' | 'AMOUNT', value: string, currency: string): string {
  if (type === 'PERCENT') return `${format.number(Number(value))} %`;
  return format.money(Math.round(Number(value) * 100), currency);
}
