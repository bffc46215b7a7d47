/**
 * What every kind of import shares (sales, guests, products; kinds.ts): a row of the file as
 * staged and the problems that refuse it. Cells are keyed by the kind's column names; the CSV
 * reader, the header reading and the error report's cells are core/src/feed/import.ts's.
 */
import type { MessageKey } from '../messages/en.ts';

/** A problem of a row: the column it is about (null: the row or its record as a whole) and why. */
export interface RowProblem {
  column: string | null;
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** A row's non-empty cells, trimmed, by column name. */
export type RowCells = Readonly<Record<string, string | undefined>>;

/** Yes/no cells (marketing consent, enabled) as a spreadsheet writes them, in any case. */
const YES = new Set(['yes', 'y', 'true', '1', 'x', 'si', 'sí']);
const NO = new Set(['no', 'n', 'false', '0']);

/** A yes/no cell: its value, `fallback` when blank, undefined when it is neither. */
export function yesNo(value: string | undefined, fallback: boolean): boolean | undefined {
  if (value === undefined) return fallback;
  const v = value.trim().toLowerCase();
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  return undefined;
}

/** Several names or codes in one cell ('Snacks|Drinks'): the separator no name here contains. */
export const LIST_SEPARATOR = '|';

export const listOf = (value: string | undefined): string[] =>
  value === undefined
    ? []
    : [
        ...new Set(
          value
            .split(LIST_SEPARATOR)
            .map((v) => v.trim())
            .filter((v) => v !== ''),
        ),
      ];

/** A name as matched against the master client's records: trimmed, any case. */
export const nameKey = (value: string) => value.trim().toLowerCase();
