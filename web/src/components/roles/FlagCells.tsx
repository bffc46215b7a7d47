import { Checkbox, TableCell } from '@fluentui/react-components';
import { isLocked, MATRIX_FLAGS, type MatrixFlag } from '@marquee/core/settings/matrixRules';
import { useT } from '../../i18n/useT.ts';
import { boxState, checkedOf, currentFlags, type Draft, type RowData } from './matrixView.ts';

/** The matrix's columns and their headers (spec/3 §2: View, Detailed View, Edit, Delete, Add). */
export const COLUMNS: readonly { flag: MatrixFlag; label: `roles.col.${MatrixFlag}` }[] = MATRIX_FLAGS.map((flag) => ({
  flag,
  label: `roles.col.${flag}` as const,
}));

export interface FlagCellsProps {
  /** The rows the boxes stand for: one module row, a sub-table's rows, or every row of a role. */
  rows: readonly RowData[];
  draft: Draft;
  /** The name the boxes are labelled with, e.g. 'Groups'. */
  label: string;
  disabled: boolean;
  onClick: (rows: readonly RowData[], flag: MatrixFlag) => void;
}

/** Five checkboxes; a flag that applies to none of the rows is left blank (null: not applicable). */
export function FlagCells({ rows, draft, label, disabled, onClick }: FlagCellsProps) {
  const t = useT();
  const single = rows.length === 1 ? currentFlags(rows[0]!, draft) : null;
  return (
    <>
      {COLUMNS.map(({ flag, label: column }) => {
        const state = boxState(rows, draft, flag);
        // A box stays locked on while a higher permission that needs it is ticked (spec/3 §4).
        const locked = single !== null && isLocked(single, flag);
        return (
          <TableCell key={flag}>
            {state !== 'none' && (
              <Checkbox
                aria-label={`${t(column)}: ${label}`}
                checked={checkedOf(state)}
                disabled={disabled || locked}
                onChange={() => onClick(rows, flag)}
              />
            )}
          </TableCell>
        );
      })}
    </>
  );
}
