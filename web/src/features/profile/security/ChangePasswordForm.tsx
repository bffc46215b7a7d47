import { Button, Field, MessageBar, MessageBarBody, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import {
  EMPTY_NEW_PASSWORD,
  isNewPasswordReady,
  NewPasswordFields,
  type NewPasswordValues,
} from '../../../components/NewPasswordFields.tsx';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '440px' },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

export interface ChangePasswordValues extends NewPasswordValues {
  currentPassword: string;
}

const EMPTY: ChangePasswordValues = { currentPassword: '', ...EMPTY_NEW_PASSWORD };

export interface ChangePasswordFormProps {
  sending: boolean;
  /** Server messages by field (e.g. a wrong current password). */
  serverErrors: Record<string, string>;
  /** A refusal that names no field. */
  formError: string | null;
  onEditField: (field: string) => void;
  onSubmit: (values: ChangePasswordValues) => void;
}

/** Spec/1 §2.5: current, new and repeated password; Update waits for every rule and a match. */
export function ChangePasswordForm({
  sending,
  serverErrors,
  formError,
  onEditField,
  onSubmit,
}: ChangePasswordFormProps) {
  const styles = useStyles();
  const t = useT();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const ready = isNewPasswordReady(values) && values.currentPassword !== '' && !sending;

  const change = (next: ChangePasswordValues) => {
    for (const f of Object.keys(next) as (keyof ChangePasswordValues)[]) if (next[f] !== values[f]) onEditField(f);
    setValues(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) onSubmit(values);
  };
  const cancel = () => {
    for (const f of Object.keys(EMPTY)) onEditField(f);
    setValues(EMPTY);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {formError && (
        <MessageBar intent="error">
          <MessageBarBody>{formError}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('password.current')} required validationMessage={serverErrors.currentPassword}>
        <PasswordInput
          value={values.currentPassword}
          autoComplete="current-password"
          disabled={sending}
          onChange={(_, d) => change({ ...values, currentPassword: d.value })}
        />
      </Field>
      <NewPasswordFields
        values={values}
        onChange={(v) => change({ ...values, ...v })}
        serverErrors={serverErrors}
        disabled={sending}
      />
      <div className={styles.actions}>
        <Button onClick={cancel} disabled={sending}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          appearance="primary"
          disabled={!ready}
          icon={sending ? <Spinner size="tiny" /> : undefined}
        >
          {t('password.update')}
        </Button>
      </div>
    </form>
  );
}
