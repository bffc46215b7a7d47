import type { ListState } from '@marquee/core/resources/listState';
import type { ReactNode } from 'react';
import type { Filters } from '../../hooks/listUrl.ts';
import { ResourceTable, type ResourceTableProps } from './ResourceTable.tsx';
import { ListHeader } from './ListHeader.tsx';
import { Pager } from './Pager.tsx';

export interface ResourceTablePageProps<Row, F extends Filters> {
  title: string;
  /** Absent without canAdd. */
  addLabel?: string;
  onAdd: () => void;
  list: ListState<F>;
  total: number;
  onSearch: (text: string) => void;
  onPage: (page: number) => void;
  onRowsPerPage: (rows: number) => void;
  filters?: ReactNode;
  onRemoveSelected: () => void;
  /** The list's Export menu, when the screen has an export. */
  exportMenu?: ReactNode;
  table: Omit<ResourceTableProps<Row>, 'sort' | 'order'>;
}

/** Table mode of the resource pattern: header, grid and pager. Props only. */
export function ResourceTablePage<Row, F extends Filters>(props: ResourceTablePageProps<Row, F>) {
  const { title, addLabel, onAdd, list, total, onSearch, onPage, onRowsPerPage, filters, onRemoveSelected } = props;
  const { exportMenu, table } = props;
  return (
    <>
      <ListHeader
        title={title}
        addLabel={addLabel}
        onAdd={onAdd}
        search={list.search}
        onSearch={onSearch}
        filters={filters}
        selectedCount={table.selected.size}
        onRemoveSelected={onRemoveSelected}
        exportMenu={exportMenu}
      />
      <ResourceTable {...table} sort={list.sort} order={list.order} />
      <Pager
        page={list.page}
        rowsPerPage={list.rowsPerPage}
        total={total}
        onPage={onPage}
        onRowsPerPage={onRowsPerPage}
      />
    </>
  );
}
