import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface SubTableColumn<Item> {
  label: string;
  render: (item: Item) => ReactNode;
}

export interface SubTableProps<Item> {
  /** Accessible name. */
  label: string;
  columns: readonly SubTableColumn<Item>[];
  items: readonly Item[];
  itemKey: (item: Item) => string | number;
  emptyText: string;
}

/** The rows of an expanded row (groups → locations, users → locations). */
export function SubTable<Item>({ label, columns, items, itemKey, emptyText }: SubTableProps<Item>) {
  if (items.length === 0) return <Text size={200}>{emptyText}</Text>;
  return (
    <Table size="small" aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHeaderCell key={c.label}>{c.label}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={itemKey(item)}>
            {columns.map((c) => (
              <TableCell key={c.label}>{c.render(item)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
