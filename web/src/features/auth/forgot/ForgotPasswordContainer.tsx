import { useState } from 'react';
import { useRequestPasswordRecoveryMutation } from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useT } from '../../../i18n/useT.ts';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

export function ForgotPasswordContainer() {
  const t = useT();
  const notify = useNotify();
  const [request, { loading }] = useRequestPasswordRecoveryMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = async (email: string) => {
    try {
      await request({ variables: { email } });
      setSentTo(email);
      notify(t('recovery.requestSent'));
    } catch {
      // The error link showed the toast.
    }
  };
  return <ForgotPasswordPage sending={loading} sentTo={sentTo} onSubmit={submit} />;
}
