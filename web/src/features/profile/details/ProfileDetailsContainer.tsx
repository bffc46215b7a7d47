import type { ProfileInput } from '@marquee/core/validation';
import { useState } from 'react';
import { errorInfo } from '../../../app/apollo/errorInfo.ts';
import { FormSkeleton } from '../../../components/FormSkeleton.tsx';
import { useProfileDetailsQuery, useUpdateProfileMutation } from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useServerErrors } from '../../../hooks/useServerErrors.ts';
import { useT } from '../../../i18n/useT.ts';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';

export function ProfileDetailsContainer() {
  const t = useT();
  const notify = useNotify();
  const { data, refetch } = useProfileDetailsQuery();
  const [update, { loading: saving }] = useUpdateProfileMutation({
    context: { handledCodes: ['BAD_USER_INPUT', 'CONFLICT'] },
    // The user card and the user menu show the names from `me`.
    refetchQueries: ['Me'],
  });
  const server = useServerErrors();
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  if (!data) return <FormSkeleton rows={6} />;
  const { profile } = data;

  const save = async (values: ProfileInput) => {
    setConflict(null);
    try {
      await update({ variables: { input: { ...values, version: profile.version } } });
      notify(t('profile.saved'));
    } catch (e) {
      const info = errorInfo(e);
      if (info.code === 'BAD_USER_INPUT') server.set(info);
      else if (info.code === 'CONFLICT') setConflict(info.message ?? t('error.generic'));
    }
  };
  const reload = async () => {
    await refetch().catch(() => undefined);
    setConflict(null);
    server.set({});
    setReloads((n) => n + 1);
  };

  return (
    <ProfileDetailsForm
      key={`${profile.version}-${reloads}`}
      profile={profile}
      languages={data.languages}
      dateFormats={data.dateFormats}
      saving={saving}
      serverErrors={server.errors}
      onEditField={server.clear}
      conflict={conflict}
      onSave={save}
      onReload={reload}
    />
  );
}
