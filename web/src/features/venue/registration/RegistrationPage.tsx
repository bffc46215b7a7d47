import {
  Button,
  Checkbox,
  Field,
  makeStyles,
  SpinButton,
  Spinner,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import type { MessageKey } from '@marquee/core/messages/en';
import {
  MAX_WAIVER_LENGTH,
  REGISTRATION_FIELDS,
  type RegistrationSettingsInput,
  validateRegistration,
} from '@marquee/core/venue/registration';
import { useState } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { type LocationChoice, LocationCodePicker } from '../../../components/venue/LocationCodePicker.tsx';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
    marginTop: tokens.spacingVerticalL,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface RegistrationPageProps {
  locations: readonly LocationChoice[];
  code: string | null;
  onLocation: (code: string | null) => void;
  settings: RegistrationSettingsInput | undefined;
  /** The load failed: 'Something went wrong' (spec/3 §8). */
  failed: boolean;
  /** Admins save; everyone else reads. */
  canSave: boolean;
  onSave: (input: RegistrationSettingsInput) => Promise<void>;
}

/** Guest registration settings (/registration): fields asked and required, waiver, minors. */
export function RegistrationPage(props: RegistrationPageProps) {
  const t = useT();
  const styles = useStyles();
  const [draft, setDraft] = useState<RegistrationSettingsInput | null>(null);
  const [saving, setSaving] = useState(false);
  // Another location or a saved version starts again from what is saved.
  const base = `${props.code}:${props.settings?.version}`;
  const [seen, setSeen] = useState(base);
  if (seen !== base) {
    setSeen(base);
    setDraft(null);
  }
  const value = draft ?? props.settings;
  const errors = value ? validateRegistration(value) : {};
  const readOnly = !props.canSave;
  const set = (change: Partial<RegistrationSettingsInput>) => value && setDraft({ ...value, ...change });

  return (
    <section>
      <PageHeading>{t('registration.title')}</PageHeading>
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
            if (!draft || Object.keys(errors).length > 0) return;
            setSaving(true);
            props
              .onSave(draft)
              .catch(() => {})
              .finally(() => setSaving(false));
          }}
        >
          {readOnly && <Text>{t('venue.readOnly')}</Text>}
          <Table aria-label={t('registration.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('registration.field')}</TableHeaderCell>
                <TableHeaderCell>{t('registration.asked')}</TableHeaderCell>
                <TableHeaderCell>{t('registration.required')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {REGISTRATION_FIELDS.map((f) => {
                const label = t(`registration.field.${f}` as MessageKey);
                const rule = value.fields[f];
                const change = (next: Partial<typeof rule>) =>
                  set({ fields: { ...value.fields, [f]: { ...rule, ...next } } });
                return (
                  <TableRow key={f}>
                    <TableCell>
                      {label}
                      {errors[f] && (
                        <Text role="alert" block className={styles.error}>
                          {t(errors[f])}
                        </Text>
                      )}
                    </TableCell>
                    <TableCell>
                      <Checkbox
                        aria-label={`${label}: ${t('registration.asked')}`}
                        checked={rule.asked}
                        disabled={readOnly}
                        onChange={(_, d) =>
                          change({ asked: d.checked === true, ...(d.checked ? {} : { required: false }) })
                        }
                      />
                    </TableCell>
                    <TableCell>
                      <Checkbox
                        aria-label={`${label}: ${t('registration.required')}`}
                        checked={rule.required}
                        disabled={readOnly || !rule.asked}
                        onChange={(_, d) => change({ required: d.checked === true })}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Field label={t('registration.waiverText')}>
            <Textarea
              value={value.waiverText}
              readOnly={readOnly}
              maxLength={MAX_WAIVER_LENGTH}
              resize="vertical"
              onChange={(_, d) => set({ waiverText: d.value })}
            />
          </Field>
          <Switch
            label={t('registration.allowMinors')}
            checked={value.allowMinors}
            disabled={readOnly}
            onChange={(_, d) => set({ allowMinors: d.checked })}
          />
          <Field
            label={t('registration.minorAge')}
            validationMessage={errors.minorAge ? t(errors.minorAge) : undefined}
          >
            <SpinButton
              value={value.minorAge}
              min={1}
              max={25}
              disabled={readOnly}
              onChange={(_, d) => {
                const next = d.value ?? Number(d.displayValue);
                if (Number.isFinite(next)) set({ minorAge: Number(next) });
              }}
            />
          </Field>
          <Switch
            label={t('registration.askRelationship')}
            checked={value.askRelationshipInfo}
            disabled={readOnly}
            onChange={(_, d) => set({ askRelationshipInfo: d.checked })}
          />
          {!readOnly && (
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
