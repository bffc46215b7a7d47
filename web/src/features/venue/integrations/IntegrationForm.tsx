import { Button, Field, Input, Link, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import type { MessageKey } from '@marquee/core/messages/en';
import { INTEGRATION_FIELDS, SECRET_FIELD, validateIntegration } from '@marquee/core/venue/integrations';
import { useState } from 'react';
import { useT } from '../../../i18n/useT.ts';
import type { IntegrationValues } from './integrationTypes.ts';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '520px',
    marginTop: tokens.spacingVerticalL,
  },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  heading: { margin: 0 },
});

export interface IntegrationFormProps {
  integration: IntegrationValues;
  canSave: boolean;
  onSave: (values: IntegrationValues) => Promise<void>;
  onBack: () => void;
}

/**
 * The edit form of one integration (spec/3 §2, §5): back link 'Bookings', header 'Booking
 * Settings'. Each change is checked (a field is required only when enabled, at most 100
 * characters) and the whole form again on save; nothing is sent when that check fails.
 */
export function IntegrationForm({ integration, canSave, onSave, onBack }: IntegrationFormProps) {
  const t = useT();
  const styles = useStyles();
  const [value, setValue] = useState(integration);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const errors = validateIntegration(value.kind, { isEnabled: value.isEnabled, ...value.fields }, value.hasSecret);
  const shown = (field: string) => (touched.has(field) && errors[field] ? t(errors[field]) : undefined);
  const change = (field: string, next: Partial<IntegrationValues>) => {
    setValue({ ...value, ...next });
    setTouched(new Set([...touched, field, ...(field === 'isEnabled' ? INTEGRATION_FIELDS[value.kind] : [])]));
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // The save-time check covers every field; nothing goes out when it fails.
        setTouched(new Set(['isEnabled', ...INTEGRATION_FIELDS[value.kind]]));
        if (Object.keys(errors).length > 0) return;
        setSaving(true);
        onSave(value)
          .catch(() => {})
          .finally(() => setSaving(false));
      }}
    >
      <Link className={styles.back} onClick={onBack} as="button" type="button">
        <ArrowLeftRegular aria-hidden />
        {t('integrations.back')}
      </Link>
      <h2 className={styles.heading}>
        <Text size={600} weight="semibold">
          {t('integrations.formTitle')}
        </Text>
      </h2>
      <Text>{t('integrations.formSubtitle')}</Text>
      <Text size={500} weight="semibold">
        {t(`integrations.${value.kind}` as MessageKey)}
      </Text>
      <Switch
        label={t('integrations.isEnabled')}
        checked={value.isEnabled}
        onChange={(_, d) => change('isEnabled', { isEnabled: d.checked })}
      />
      {INTEGRATION_FIELDS[value.kind].map((field) => (
        <Field
          key={field}
          label={t(`integrations.${field}` as MessageKey)}
          required={value.isEnabled}
          validationMessage={shown(field)}
          hint={field === SECRET_FIELD && value.hasSecret ? t('integrations.privateKeyKept') : undefined}
        >
          <Input
            type={field === SECRET_FIELD ? 'password' : 'text'}
            autoComplete="off"
            value={value.fields[field] ?? ''}
            onChange={(_, d) => change(field, { fields: { ...value.fields, [field]: d.value } })}
          />
        </Field>
      ))}
      {canSave && (
        <div>
          <Button type="submit" appearance="primary" disabled={saving}>
            {saving ? t('venue.saving') : t('venue.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
