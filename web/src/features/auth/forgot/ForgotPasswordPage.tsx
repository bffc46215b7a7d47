import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { validateForgotEmail } from '@marquee/core/validation';
import { type FormEvent, useState } from 'react';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, textAlign: 'center' },
  actions: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
});

export interface ForgotPasswordPageProps {
  sending: boolean;
  /** The address a link was sent to, once sent. */
  sentTo: string | null;
  onSubmit: (email: string) => void;
}

/** /auth/forgot-password (spec/1 §2.4). 'Send reset link' waits for a changed, valid address. */
export function ForgotPasswordPage({ sending, sentTo, onSubmit }: ForgotPasswordPageProps) {
  const styles = useStyles();
  const t = useT();
  const [email, setEmail] = useState('');
  const [dirty, setDirty] = useState(false);
  const error = validateForgotEmail(email).email;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDirty(true);
    if (!error && !sending) onSubmit(email.trim());
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1 className={styles.heading}>
        <Text size={600} weight="semibold">
          {t('forgot.title')}
        </Text>
      </h1>
      {sentTo && (
        <MessageBar intent="success">
          <MessageBarBody>{t('recovery.sent', { email: sentTo })}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('recovery.email')} required validationMessage={dirty && error ? t(error) : undefined}>
        <Input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(_, d) => {
            setEmail(d.value);
            setDirty(true);
          }}
        />
      </Field>
      <div className={styles.actions}>
        <RouterLink href="/auth/login">{t('forgot.back')}</RouterLink>
        <Button type="submit" appearance="primary" disabled={!dirty || Boolean(error) || sending}>
          {t('forgot.submit')}
        </Button>
      </div>
    </form>
  );
}
