import { Field } from '@fluentui/react-components';
import { type FieldErrors, validateNewPassword } from '@marquee/core/validation';
import { useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { PasswordInput } from './PasswordInput.tsx';
import { PasswordRules } from './PasswordRules.tsx';

export interface NewPasswordValues {
  newPassword: string;
  repeatNewPassword: string;
}

export const EMPTY_NEW_PASSWORD: NewPasswordValues = { newPassword: '', repeatNewPassword: '' };

/** Every rule passes and the repeat equals the new password. */
export function isNewPasswordReady(v: NewPasswordValues): boolean {
  return Object.keys(validateNewPassword(v)).length === 0;
}

export interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  /** Server messages by field name (see useServerErrors). */
  serverErrors?: Partial<Record<keyof NewPasswordValues, string>>;
  disabled?: boolean;
}

/** New password and its repeat, with show/hide toggles and the live rule list. */
export function NewPasswordFields({ values, onChange, serverErrors = {}, disabled }: NewPasswordFieldsProps) {
  const t = useT();
  const [touchedRepeat, setTouchedRepeat] = useState(false);
  const errors: FieldErrors<keyof NewPasswordValues> = validateNewPassword(values);
  const repeatError = values.repeatNewPassword || touchedRepeat ? errors.repeatNewPassword : undefined;
  return (
    <>
      <Field label={t('password.new')} required validationMessage={serverErrors.newPassword}>
        <PasswordInput
          value={values.newPassword}
          autoComplete="new-password"
          disabled={disabled}
          onChange={(_, d) => onChange({ ...values, newPassword: d.value })}
        />
      </Field>
      <PasswordRules password={values.newPassword} />
      <Field
        label={t('password.repeat')}
        required
        validationMessage={serverErrors.repeatNewPassword ?? (repeatError && t(repeatError))}
      >
        <PasswordInput
          value={values.repeatNewPassword}
          autoComplete="new-password"
          disabled={disabled}
          onBlur={() => setTouchedRepeat(true)}
          onChange={(_, d) => onChange({ ...values, repeatNewPassword: d.value })}
        />
      </Field>
    </>
  );
}
