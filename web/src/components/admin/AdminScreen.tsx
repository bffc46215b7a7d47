import { EDIT_CLOSE_DELAY_MS } from '@marquee/core/constants';
import { pageAfterRemoval } from '@marquee/core/settings/listState';
import { removeConfirmKey } from '@marquee/core/settings/messages';
import { useEffect, useRef, useState } from 'react';
import { useTenancy } from '../../app/tenancy/useTenancy.ts';
import type { Filters } from '../../hooks/listUrl.ts';
import { useAdminUrlState } from '../../hooks/useAdminUrlState.ts';
import { useLingering } from '../../hooks/useLingering.ts';
import { useNotify } from '../../hooks/useNotify.tsx';
import { usePermission } from '../../hooks/usePermission.ts';
import { useT } from '../../i18n/useT.ts';
import type { AdminScreenConfig } from './adminScreenConfig.ts';
import { AdminTablePage } from './AdminTablePage.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export interface AdminScreenProps<Row, F extends Filters> {
  config: AdminScreenConfig<Row, F>;
}

/**
 * The table/new/edit pattern of spec/3 §2, once for every admin screen: URL-held list state,
 * permissions, the list query, removal with its confirmations, and the editor as a page or over
 * the table. A master-client change returns to the table on page 0.
 */
export function AdminScreen<Row, F extends Filters>({ config }: AdminScreenProps<Row, F>) {
  const t = useT();
  const notify = useNotify();
  const url = useAdminUrlState(config.filters, config.defaultSort ?? null);
  const permissions = usePermission(config.permissionIndex);
  const answer = config.useRows(url.list);
  const remove = config.useRemove();
  const { selectedId } = useTenancy();

  const listKey = JSON.stringify(url.list);
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({ key: listKey, ids: new Set() });
  const selected = selection.key === listKey ? selection.ids : new Set<number>();
  const [pending, setPending] = useState<{ rows: readonly Row[]; fromEditor: boolean } | null>(null);
  const [removing, setRemoving] = useState(false);

  const tenant = useRef(selectedId);
  const { resetForTenant } = url;
  useEffect(() => {
    if (tenant.current === selectedId) return;
    tenant.current = selectedId;
    resetForTenant();
  }, [selectedId, resetForTenant]);

  const editing: 'new' | number | null = url.mode === 'new' ? 'new' : url.id;
  // The detail stays mounted for the edit-close delay, so a closing dialog keeps its content.
  const shown = useLingering(editing, EDIT_CLOSE_DELAY_MS);
  const multi = config.removeMultiple !== false && permissions.canRemoveMultiple;

  const confirmRemove = async () => {
    if (!pending) return;
    setRemoving(true);
    try {
      const { removed } = await remove(pending.rows);
      notify(t(config.texts.removed(removed)));
      setSelection({ key: listKey, ids: new Set() });
      if (pending.fromEditor) url.toTable();
      const page = pageAfterRemoval(url.list, answer.total, removed);
      if (page !== url.list.page) url.setPage(page);
      else await answer.refetch().catch(() => undefined);
    } catch {
      // The shared error reaction has shown the server's message.
    } finally {
      setRemoving(false);
      setPending(null);
    }
  };

  const close = (changed: boolean) => {
    url.toTable();
    if (changed) void answer.refetch().catch(() => undefined);
  };

  const Editor = config.Editor;
  const editor =
    shown === null ? null : (
      <Editor
        key={String(shown)}
        id={shown === 'new' ? null : shown}
        open={editing !== null && editing === shown}
        permissions={permissions}
        onClose={close}
        onRemove={(row) => setPending({ rows: [row], fromEditor: true })}
      />
    );
  const Filters = config.Filters;
  const confirm = (
    <ConfirmDialog
      open={pending !== null}
      text={t(removeConfirmKey(pending?.rows.length ?? 1))}
      busy={removing}
      onNo={() => setPending(null)}
      onYes={confirmRemove}
    />
  );

  if (config.presentation === 'page' && url.mode !== 'table') {
    return (
      <>
        {editor}
        {confirm}
      </>
    );
  }
  const rowsById = new Map(answer.rows.map((r) => [config.rowId(r), r]));
  return (
    <>
      <AdminTablePage
        title={t(config.texts.title)}
        addLabel={permissions.canAdd ? t(config.texts.add) : undefined}
        onAdd={url.openNew}
        list={url.list}
        total={answer.total}
        onSearch={url.setSearch}
        onPage={url.setPage}
        onRowsPerPage={url.setRowsPerPage}
        filters={Filters ? <Filters filters={url.list.filters} onChange={url.setFilter} /> : undefined}
        onRemoveSelected={() =>
          setPending({ rows: [...selected].flatMap((id) => rowsById.get(id) ?? []), fromEditor: false })
        }
        table={{
          label: t(config.texts.title),
          columns: config.columns,
          rows: answer.rows,
          rowId: config.rowId,
          rowName: config.rowName,
          loading: answer.loading,
          emptyText: t(config.texts.empty),
          onSort: url.setSort,
          selectable: permissions.canRemove,
          multiple: multi,
          selected,
          onSelect: (ids) => setSelection({ key: listKey, ids }),
          onOpen: permissions.canDetailView ? (row) => url.openEdit(config.rowId(row)) : undefined,
          renderSubTable: config.renderSubTable ? (row) => config.renderSubTable?.(row, t) : undefined,
        }}
      />
      {config.presentation === 'dialog' && editor}
      {confirm}
    </>
  );
}
