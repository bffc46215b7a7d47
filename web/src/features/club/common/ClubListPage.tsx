import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import type { MessageKey } from '@marquee/core/messages/en';
import type { PermissionSet } from '@marquee/core/permissions';
import { type ReactNode, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/resources/ConfirmDialog.tsx';
import type { ResourceColumn } from '../../../components/resources/columns.tsx';
import { ListHeader } from '../../../components/resources/ListHeader.tsx';
import { Pager } from '../../../components/resources/Pager.tsx';
import { ResourceTable } from '../../../components/resources/ResourceTable.tsx';
import { useT } from '../../../i18n/useT.ts';
import { LocationPicker } from './LocationPicker.tsx';
import type { ClubLocationOption } from './useClubLocation.ts';
import type { ClubListPaging } from './useClubListUrl.ts';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface ClubColumn<Row> {
  key: string;
  header: MessageKey;
  cell: (row: Row) => ReactNode;
}

export interface ClubListPageProps<Row extends { id: number }> {
  title: MessageKey;
  empty: MessageKey;
  addLabel: MessageKey;
  locations: readonly ClubLocationOption[];
  code: string | null;
  onLocation: (code: string) => void;
  /** Undefined while loading (or before a location is chosen). */
  rows: readonly Row[] | undefined;
  failed: boolean;
  columns: readonly ClubColumn<Row>[];
  /** What the remove confirmation names. */
  rowName: (row: Row) => string;
  permissions: PermissionSet;
  onAdd: () => void;
  onEdit: (row: Row) => void;
  /** Removes the rows (one, or the selected ones) in one call; absent: the list removes nothing. */
  onRemove?: (rows: readonly Row[]) => Promise<void>;
  /** The open add/edit dialog, if any. */
  editor: ReactNode;
  /** A link beside the location picker (the offerings' deals and upsells). */
  aside?: ReactNode;
  /** The list's search and page (the URL's state) and the rows matching on every page. */
  paging: ClubListPaging & { total: number | undefined; sortable?: readonly string[] };
}

const NONE: ReadonlySet<number> = new Set();

type Removing<Row> = { rows: readonly Row[]; many: boolean } | null;

/**
 * A location-scoped list of club booking or the kiosk: the location picker and
 * search, then a page of the location's rows with edit and remove, a checkbox per row to remove
 * several at once, and an add button; permissions hide what the server would refuse.
 */
export function ClubListPage<Row extends { id: number }>(props: ClubListPageProps<Row>) {
  const t = useT();
  const styles = useStyles();
  const { rows, columns, permissions, code, paging, rowName, onEdit } = props;
  const { sortable } = paging;
  const [removing, setRemoving] = useState<Removing<Row>>(null);
  const [busy, setBusy] = useState(false);
  // A selection belongs to the rows in sight: another location, search or page starts with none.
  const view = `${code}|${paging.search}|${paging.sort}|${paging.order}|${paging.page}|${paging.rowsPerPage}`;
  const [selection, setSelection] = useState<{ view: string; ids: ReadonlySet<number> }>({ view, ids: new Set() });
  const selected = selection.view === view ? selection.ids : NONE;
  const setSelected = (ids: ReadonlySet<number>) => setSelection({ view, ids });
  const { canUpdateAndExecute } = permissions;
  const { onRemove } = props;
  const canRemove = permissions.canRemove && onRemove !== undefined;
  const table = useMemo<ResourceColumn<Row>[]>(
    () => [
      ...columns.map((c) => ({
        id: c.key,
        label: c.header,
        render: (row: Row) => c.cell(row),
        sort: sortable?.includes(c.key) ? c.key : undefined,
      })),
      {
        id: '__actions',
        label: 'club.actions',
        render: (row: Row) => (
          <div className={styles.actions}>
            {canUpdateAndExecute && (
              <Button size="small" aria-label={`${t('club.edit')} ${rowName(row)}`} onClick={() => onEdit(row)}>
                {t('club.edit')}
              </Button>
            )}
            {canRemove && (
              <Button
                size="small"
                aria-label={`${t('club.remove')} ${rowName(row)}`}
                onClick={() => setRemoving({ rows: [row], many: false })}
              >
                {t('club.remove')}
              </Button>
            )}
          </div>
        ),
      },
    ],
    [columns, sortable, canUpdateAndExecute, canRemove, rowName, onEdit, styles.actions, t],
  );
  const chosen = (rows ?? []).filter((r) => selected.has(r.id));
  return (
    <section>
      <ListHeader
        title={t(props.title)}
        addLabel={code && permissions.canAdd ? t(props.addLabel) : undefined}
        onAdd={props.onAdd}
        search={paging.search}
        onSearch={paging.onSearch}
        filters={<LocationPicker locations={props.locations} code={code} onChange={props.onLocation} />}
        selectedCount={chosen.length}
        onRemoveSelected={() => setRemoving({ rows: chosen, many: true })}
      />
      {code && props.aside}
      {!code ? (
        <Text>{t('club.pickLocationListHint')}</Text>
      ) : props.failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('club.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : rows === undefined ? (
        <Spinner label={t('common.loading')} />
      ) : rows.length === 0 && !paging.total ? (
        <Text>{t(paging.search.trim() ? 'club.noMatch' : props.empty)}</Text>
      ) : (
        <>
          <ResourceTable<Row>
            label={t(props.title)}
            columns={table}
            rows={rows}
            rowId={(r) => r.id}
            rowName={rowName}
            loading={false}
            emptyText={t(props.empty)}
            sort={paging.sort}
            order={paging.order}
            onSort={paging.onSort}
            selectable={canRemove}
            multiple={permissions.canRemoveMultiple}
            selected={selected}
            onSelect={setSelected}
          />
          <Pager
            page={paging.page}
            rowsPerPage={paging.rowsPerPage}
            total={paging.total ?? 0}
            onPage={paging.onPage}
            onRowsPerPage={paging.onRowsPerPage}
          />
        </>
      )}
      {props.editor}
      <ConfirmDialog
        open={removing !== null}
        text={
          removing === null
            ? ''
            : removing.many
              ? t('settings.removeMany')
              : t('club.removeConfirm', { name: rowName(removing.rows[0]!) })
        }
        busy={busy}
        onNo={() => setRemoving(null)}
        onYes={() => {
          if (!removing || !onRemove) return;
          setBusy(true);
          onRemove(removing.rows)
            .then(() => {
              setRemoving(null);
              setSelected(new Set());
            })
            .catch(() => {})
            .finally(() => setBusy(false));
        }}
      />
    </section>
  );
}
