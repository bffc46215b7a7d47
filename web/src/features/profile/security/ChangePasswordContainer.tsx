import { useState } from 'react';
import { errorInfo } from '../../../app/apollo/errorInfo.ts';
import { useChangePasswordMutation } from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useServerErrors } from '../../../hooks/useServerErrors.ts';
import { useT } from '../../../i18n/useT.ts';
import { ChangePasswordForm, type ChangePasswordValues } from './ChangePasswordForm.tsx';

export function ChangePasswordContainer() {
  const t = useT();
  const notify = useNotify();
  const [change, { loading }] = useChangePasswordMutation({ context: { handledCodes: ['BAD_USER_INPUT'] } });
  const server = useServerErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(0);

  const submit = async (input: ChangePasswordValues) => {
    setFormError(null);
    try {
      await change({ variables: { input } });
      notify(t('password.changed'));
      // A new form instance: every field cleared.
      setDone((n) => n + 1);
    } catch (e) {
      const info = errorInfo(e);
      if (info.code !== 'BAD_USER_INPUT') return;
      if (Object.keys(info.fields).length > 0) server.set(info);
      else setFormError(info.message ?? t('error.generic'));
    }
  };

  return (
    <ChangePasswordForm
      key={done}
      sending={loading}
      serverErrors={server.errors}
      formError={formError}
      onEditField={server.clear}
      onSubmit={submit}
    />
  );
}
