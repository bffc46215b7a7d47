import type { SelectOption } from '../../../components/resources/FormSelect.tsx';
import type { LocaleFormat } from '../../../i18n/useFormat.ts';

/** 1 January 2024 was a Monday: ISO weekday n is that date plus n − 1 days. */
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;
const STEP_MINUTES = 30;
const LAST_MINUTE = 24 * 60 - 1;

/** ISO weekdays 1–7 named in the viewer's language. */
export function weekdays(format: LocaleFormat): SelectOption[] {
  const name = format.fields({ weekday: 'long' });
  return [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: name(new Date(MONDAY + (d - 1) * DAY_MS)) }));
}

/**
 * The available-from and available-to choices (as the server's lookups: every half hour; the end
 * also 11:59 PM, the end of the day), as minutes since midnight, shown in the viewer's locale.
 */
export function availabilityTimes(which: 'from' | 'to', format: LocaleFormat): SelectOption[] {
  const halfHours = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, i) => i * STEP_MINUTES);
  const minutes = which === 'from' ? halfHours : [...halfHours.slice(1), LAST_MINUTE];
  return minutes.map((m) => ({
    value: m,
    label: format.clock(`${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`),
  }));
}
