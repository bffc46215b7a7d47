import { DialogContent, DialogTitle, Spinner } from '@fluentui/react-components';
import type { NewPasswordValues } from '../../../components/NewPasswordFields.tsx';
import { useT } from '../../../i18n/useT.ts';
import { RecoveryEmailStep } from './RecoveryEmailStep.tsx';
import { RecoveryNewPasswordStep } from './RecoveryNewPasswordStep.tsx';
import { RecoveryResultStep } from './RecoveryResultStep.tsx';
import { RecoverySentStep } from './RecoverySentStep.tsx';
import type { RecoveryStep } from './recoveryStep.ts';

export interface RecoveryStepBodyProps {
  step: RecoveryStep;
  /** Where the reset link went (step 2). */
  sentTo: string;
  /** A request is in flight: the step's main button is disabled. */
  sending: boolean;
  serverErrors: Partial<Record<keyof NewPasswordValues, string>>;
  onRequest: (email: string) => void;
  onResend: () => void;
  onEditPassword: (field: keyof NewPasswordValues) => void;
  onSubmitPassword: (values: NewPasswordValues) => void;
  /** Closing or cancelling: back to step 1 and the login page. */
  onClose: () => void;
}

/** The title, content and actions of the current recovery step. */
export function RecoveryStepBody({ step, sentTo, sending, serverErrors, ...on }: RecoveryStepBodyProps) {
  const t = useT();
  switch (step) {
    case 'email':
      return <RecoveryEmailStep sending={sending} onRequest={on.onRequest} onClose={on.onClose} />;
    case 'sent':
      return <RecoverySentStep sentTo={sentTo} sending={sending} onResend={on.onResend} onClose={on.onClose} />;
    case 'validating':
      return (
        <>
          <DialogTitle>{t('recovery.title')}</DialogTitle>
          <DialogContent>
            <Spinner label={t('recovery.validating')} />
          </DialogContent>
        </>
      );
    case 'newPassword':
      return (
        <RecoveryNewPasswordStep
          sending={sending}
          serverErrors={serverErrors}
          onEdit={on.onEditPassword}
          onSubmit={on.onSubmitPassword}
          onClose={on.onClose}
        />
      );
    case 'invalid':
      return (
        <RecoveryResultStep titleKey="recovery.invalid.title" textKey="recovery.invalid.text" onClose={on.onClose} />
      );
    case 'success':
      return (
        <RecoveryResultStep titleKey="recovery.success.title" textKey="recovery.success.text" onClose={on.onClose} />
      );
  }
}
