import { useState } from 'react';
import type { EditorProps } from '../../../components/admin/adminScreenConfig.ts';
import { DetailError } from '../../../components/admin/DetailError.tsx';
import { FormSkeleton } from '../../../components/FormSkeleton.tsx';
import {
  type LocationRowFragment,
  useCreateLocationMutation,
  useGroupChoicesQuery,
  useSettingsLocationQuery,
  useUpdateLocationMutation,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useT } from '../../../i18n/useT.ts';
import { LocationForm } from './LocationForm.tsx';
import { type LocationValues, toLocationCreate, toLocationUpdate } from './locationForm.ts';

const HANDLED = { handledCodes: ['BAD_USER_INPUT', 'CONFLICT'] };

/** Loads the location (edit) and the other groups, and saves through one mapper. */
export function LocationEditor({ id, permissions, onClose, onRemove }: EditorProps<LocationRowFragment>) {
  const t = useT();
  const notify = useNotify();
  const detail = useSettingsLocationQuery({
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  const location = detail.data?.settingsLocation ?? null;
  const groups = useGroupChoicesQuery({
    variables: { exclude: location?.groupId ?? null },
    skip: id !== null && !location,
  });
  const [create, created] = useCreateLocationMutation({ context: HANDLED });
  const [update, updated] = useUpdateLocationMutation({ context: HANDLED });
  const [reloads, setReloads] = useState(0);
  if (id !== null && detail.error && !location) return <DetailError onBack={() => onClose(false)} />;
  if ((id !== null && !location) || !groups.data) return <FormSkeleton rows={6} />;

  const save = async (values: LocationValues) => {
    if (location) {
      await update({ variables: { id: location.id, version: location.version, input: toLocationUpdate(values) } });
    } else await create({ variables: { input: toLocationCreate(values) } });
    notify(t('settings.locations.saved'));
    onClose(true);
  };
  const reload = async () => {
    await detail.refetch().catch(() => undefined);
    setReloads((n) => n + 1);
  };
  return (
    <LocationForm
      key={`${location?.version ?? 'new'}-${reloads}`}
      location={location}
      groups={groups.data.groupOptions.map((g) => ({ value: g.groupId, label: g.name }))}
      permissions={permissions}
      saving={created.loading || updated.loading}
      onSave={save}
      onBack={() => onClose(false)}
      onRemove={() => location && onRemove(location)}
      onReload={reload}
    />
  );
}
