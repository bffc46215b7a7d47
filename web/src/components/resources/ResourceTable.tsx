import {
  Button,
  Checkbox,
  createTableColumn,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
  type TableColumnDefinition,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { SortOrder } from '@marquee/core/resources/listState';
import { Fragment, type KeyboardEvent, type ReactNode, useMemo, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { ResourceColumn } from './columns.tsx';
import { TableSkeleton } from './TableSkeleton.tsx';

const useStyles = makeStyles({
  clickable: { cursor: 'pointer' },
  // A word longer than its column (an e-mail address) breaks inside its cell instead of running over the next one.
  cell: { minWidth: 0, overflowWrap: 'anywhere' },
  narrow: { flexGrow: 0, flexBasis: '44px', minWidth: '44px' },
  sub: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  empty: { display: 'block', padding: tokens.spacingVerticalXL, textAlign: 'center' },
  // On a phone the grid keeps readable columns and scrolls sideways instead of overlapping them.
  scroll: { overflowX: 'auto', maxWidth: '100%' },
});

/** Narrowest a data column gets before the table scrolls sideways. */
const MIN_COLUMN_PX = 140;
const NARROW_PX = 44;

const SELECT = '__select';
const TOGGLE = '__toggle';

export interface ResourceTableProps<Row> {
  /** Accessible name of the grid. */
  label: string;
  columns: readonly ResourceColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => number;
  /** A row's name for labels ('Select Downtown'). */
  rowName: (row: Row) => string;
  /** True while the first answer is awaited. */
  loading: boolean;
  emptyText: string;
  sort: string | null;
  order: SortOrder;
  onSort: (sort: string) => void;
  /** Rows carry a checkbox for removal. */
  selectable: boolean;
  /** Several rows may be selected at once (canRemoveMultiple); else one at a time. */
  multiple: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: Set<number>) => void;
  /** Opens a row (edit mode); absent without detail-view permission. */
  onOpen?: (row: Row) => void;
  /** The expandable sub-table of a row. */
  renderSubTable?: (row: Row) => ReactNode;
  /** Rows with something in their sub-table; the others get no expander. All rows when absent. */
  hasSubTable?: (row: Row) => boolean;
}

/** The table of the resource pattern: a Fluent DataGrid with server-side sorting (spec/3 §2). */
export function ResourceTable<Row>(props: ResourceTableProps<Row>) {
  const { label, columns, rows, rowId, rowName, loading, emptyText, sort, order, onSort } = props;
  const { selectable, multiple, selected, onSelect, onOpen, renderSubTable, hasSubTable } = props;
  const styles = useStyles();
  const t = useT();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const pick = (id: number, on: boolean) => {
    const next = new Set(multiple ? selected : []);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };
  const allIds = rows.map(rowId);
  const allOn = allIds.length > 0 && allIds.every((id) => selected.has(id));
  const someOn = allIds.some((id) => selected.has(id));

  const defs = useMemo(() => {
    const list: TableColumnDefinition<Row>[] = [];
    if (selectable) {
      list.push(
        createTableColumn<Row>({
          columnId: SELECT,
          renderHeaderCell: () => null,
          renderCell: () => null,
        }),
      );
    }
    if (renderSubTable) {
      list.push(createTableColumn<Row>({ columnId: TOGGLE, renderHeaderCell: () => null, renderCell: () => null }));
    }
    for (const c of columns) {
      list.push(
        createTableColumn<Row>({
          columnId: c.id,
          // A compare that keeps the server's order makes the header sortable without client sorting.
          // Fluent counts a column sortable only when its compare declares two parameters.
          compare: c.sort ? (_a: Row, _b: Row) => 0 : undefined,
          renderHeaderCell: () => t(c.label),
          renderCell: (row) => c.render(row, t),
        }),
      );
    }
    return list;
  }, [columns, selectable, renderSubTable, t]);

  if (loading && rows.length === 0) return <TableSkeleton />;
  const minWidth = columns.length * MIN_COLUMN_PX + (selectable ? NARROW_PX : 0) + (renderSubTable ? NARROW_PX : 0);

  const sortColumn = columns.find((c) => c.sort && c.sort === sort)?.id;
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
  const onKey = (row: Row) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' && e.target === e.currentTarget && onOpen) onOpen(row);
  };

  return (
    <div className={styles.scroll}>
      <DataGrid
        aria-label={label}
        style={{ minWidth: `${minWidth}px` }}
        items={rows as Row[]}
        columns={defs}
        getRowId={rowId}
        sortable
        sortState={sortColumn ? { sortColumn, sortDirection: order === 'asc' ? 'ascending' : 'descending' } : undefined}
        onSortChange={(_, s) => {
          const column = columns.find((c) => c.id === s.sortColumn);
          if (column?.sort) onSort(column.sort);
        }}
        focusMode="row_unstable"
      >
        <DataGridHeader>
          <DataGridRow>
            {({ columnId }) =>
              columnId === SELECT ? (
                <DataGridHeaderCell className={styles.narrow}>
                  {multiple && (
                    <Checkbox
                      aria-label={t('settings.selectAll')}
                      checked={allOn ? true : someOn ? 'mixed' : false}
                      onChange={(_, d) => onSelect(d.checked ? new Set(allIds) : new Set())}
                    />
                  )}
                </DataGridHeaderCell>
              ) : columnId === TOGGLE ? (
                <DataGridHeaderCell className={styles.narrow} />
              ) : (
                <DataGridHeaderCell>{defs.find((d) => d.columnId === columnId)?.renderHeaderCell()}</DataGridHeaderCell>
              )
            }
          </DataGridRow>
        </DataGridHeader>
        <DataGridBody<Row>>
          {({ item, rowId: key }) => {
            const id = rowId(item);
            const expandable = renderSubTable !== undefined && (hasSubTable?.(item) ?? true);
            const open = expandable && expanded.has(id);
            const name = rowName(item);
            return (
              <Fragment key={key}>
                <DataGridRow<Row>
                  className={onOpen ? styles.clickable : undefined}
                  onClick={onOpen ? () => onOpen(item) : undefined}
                  onKeyDown={onKey(item)}
                  aria-label={name}
                >
                  {({ columnId, renderCell }) =>
                    columnId === SELECT ? (
                      <DataGridCell className={styles.narrow} onClick={stop}>
                        <Checkbox
                          aria-label={t('settings.selectRow', { name })}
                          checked={selected.has(id)}
                          onChange={(_, d) => pick(id, d.checked === true)}
                        />
                      </DataGridCell>
                    ) : columnId === TOGGLE ? (
                      <DataGridCell className={styles.narrow} onClick={stop}>
                        {expandable && (
                          <Button
                            appearance="subtle"
                            size="small"
                            icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
                            aria-expanded={open}
                            aria-label={t(open ? 'settings.collapseRow' : 'settings.expandRow', { name })}
                            onClick={() => toggle(id)}
                          />
                        )}
                      </DataGridCell>
                    ) : (
                      <DataGridCell className={styles.cell}>{renderCell(item)}</DataGridCell>
                    )
                  }
                </DataGridRow>
                {open && renderSubTable && (
                  <section className={styles.sub} aria-label={name}>
                    {renderSubTable(item)}
                  </section>
                )}
              </Fragment>
            );
          }}
        </DataGridBody>
        {!loading && rows.length === 0 && (
          <Text className={styles.empty} role="status">
            {emptyText}
          </Text>
        )}
      </DataGrid>
    </div>
  );
}
