import { useState } from 'react';
import type { EditorProps } from '../../../components/admin/adminScreenConfig.ts';
import { DetailError } from '../../../components/admin/DetailError.tsx';
import { FormSkeleton } from '../../../components/FormSkeleton.tsx';
import {
  type UserRowFragment,
  useCreateUserMutation,
  useResendInvitationMutation,
  useSettingsUserQuery,
  useUpdateUserMutation,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useLocationOptions } from '../shared/useLocationOptions.ts';
import { useGrantableRoleOptions } from '../shared/useRoleOptions.ts';
import { UserDialog } from './UserDialog.tsx';
import { UserForm } from './UserForm.tsx';
import { dialogKind, toUserInput, type UserValues, userName } from './userForm.ts';
import { useResend } from './useResend.ts';

const HANDLED = { handledCodes: ['BAD_USER_INPUT', 'CONFLICT'] };

/** The user dialog: loads the user, picks the full or simple dialog, saves, resends the invitation. */
export function UserEditor({ id, open, permissions, onClose, onRemove }: EditorProps<UserRowFragment>) {
  const t = useT();
  const notify = useNotify();
  const roles = useGrantableRoleOptions(id);
  const locations = useLocationOptions();
  const detail = useSettingsUserQuery({ variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  const [create, created] = useCreateUserMutation({ context: HANDLED });
  const [update, updated] = useUpdateUserMutation({ context: HANDLED });
  const [invite] = useResendInvitationMutation();
  const [reloads, setReloads] = useState(0);
  const user = detail.data?.settingsUser ?? null;
  const kind = dialogKind(user);
  const { sending, resend } = useResend(async () => {
    if (!user) return;
    const { data } = await invite({ variables: { userId: user.id } });
    notify(data?.resendInvitation.message || t('settings.users.inviteSent'));
  });
  const title = user ? userName(user) : t('settings.users.add');
  const ready = (id === null || user) && locations.ready;

  const save = async (values: UserValues) => {
    const input = toUserInput(values, kind, user?.img ?? null);
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
    <UserDialog open={open} title={title} onDismiss={() => onClose(false)}>
      {id !== null && detail.error && !user ? (
        <DetailError onBack={() => onClose(false)} />
      ) : ready ? (
        <UserForm
          key={`${user?.version ?? 'new'}-${reloads}`}
          user={user}
          kind={kind}
          roles={roles}
          locations={locations.options}
          permissions={permissions}
          saving={created.loading || updated.loading}
          onSave={save}
          onBack={() => onClose(false)}
          onRemove={() => user && onRemove(user)}
          onReload={reload}
          resend={
            user?.status === 'INVITED' && permissions.canUpdateAndExecute ? { sending, onResend: resend } : undefined
          }
        />
      ) : (
        <FormSkeleton rows={5} />
      )}
    </UserDialog>
  );
}
