import { useEffect, useRef, useState } from 'react';
import { errorInfo } from '../../../app/apollo/errorInfo.ts';
import type { NewPasswordValues } from '../../../components/NewPasswordFields.tsx';
import {
  useRequestPasswordRecoveryMutation,
  useSubmitPasswordRecoveryMutation,
  useValidateRecoveryCodeMutation,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useServerErrors } from '../../../hooks/useServerErrors.ts';
import { useT } from '../../../i18n/useT.ts';
import { THROTTLED, useThrottleNotice } from '../useThrottleNotice.ts';
import { RecoveryDialog } from './RecoveryDialog.tsx';
import type { RecoveryStep } from './recoveryStep.ts';

export interface RecoveryDialogContainerProps {
  open: boolean;
  /** The code from the e-mailed link (/auth/acrback?code=…): opens at step 3. */
  code: string | null;
  onClose: () => void;
}

export function RecoveryDialogContainer({ open, code, onClose }: RecoveryDialogContainerProps) {
  const t = useT();
  const notify = useNotify();
  const [step, setStep] = useState<RecoveryStep>(code ? 'validating' : 'email');
  const [sentTo, setSentTo] = useState('');
  const server = useServerErrors();
  const throttled = useThrottleNotice();
  const [request, requestState] = useRequestPasswordRecoveryMutation({ context: { handledCodes: THROTTLED } });
  const [validate] = useValidateRecoveryCodeMutation({ context: { silent: true } });
  const [submit, submitState] = useSubmitPasswordRecoveryMutation({
    context: { handledCodes: ['BAD_USER_INPUT', ...THROTTLED] },
  });
  const validated = useRef<string | null>(null);

  useEffect(() => {
    if (!open || !code || validated.current === code) return;
    validated.current = code;
    setStep('validating');
    validate({ variables: { code } })
      .then((r) => setStep(r.data?.validateRecoveryCode ? 'newPassword' : 'invalid'))
      .catch((e: unknown) => {
        throttled(errorInfo(e));
        setStep('invalid');
      });
  }, [open, code, validate, throttled]);

  const send = async (email: string) => {
    try {
      await request({ variables: { email } });
      setSentTo(email);
      setStep('sent');
      notify(t('recovery.requestSent'));
    } catch (e) {
      // The error link already showed any other toast; stay on the step.
      throttled(errorInfo(e));
    }
  };

  const submitPassword = async (values: NewPasswordValues) => {
    if (!code) return;
    try {
      await submit({ variables: { input: { token: code, ...values } } });
      setStep('success');
    } catch (e) {
      if (throttled(errorInfo(e))) return;
      const info = errorInfo(e);
      const { fields } = info;
      if (info.code !== 'BAD_USER_INPUT') return;
      if (fields.token || fields.code || Object.keys(fields).length === 0) setStep('invalid');
      else server.set(info);
    }
  };

  const close = () => {
    setStep('email');
    setSentTo('');
    server.set({});
    validated.current = null;
    onClose();
  };

  return (
    <RecoveryDialog
      open={open}
      step={step}
      sentTo={sentTo}
      sending={requestState.loading || submitState.loading}
      serverErrors={server.errors}
      onRequest={send}
      onResend={() => send(sentTo)}
      onEditPassword={server.clear}
      onSubmitPassword={submitPassword}
      onClose={close}
    />
  );
}
