import { useState } from 'react';
import type { EditorProps } from '../../../components/admin/adminScreenConfig.ts';
import { DetailError } from '../../../components/admin/DetailError.tsx';
import { FormSkeleton } from '../../../components/FormSkeleton.tsx';
import {
  type GroupRowFragment,
  useCreateGroupMutation,
  useSettingsGroupQuery,
  useUpdateGroupMutation,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useLocationOptions } from '../shared/useLocationOptions.ts';
import { GroupForm } from './GroupForm.tsx';
import { type GroupValues, toGroupInput } from './groupForm.ts';

const HANDLED = { handledCodes: ['BAD_USER_INPUT', 'CONFLICT'] };

/** Loads the group (edit) and the location choices, and saves through one mapper. */
export function GroupEditor({ id, permissions, onClose, onRemove }: EditorProps<GroupRowFragment>) {
  const t = useT();
  const notify = useNotify();
  const locations = useLocationOptions();
  const detail = useSettingsGroupQuery({ variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  const [create, created] = useCreateGroupMutation({ context: HANDLED });
  const [update, updated] = useUpdateGroupMutation({ context: HANDLED });
  const [reloads, setReloads] = useState(0);
  const group = detail.data?.settingsGroup ?? null;
  if (id !== null && detail.error && !group) return <DetailError onBack={() => onClose(false)} />;
  if ((id !== null && !group) || !locations.ready) return <FormSkeleton rows={3} />;

  const save = async (values: GroupValues) => {
    const input = toGroupInput(values);
    if (group) await update({ variables: { id: group.id, version: group.version, input } });
    else await create({ variables: { input } });
    notify(t('settings.groups.saved'));
    onClose(true);
  };
  const reload = async () => {
    await detail.refetch().catch(() => undefined);
    setReloads((n) => n + 1);
  };
  return (
    <GroupForm
      key={`${group?.version ?? 'new'}-${reloads}`}
      group={group}
      locations={locations.options}
      permissions={permissions}
      saving={created.loading || updated.loading}
      onSave={save}
      onBack={() => onClose(false)}
      onRemove={() => group && onRemove(group)}
      onReload={reload}
    />
  );
}
