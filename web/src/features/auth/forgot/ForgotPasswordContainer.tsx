import { useState } from 'react';
import { errorInfo } from '../../../app/apollo/errorInfo.ts';
import { useRequestPasswordRecoveryMutation } from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useT } from '../../../i18n/useT.ts';
import { THROTTLED, useThrottleNotice } from '../useThrottleNotice.ts';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

export function ForgotPasswordContainer() {
  const t = useT();
  const notify = useNotify();
  const throttled = useThrottleNotice();
  const [request, { loading }] = useRequestPasswordRecoveryMutation({ context: { handledCodes: THROTTLED } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = async (email: string) => {
    try {
      await request({ variables: { email } });
      setSentTo(email);
      notify(t('recovery.requestSent'));
    } catch (e) {
      // The error link showed the toast of any other error.
      throttled(errorInfo(e));
    }
  };
  return <ForgotPasswordPage sending={loading} sentTo={sentTo} onSubmit={submit} />;
}
