import { CRM_TAGS_MENU } from '@marquee/core/marketing/guests';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/resources/ConfirmDialog.tsx';
import {
  useCreateGuestTagMutation,
  useDeleteGuestTagMutation,
  useGuestTagsQuery,
  useRenameGuestTagMutation,
} from '../../generated/graphql.ts';
import { useNotify } from '../../hooks/useNotify.tsx';
import { usePermission } from '../../hooks/usePermission.ts';
import { useT } from '../../i18n/useT.ts';
import { type TagRow, TagsPage } from './TagsPage.tsx';

/** /crm/tags (menu 19). */
export function TagsContainer() {
  const permission = usePermission(CRM_TAGS_MENU);
  const notify = useNotify();
  const t = useT();
  const { data, loading } = useGuestTagsQuery({ fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: ['GuestTags'], awaitRefetchQueries: true };
  const [create] = useCreateGuestTagMutation(refetch);
  const [rename] = useRenameGuestTagMutation(refetch);
  const [remove] = useDeleteGuestTagMutation(refetch);
  const [removing, setRemoving] = useState<TagRow | null>(null);
  // Failures have been shown by the error link; the form keeps what was typed.
  const attempt = async (run: () => Promise<string | undefined>) => {
    try {
      const message = await run();
      if (message) notify(message);
      return true;
    } catch {
      return false;
    }
  };
  return (
    <>
      <TagsPage
        tags={data?.guestTags ?? []}
        loading={loading && !data}
        onAdd={
          permission.canAdd
            ? (name) => attempt(async () => (await create({ variables: { name } })).data?.createGuestTag.message)
            : undefined
        }
        onRename={
          permission.canUpdateAndExecute
            ? (id, name) =>
                attempt(async () => (await rename({ variables: { id, name } })).data?.renameGuestTag.message)
            : undefined
        }
        onRemove={permission.canRemove ? setRemoving : undefined}
      />
      <ConfirmDialog
        open={removing !== null}
        text={t('settings.removeOne')}
        onNo={() => setRemoving(null)}
        onYes={async () => {
          const row = removing;
          setRemoving(null);
          if (row)
            await attempt(async () => (await remove({ variables: { id: row.id } })).data?.deleteGuestTag.message);
        }}
      />
    </>
  );
}
