import { SEGMENTS_MENU } from '@marquee/core/marketing/guests';
import { segmentListLocation } from '@marquee/core/marketing/segments';
import { Button } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { SegmentFieldsFragment } from '../../../generated/graphql.ts';
import { ConfirmDialog } from '../../../components/resources/ConfirmDialog.tsx';
import { useDeleteGuestSegmentsMutation, useGuestSegmentsQuery } from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useResourceUrlState } from '../../../hooks/useResourceUrlState.ts';
import { useTenantReset } from '../../../hooks/useTenantReset.ts';
import { useT } from '../../../i18n/useT.ts';
import { SegmentCountContainer } from './SegmentCountContainer.tsx';
import { SegmentEditorContainer } from './SegmentEditorContainer.tsx';
import { SegmentGuestsContainer } from './SegmentGuestsContainer.tsx';
import { SegmentsPage } from './SegmentsPage.tsx';
import { SendMessageContainer } from './SendMessageContainer.tsx';
import { SEGMENT_FILTERS } from './segmentUrl.ts';
import { useSegmentChoices } from './useSegmentChoices.ts';

/** /marketing/guest-segments (menu 120): list by location, per-row counts, the shared new/edit form. */
export function SegmentsContainer() {
  const url = useResourceUrlState(SEGMENT_FILTERS, null);
  const permission = usePermission(SEGMENTS_MENU);
  const notify = useNotify();
  const t = useT();
  useTenantReset(url.resetForTenant);
  const editing = url.mode !== 'table';
  const choices = useSegmentChoices(editing);
  // spec/3 §5: 'all' is sent as no location; without a location no call is made.
  const where = segmentListLocation(url.list.filters.location);
  const { data, previousData, loading, error } = useGuestSegmentsQuery({
    variables: {
      location: where?.location ?? 'all',
      page: url.list.page,
      rowsPerPage: url.list.rowsPerPage,
      search: url.list.search.trim() || null,
      order: url.list.order === 'desc' ? 'DESC' : 'ASC',
    },
    skip: where === undefined || editing,
    fetchPolicy: 'cache-and-network',
  });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [sendingTo, setSendingTo] = useState<SegmentFieldsFragment | null>(null);
  const [remove] = useDeleteGuestSegmentsMutation({ refetchQueries: ['GuestSegments'], awaitRefetchQueries: true });

  if (editing)
    return (
      <SegmentEditorContainer
        id={url.mode === 'edit' ? url.id : null}
        choices={choices}
        initialLocationId={choices.locationIdOf(url.list.filters.location)}
        onDone={url.toTable}
      />
    );
  const page = (data ?? previousData)?.guestSegments;

  const removeSelected = async () => {
    setConfirming(false);
    try {
      const result = await remove({ variables: { ids: [...selected] } });
      setSelected(new Set());
      if (result.data) notify(result.data.deleteGuestSegments.message);
    } catch {
      // The error link has shown the server's message.
    }
  };

  return (
    <>
      <SegmentsPage
        list={url.list}
        locations={choices.listLocations}
        rows={where === undefined ? [] : (page?.rows ?? [])}
        total={page?.total ?? 0}
        loading={loading && !page}
        failed={Boolean(error)}
        canAdd={permission.canAdd}
        selected={selected}
        canRemoveMultiple={permission.canRemoveMultiple}
        onSelect={permission.canRemove ? setSelected : undefined}
        onRemoveSelected={() => setConfirming(true)}
        onLocation={(code) => url.setFilter('location', code)}
        onAdd={url.openNew}
        onOpen={permission.canDetailView ? (s) => url.openEdit(s.id) : undefined}
        onSearch={url.setSearch}
        onSort={url.setSort}
        onPage={url.setPage}
        onRowsPerPage={url.setRowsPerPage}
        countCell={(s) => <SegmentCountContainer rowId={s.id} />}
        sendCell={
          permission.canUpdateAndExecute
            ? (s) => (
                <Button
                  size="small"
                  icon={<SendRegular />}
                  onClick={(e) => {
                    // The row would open otherwise.
                    e.stopPropagation();
                    setSendingTo(s);
                  }}
                >
                  {t('marketing.sends.action')}
                </Button>
              )
            : undefined
        }
        guestsOf={(s) => <SegmentGuestsContainer rowId={s.id} />}
      />
      {sendingTo && (
        <SendMessageContainer
          segment={sendingTo}
          locations={choices.listLocations}
          listLocation={url.list.filters.location}
          onClose={() => setSendingTo(null)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        text={t(selected.size > 1 ? 'settings.removeMany' : 'settings.removeOne')}
        onNo={() => setConfirming(false)}
        onYes={removeSelected}
      />
    </>
  );
}
