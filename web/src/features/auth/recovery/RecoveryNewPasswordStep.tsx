import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useId, useState } from 'react';
import {
  EMPTY_NEW_PASSWORD,
  isNewPasswordReady,
  NewPasswordFields,
  type NewPasswordValues,
} from '../../../components/NewPasswordFields.tsx';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface RecoveryNewPasswordStepProps {
  sending: boolean;
  serverErrors: Partial<Record<keyof NewPasswordValues, string>>;
  onEdit: (field: keyof NewPasswordValues) => void;
  onSubmit: (values: NewPasswordValues) => void;
  onClose: () => void;
}

/** Step 3 (valid link): the new password, its repeat and the live rules. */
export function RecoveryNewPasswordStep({
  sending,
  serverErrors,
  onEdit,
  onSubmit,
  onClose,
}: RecoveryNewPasswordStepProps) {
  const t = useT();
  const styles = useStyles();
  const formId = useId();
  const [values, setValues] = useState<NewPasswordValues>(EMPTY_NEW_PASSWORD);
  const ready = isNewPasswordReady(values) && !sending;
  const change = (next: NewPasswordValues) => {
    if (next.newPassword !== values.newPassword) onEdit('newPassword');
    if (next.repeatNewPassword !== values.repeatNewPassword) onEdit('repeatNewPassword');
    setValues(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) onSubmit(values);
  };
  return (
    <>
      <DialogTitle>{t('recovery.setNew')}</DialogTitle>
      <DialogContent>
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
          <NewPasswordFields values={values} onChange={change} serverErrors={serverErrors} disabled={sending} />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          type="submit"
          form={formId}
          appearance="primary"
          disabled={!ready}
          icon={sending ? <Spinner size="tiny" /> : undefined}
        >
          {t('recovery.reset')}
        </Button>
      </DialogActions>
    </>
  );
}
