import { useState } from 'react';
import type { EditorProps } from '../../../components/admin/adminScreenConfig.ts';
import { DetailError } from '../../../components/admin/DetailError.tsx';
import { FormSkeleton } from '../../../components/FormSkeleton.tsx';
import {
  type DirectorUserRowFragment,
  useCreateDirectorUserMutation,
  useDirectorUserQuery,
  useUpdateDirectorUserMutation,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useLocationOptions } from '../shared/useLocationOptions.ts';
import { useGrantableRoleOptions } from '../shared/useRoleOptions.ts';
import { DirectorUserForm } from './DirectorUserForm.tsx';
import { type DirectorUserValues, toDirectorUserInput } from './directorUserForm.ts';

const HANDLED = { handledCodes: ['BAD_USER_INPUT', 'CONFLICT'] };

/**
 * Loads the director user (edit) and saves. Creating logs the 'add_director_user' event on the
 * server (createDirectorUser does it), then the list refreshes.
 */
export function DirectorUserEditor({ id, permissions, onClose, onRemove }: EditorProps<DirectorUserRowFragment>) {
  const t = useT();
  const notify = useNotify();
  const roles = useGrantableRoleOptions(id);
  const locations = useLocationOptions();
  const detail = useDirectorUserQuery({ variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  const [create, created] = useCreateDirectorUserMutation({ context: HANDLED });
  const [update, updated] = useUpdateDirectorUserMutation({ context: HANDLED });
  const [reloads, setReloads] = useState(0);
  const user = detail.data?.directorUser ?? null;
  if (id !== null && detail.error && !user) return <DetailError onBack={() => onClose(false)} />;
  if ((id !== null && !user) || !locations.ready) return <FormSkeleton rows={4} />;

  const save = async (values: DirectorUserValues) => {
    const input = toDirectorUserInput(values);
    if (user) await update({ variables: { id: user.id, version: user.version, input } });
    else await create({ variables: { input } });
    notify(t('settings.users.saved'));
    onClose(true);
  };
  const reload = async () => {
    await detail.refetch().catch(() => undefined);
    setReloads((n) => n + 1);
  };
  return (
    <DirectorUserForm
      key={`${user?.version ?? 'new'}-${reloads}`}
      user={user}
      roles={roles}
      locations={locations.options}
      permissions={permissions}
      saving={created.loading || updated.loading}
      onSave={save}
      onBack={() => onClose(false)}
      onRemove={() => user && onRemove(user)}
      onReload={reload}
    />
  );
}
