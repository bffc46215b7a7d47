import { useFormat } from '../../i18n/useFormat.ts';

export interface DayTextProps {
  /** An ISO date or date-time, or a Date. */
  value: string | Date | null | undefined;
}

/** A date in a table cell, in the language's one date format (a cell's render is no hook). */
export function DayText({ value }: DayTextProps) {
  return useFormat().day(value);
}
