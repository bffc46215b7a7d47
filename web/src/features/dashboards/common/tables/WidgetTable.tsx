import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto', maxHeight: '360px', overflowY: 'auto' },
  number: { textAlign: 'end', justifyContent: 'flex-end' },
  total: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground2 },
});

export interface WidgetTableColumn {
  header: string;
  numeric?: boolean;
}

export interface WidgetTableProps {
  label: string;
  columns: readonly WidgetTableColumn[];
  rows: readonly ReactNode[][];
  /** A totals row, set apart. */
  total?: readonly ReactNode[] | null;
}

/** The tables of the dashboards: location statistics, employee and location performance, postal codes. */
export function WidgetTable({ label, columns, rows, total }: WidgetTableProps) {
  const styles = useStyles();
  const cell = (value: ReactNode, i: number) => (
    <TableCell key={i} className={columns[i]?.numeric ? styles.number : undefined}>
      {value}
    </TableCell>
  );
  return (
    // Focusable, so keyboard users can scroll a long table (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take focus to scroll by keyboard
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a scrolling table
    <div className={styles.wrap} tabIndex={0} role="group" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHeaderCell key={c.header} className={c.numeric ? styles.number : undefined}>
                {c.header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered
            <TableRow key={r}>{row.map(cell)}</TableRow>
          ))}
          {total && <TableRow className={styles.total}>{total.map(cell)}</TableRow>}
        </TableBody>
      </Table>
    </div>
  );
}
