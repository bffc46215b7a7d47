import { CRM_TAGS_MENU } from '@marquee/core/marketing/guests';
import { SEARCH_DEBOUNCE_MS } from '@marquee/core/constants';
import { Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import {
  useGuestsQuery,
  useGuestTagsQuery,
  useGuestTimelineQuery,
  useSetGuestTagsMutation,
} from '../../generated/graphql.ts';
import { useDebouncedCallback } from '../../hooks/useDebouncedCallback.ts';
import { useNotify } from '../../hooks/useNotify.tsx';
import { usePermission } from '../../hooks/usePermission.ts';
import { useUrlParam } from '../../hooks/useUrlParam.ts';
import { CrmPage } from './CrmPage.tsx';
import { GuestLanguageContainer } from './GuestLanguageContainer.tsx';
import { GuestTimelineView } from './GuestTimelineView.tsx';

const FOUND_ROWS = 10;

/** /crm (menu 17): the search and the picked guest live in the URL (`q`, `guest`). */
export function CrmContainer() {
  const [search, setSearch] = useUrlParam('q');
  const [guestParam, setGuest] = useUrlParam('guest');
  const guestId = guestParam && /^\d+$/.test(guestParam) ? Number(guestParam) : null;
  const tagsPermission = usePermission(CRM_TAGS_MENU);
  const notify = useNotify();
  const onSearch = useDebouncedCallback((text: string) => setSearch(text.trim() || null), SEARCH_DEBOUNCE_MS);
  const found = useGuestsQuery({ variables: { search, rowsPerPage: FOUND_ROWS }, skip: !search });
  const timeline = useGuestTimelineQuery({ variables: { guestId: guestId ?? 0 }, skip: guestId === null });
  const canTag = tagsPermission.canView && tagsPermission.canUpdateAndExecute;
  const allTags = useGuestTagsQuery({ skip: !canTag });
  const guest = timeline.data?.guestTimeline.guest;
  const [selected, setSelected] = useState<number[]>([]);
  useEffect(() => setSelected(guest?.tags.map((x) => x.id) ?? []), [guest]);
  const [saveTags, saving] = useSetGuestTagsMutation({ refetchQueries: ['GuestTimeline', 'GuestTags'] });

  return (
    <CrmPage
      search={search ?? ''}
      onSearch={onSearch}
      found={search ? (found.data?.guests.rows ?? []) : []}
      searching={found.loading}
      onPick={(id) => setGuest(String(id))}
      guestName={guest ? `${guest.firstName} ${guest.lastName}` : null}
      language={guest ? <GuestLanguageContainer guestId={guest.id} languageId={guest.languageId ?? null} /> : undefined}
      timeline={
        timeline.loading || !timeline.data ? <Spinner /> : <GuestTimelineView timeline={timeline.data.guestTimeline} />
      }
      tags={
        canTag && guestId !== null
          ? {
              all: allTags.data?.guestTags ?? [],
              selected,
              onChange: setSelected,
              saving: saving.loading,
              onSave: async () => {
                try {
                  const r = await saveTags({ variables: { guestId, tagIds: selected } });
                  if (r.data) notify(r.data.setGuestTags.message);
                } catch {
                  // The error link has shown the server's message.
                }
              },
            }
          : undefined
      }
    />
  );
}
