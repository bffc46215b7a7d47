import { useSearch } from 'wouter';
import { ExportMenu } from '../../exports/ExportMenu.tsx';
import { GUESTS_MENU } from '@marquee/core/marketing/guests';
import { listVariables } from '../../../components/resources/listVariables.ts';
import {
  type GuestSort,
  useAddGuestNoteMutation,
  useGuestDetailQuery,
  useGuestsQuery,
} from '../../../generated/graphql.ts';
import { NO_FILTERS } from '../../../hooks/listUrl.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useResourceUrlState } from '../../../hooks/useResourceUrlState.ts';
import { useTenantReset } from '../../../hooks/useTenantReset.ts';
import { GuestNotesPanel } from './GuestNotesPanel.tsx';
import { GuestsPage } from './GuestsPage.tsx';

/** /marketing/guests (menu 112): URL list state → the guests query; the open guest's notes. */
export function GuestsContainer() {
  const search = useSearch();
  const url = useResourceUrlState(NO_FILTERS, 'NAME');
  const permission = usePermission(GUESTS_MENU);
  const notify = useNotify();
  useTenantReset(url.resetForTenant);
  const { data, previousData, loading, error } = useGuestsQuery({
    variables: listVariables<GuestSort>(url.list),
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.guests;
  const openId = url.mode === 'edit' ? url.id : null;
  const detail = useGuestDetailQuery({ variables: { id: openId ?? 0 }, skip: openId === null });
  const [addNote] = useAddGuestNoteMutation({ refetchQueries: ['GuestDetail', 'Guests'], awaitRefetchQueries: true });

  const onAddNote = async (text: string) => {
    if (openId === null) return false;
    try {
      const result = await addNote({ variables: { guestId: openId, text } });
      notify(result.data?.addGuestNote.message ?? '');
      return true;
    } catch {
      // The error link has shown the server's message.
      return false;
    }
  };

  return (
    <GuestsPage
      list={url.list}
      rows={page?.rows ?? []}
      total={page?.total ?? 0}
      loading={loading && !page}
      failed={Boolean(error)}
      onSearch={url.setSearch}
      onSort={url.setSort}
      onPage={url.setPage}
      onRowsPerPage={url.setRowsPerPage}
      exportMenu={<ExportMenu list="guests" search={search} />}
      onOpen={permission.canDetailView ? (g) => url.openEdit(g.id) : undefined}
      detail={
        openId !== null && (
          <GuestNotesPanel
            key={openId}
            guest={detail.data?.guest.guest ?? null}
            notes={detail.data?.guest.notes ?? []}
            loading={detail.loading && !detail.data}
            onAddNote={permission.canAdd ? onAddNote : undefined}
            onClose={url.toTable}
          />
        )
      }
    />
  );
}
