import {
  Button,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { validateLogin } from '@marquee/core/validation';
import { type FormEvent, type MouseEvent, useState } from 'react';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, textAlign: 'center' },
  subtitle: { textAlign: 'center', color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM },
  signingIn: { paddingBlock: tokens.spacingVerticalXXL },
});

export interface LoginValues {
  username: string;
  password: string;
}

export interface LoginPageProps {
  /** A sign-in is in progress: a splash replaces the form. */
  sending: boolean;
  /** The last attempt was refused: shows the login-failure message. */
  failed: boolean;
  onSubmit: (values: LoginValues) => void;
  /** Where the 'Forgot My Password' link points (it opens the recovery dialog). */
  forgotHref: string;
  onForgot: (e: MouseEvent<HTMLElement>) => void;
  /** Someone started filling the form (its first focus): a moment to fetch what comes next. */
  onStart?: () => void;
}

/** Login screen of spec/1 §2.2: username, password, Login, Forgot My Password. */
export function LoginPage({ sending, failed, onSubmit, forgotHref, onForgot, onStart }: LoginPageProps) {
  const styles = useStyles();
  const t = useT();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [touched, setTouched] = useState({ username: false, password: false });
  const errors = validateLogin(values);
  const valid = Object.keys(errors).length === 0;

  if (sending) {
    return (
      <div className={styles.signingIn}>
        <Spinner size="large" label={t('auth.login.signingIn')} labelPosition="below" />
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched({ username: true, password: true });
    if (valid) onSubmit(values);
  };
  const message = (field: keyof LoginValues) => {
    const key = touched[field] ? errors[field] : undefined;
    return key ? t(key) : undefined;
  };

  return (
    <form className={styles.form} onSubmit={submit} onFocus={onStart} noValidate>
      <h1 className={styles.heading}>
        <Text size={600} weight="semibold">
          {t('auth.login.title')}
        </Text>
      </h1>
      <Text className={styles.subtitle}>{t('auth.login.subtitle')}</Text>
      {failed && (
        <MessageBar intent="error">
          <MessageBarBody>{t('auth.login.failed')}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('auth.login.username')} required validationMessage={message('username')}>
        <Input
          type="email"
          autoComplete="username"
          value={values.username}
          onChange={(_, d) => setValues((v) => ({ ...v, username: d.value }))}
          onBlur={() => setTouched((s) => ({ ...s, username: true }))}
        />
      </Field>
      <Field label={t('auth.login.password')} required validationMessage={message('password')}>
        <Input
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(_, d) => setValues((v) => ({ ...v, password: d.value }))}
          onBlur={() => setTouched((s) => ({ ...s, password: true }))}
        />
      </Field>
      <div className={styles.actions}>
        <Link href={forgotHref} onClick={onForgot}>
          {t('auth.login.forgot')}
        </Link>
        <Button type="submit" appearance="primary" disabled={!valid}>
          {t('auth.login.submit')}
        </Button>
      </div>
    </form>
  );
}
