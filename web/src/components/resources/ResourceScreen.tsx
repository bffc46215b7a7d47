import { EDIT_CLOSE_DELAY_MS } from '@marquee/core/constants';
import { message as englishMessage } from '@marquee/core/messages/en';
import { pageAfterRemoval } from '@marquee/core/resources/listState';
import { RESOURCE_SCREENS, removeConfirmKey, removedKey } from '@marquee/core/resources/screens';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTenancy } from '../../app/tenancy/useTenancy.ts';
import { ExportMenu } from '../../features/exports/ExportMenu.tsx';
import type { Filters } from '../../hooks/listUrl.ts';
import { useLingering } from '../../hooks/useLingering.ts';
import { useNotify } from '../../hooks/useNotify.tsx';
import { usePermission } from '../../hooks/usePermission.ts';
import { useResourceUrlState } from '../../hooks/useResourceUrlState.ts';
import { useUnsavedGuard } from '../../hooks/useUnsavedGuard.ts';
import { useT } from '../../i18n/useT.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { LeaveDialog } from './LeaveDialog.tsx';
import type { ResourceRow, ResourceScreenConfig } from './resourceScreenConfig.ts';
import { ResourceTablePage } from './ResourceTablePage.tsx';

export interface ResourceScreenProps<Row extends ResourceRow, F extends Filters> {
  config: ResourceScreenConfig<Row, F>;
}

/**
 * The table/new/edit pattern of spec/3 §2, once for every resource screen: URL-held list state,
 * permissions, the list query, removal with its confirmations, the editor as a page or over the
 * table, and the question before unsaved edits are left. A master-client change returns to the
 * table on page 0.
 */
export function ResourceScreen<Row extends ResourceRow, F extends Filters>({ config }: ResourceScreenProps<Row, F>) {
  const t = useT();
  const notify = useNotify();
  const screen = RESOURCE_SCREENS[config.screen];
  const url = useResourceUrlState(config.filters, config.defaultSort ?? null);
  const search = useSearch();
  const permissions = usePermission(screen.actions);
  const answer = config.useRows(url.list);
  const remove = config.useRemove();
  const { selectedId } = useTenancy();
  const [, navigate] = useLocation();
  const [dirty, setDirty] = useState(false);
  // Leaving after the question gives the edits up: the held editor goes too.
  const guard = useUnsavedGuard(dirty, (to) => {
    setDirty(false);
    navigate(to);
  });

  const listKey = JSON.stringify(url.list);
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({ key: listKey, ids: new Set() });
  const selected = selection.key === listKey ? selection.ids : new Set<number>();
  const [pending, setPending] = useState<{ rows: readonly ResourceRow[]; fromEditor: boolean } | null>(null);
  const [removing, setRemoving] = useState(false);

  const tenant = useRef(selectedId);
  const { resetForTenant } = url;
  useEffect(() => {
    if (tenant.current === selectedId) return;
    tenant.current = selectedId;
    setDirty(false);
    resetForTenant();
  }, [selectedId, resetForTenant]);

  const fromUrl: 'new' | number | null = url.mode === 'new' ? 'new' : url.id;
  // With unsaved edits the editor stays while the URL moves away (the browser's back button can
  // reach React before the guard's popstate listener puts the URL back and asks).
  const held = useRef(fromUrl);
  const editing = dirty && held.current !== null ? held.current : fromUrl;
  useEffect(() => {
    held.current = editing;
  });
  // The detail stays mounted for the edit-close delay, so a closing dialog keeps its content.
  const shown = useLingering(editing, EDIT_CLOSE_DELAY_MS);
  const multi = config.removeMultiple !== false && permissions.canRemoveMultiple;

  const confirmRemove = async () => {
    if (!pending) return;
    setRemoving(true);
    try {
      const { removed, message } = await remove(pending.rows);
      const key = removedKey(config.screen, removed);
      // The server answers in English: a text the catalogue knows is shown in the viewer's language.
      notify(message && message !== englishMessage(key) ? message : t(key));
      setSelection({ key: listKey, ids: new Set() });
      if (pending.fromEditor) {
        setDirty(false);
        url.toTable();
      }
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
    const leave = () => {
      setDirty(false);
      url.toTable();
      if (changed) void answer.refetch().catch(() => undefined);
    };
    // A save has nothing left to lose; Back and a dismissed dialog ask first.
    if (changed) leave();
    else guard.confirm(leave);
  };

  const editor =
    shown === null ? null : (
      <Fragment key={String(shown)}>
        {config.editor({
          id: shown === 'new' ? null : shown,
          open: editing !== null && editing === shown,
          permissions,
          onClose: close,
          onRemove: (row) => setPending({ rows: [row], fromEditor: true }),
          onDirty: setDirty,
          screen: config.screen,
        })}
      </Fragment>
    );
  const Filters = config.Filters;
  const dialogs = (
    <>
      <ConfirmDialog
        open={pending !== null}
        text={t(removeConfirmKey(pending?.rows.length ?? 1))}
        busy={removing}
        onNo={() => setPending(null)}
        onYes={confirmRemove}
      />
      {guard.asking && <LeaveDialog open onStay={guard.stay} onLeave={guard.leave} />}
    </>
  );

  if (config.presentation === 'page' && editing !== null) {
    return (
      <>
        {editor}
        {dialogs}
      </>
    );
  }
  const rowsById = new Map(answer.rows.map((r) => [r.id, r]));
  const { subTable } = config;
  return (
    <>
      <ResourceTablePage
        title={t(config.title ?? screen.title)}
        addLabel={permissions.canAdd ? t(config.addLabel) : undefined}
        onAdd={url.openNew}
        list={url.list}
        total={answer.total}
        onSearch={url.setSearch}
        onPage={url.setPage}
        onRowsPerPage={url.setRowsPerPage}
        filters={Filters ? <Filters filters={url.list.filters} onChange={url.setFilter} /> : undefined}
        exportMenu={
          config.exportList && (
            <ExportMenu list={config.exportList.list} search={search} params={config.exportList.params} />
          )
        }
        onRemoveSelected={() =>
          setPending({ rows: [...selected].flatMap((id) => rowsById.get(id) ?? []), fromEditor: false })
        }
        table={{
          label: t(config.title ?? screen.title),
          columns: config.columns,
          rows: answer.rows,
          rowId: (r) => r.id,
          rowName: config.rowName,
          loading: answer.loading,
          emptyText: t(screen.empty),
          onSort: url.setSort,
          selectable: permissions.canRemove,
          multiple: multi,
          selected,
          onSelect: (ids) => setSelection({ key: listKey, ids }),
          onOpen: permissions.canDetailView ? (row) => url.openEdit(row.id) : undefined,
          renderSubTable: subTable ? (row) => subTable.render(row, t) : undefined,
          hasSubTable: subTable?.has,
        }}
      />
      {config.presentation === 'dialog' && editor}
      {dialogs}
    </>
  );
}
