import { Button, Field, Input, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import type { MessageKey } from '@marquee/core/messages/en';
import { LANGUAGES } from '@marquee/core/messages/languages';
import {
  DATE_FORMATS,
  type GeneralSettingsField,
  type GeneralSettingsInput,
  validateGeneralSettings,
} from '@marquee/core/venue/generalSettings';
import { useMemo, useState } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { type LocationChoice, LocationCodePicker } from '../../../components/venue/LocationCodePicker.tsx';
import { WeeklyHoursFields } from '../../../components/venue/WeeklyHoursFields.tsx';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
    marginTop: tokens.spacingVerticalL,
  },
});

const ZONES = [...Intl.supportedValuesOf('timeZone'), 'UTC'];
const CURRENCIES = Intl.supportedValuesOf('currency');

export interface GeneralSettingsPageProps {
  locations: readonly LocationChoice[];
  code: string | null;
  onLocation: (code: string | null) => void;
  /** The saved settings; undefined while loading. */
  settings: GeneralSettingsInput | undefined;
  failed: boolean;
  /** Field messages of the last refused save, in the person's language. */
  serverErrors: Record<string, string>;
  /** False for a read-only role: the form shows, Save does not (the server refuses it too). */
  canSave: boolean;
  onSave: (input: GeneralSettingsInput) => Promise<void>;
}

/** General settings of a location (/general-settings, spec/3 §2): zone, currency, formats, hours, contact. */
export function GeneralSettingsPage(props: GeneralSettingsPageProps) {
  const t = useT();
  const styles = useStyles();
  const [draft, setDraft] = useState<GeneralSettingsInput | null>(null);
  const [saving, setSaving] = useState(false);
  // Another location or a saved version starts again from what is saved.
  const base = `${props.code}:${props.settings?.version}`;
  const [seen, setSeen] = useState(base);
  if (seen !== base) {
    setSeen(base);
    setDraft(null);
  }
  const value = draft ?? props.settings;
  const errors = useMemo(() => (value ? validateGeneralSettings(value) : {}), [value]);
  const message = (field: GeneralSettingsField) => {
    const key = errors[field];
    return key ? t(key) : draft === null ? props.serverErrors[field] : undefined;
  };
  const set = (change: Partial<GeneralSettingsInput>) => value && setDraft({ ...value, ...change });
  const text = (field: 'contactEmail' | 'contactPhone' | 'website') => (
    <Field label={t(`generalSettings.${field}` as MessageKey)} validationMessage={message(field)}>
      <Input value={value?.[field] ?? ''} maxLength={100} onChange={(_, d) => set({ [field]: d.value })} />
    </Field>
  );
  const select = (
    field: 'timeZone' | 'currency' | 'dateFormat' | 'language',
    options: readonly { value: string; label: string }[],
  ) => (
    <Field label={t(`generalSettings.${field}` as MessageKey)} validationMessage={message(field)}>
      <Select value={value?.[field] ?? ''} onChange={(_, d) => set({ [field]: d.value })}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <section>
      <PageHeading>{t('generalSettings.title')}</PageHeading>
      <LocationCodePicker locations={props.locations} value={props.code} onChange={props.onLocation} />
      {!props.code ? (
        <Text>{t('venue.selectLocation')}</Text>
      ) : props.failed ? (
        <Text role="alert">{t('error.generic')}</Text>
      ) : !value ? (
        <Spinner />
      ) : (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            if (!props.canSave || !draft || Object.keys(errors).length > 0) return;
            setSaving(true);
            props
              .onSave(draft)
              .catch(() => {})
              .finally(() => setSaving(false));
          }}
        >
          {!props.canSave && <Text>{t('venue.readOnly')}</Text>}
          {select(
            'timeZone',
            ZONES.map((z) => ({ value: z, label: z })),
          )}
          {select(
            'currency',
            CURRENCIES.map((c) => ({ value: c, label: c })),
          )}
          {select(
            'dateFormat',
            DATE_FORMATS.map((f) => ({ value: f, label: f })),
          )}
          {select(
            'language',
            LANGUAGES.map((l) => ({ value: l.code, label: l.name })),
          )}
          <Field label={t('generalSettings.openingHours')} validationMessage={message('openingHours')}>
            <WeeklyHoursFields week={value.openingHours} onChange={(openingHours) => set({ openingHours })} />
          </Field>
          {text('contactEmail')}
          {text('contactPhone')}
          {text('website')}
          {props.canSave && (
            <div>
              <Button type="submit" appearance="primary" disabled={!draft || saving || Object.keys(errors).length > 0}>
                {saving ? t('venue.saving') : t('venue.save')}
              </Button>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
