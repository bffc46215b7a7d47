import { Button, DialogActions, DialogContent, DialogTitle, Field, Input } from '@fluentui/react-components';
import { validateResetEmail } from '@marquee/core/validation';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../i18n/useT.ts';

export interface RecoveryEmailStepProps {
  sending: boolean;
  onRequest: (email: string) => void;
  onClose: () => void;
}

/** Step 1: the e-mail address and 'Reset password', disabled until the address is valid. */
export function RecoveryEmailStep({ sending, onRequest, onClose }: RecoveryEmailStepProps) {
  const t = useT();
  const formId = useId();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const error = validateResetEmail(email).email;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!error && !sending) onRequest(email.trim());
  };
  return (
    <>
      <DialogTitle>{t('recovery.title')}</DialogTitle>
      <DialogContent>
        <form id={formId} onSubmit={submit} noValidate>
          <Field label={t('recovery.email')} required validationMessage={touched && error ? t(error) : undefined}>
            <Input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(_, d) => setEmail(d.value)}
              onBlur={() => setTouched(true)}
            />
          </Field>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" form={formId} appearance="primary" disabled={Boolean(error) || sending}>
          {t('recovery.reset')}
        </Button>
      </DialogActions>
    </>
  );
}
