import {
  Button,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Option,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { type ProfileInput, validateProfile } from '@marquee/core/validation';
import { type FormEvent, useState } from 'react';
import type { ProfileFieldsFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

type Values = ProfileInput;
type TextField = 'firstName' | 'lastName' | 'title' | 'phone';

export interface ProfileDetailsFormProps {
  profile: ProfileFieldsFragment;
  languages: readonly { id: number; name: string }[];
  dateFormats: readonly { id: number; format: string }[];
  saving: boolean;
  /** Server messages by field (BAD_USER_INPUT). */
  serverErrors: Record<string, string>;
  onEditField: (field: string) => void;
  /** CONFLICT: the server's message; the form offers Reload. */
  conflict: string | null;
  onSave: (values: ProfileInput) => void;
  onReload: () => void;
}

function initial(p: ProfileFieldsFragment): Values {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    title: p.title,
    phone: p.phone,
    languageId: p.languageId,
    dateFormatId: p.dateFormatId,
  };
}

/** The Details tab: names, title, phone, language and date format. Save waits for a valid change. */
export function ProfileDetailsForm(props: ProfileDetailsFormProps) {
  const { profile, languages, dateFormats, saving, serverErrors, onEditField, conflict, onSave, onReload } = props;
  const styles = useStyles();
  const t = useT();
  const [start] = useState(() => initial(profile));
  const [values, setValues] = useState(start);
  const errors = validateProfile(values);
  const dirty = (Object.keys(start) as (keyof Values)[]).some((k) => start[k] !== values[k]);
  const valid = Object.keys(errors).length === 0;

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    onEditField(field);
  };
  const message = (field: TextField) => {
    if (serverErrors[field]) return serverErrors[field];
    const key = values[field] !== start[field] ? errors[field] : undefined;
    return key ? t(key) : undefined;
  };
  const text = (field: TextField, labelKey: Parameters<typeof t>[0], extra: { required?: boolean } = {}) => (
    <Field label={t(labelKey)} required={extra.required} validationMessage={message(field)}>
      <Input
        value={values[field]}
        onChange={(_, d) => set(field, d.value)}
        inputMode={field === 'phone' ? 'numeric' : undefined}
        autoComplete={
          { firstName: 'given-name', lastName: 'family-name', title: 'organization-title', phone: 'tel' }[field]
        }
      />
    </Field>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (dirty && valid && !saving) onSave(values);
  };
  const language = languages.find((l) => l.id === values.languageId);
  const dateFormat = dateFormats.find((f) => f.id === values.dateFormatId);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {conflict && (
        <MessageBar intent="warning">
          <MessageBarBody>{conflict}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={onReload}>{t('profile.reload')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <div className={styles.pair}>
        {text('firstName', 'profile.firstName', { required: true })}
        {text('lastName', 'profile.lastName', { required: true })}
      </div>
      <Field label={t('profile.email')} hint={t('profile.readOnlyEmail')}>
        <Input value={profile.email} readOnly appearance="filled-darker" />
      </Field>
      <div className={styles.pair}>
        {text('title', 'profile.title.field')}
        {text('phone', 'profile.phone')}
      </div>
      <div className={styles.pair}>
        <Field label={t('profile.language')} validationMessage={serverErrors.languageId}>
          <Dropdown
            value={language?.name ?? ''}
            selectedOptions={[String(values.languageId)]}
            onOptionSelect={(_, d) => d.optionValue && set('languageId', Number(d.optionValue))}
          >
            {languages.map((l) => (
              <Option key={l.id} value={String(l.id)}>
                {l.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('profile.dateFormat')} validationMessage={serverErrors.dateFormatId}>
          <Dropdown
            value={dateFormat?.format ?? ''}
            selectedOptions={[String(values.dateFormatId)]}
            onOptionSelect={(_, d) => d.optionValue && set('dateFormatId', Number(d.optionValue))}
          >
            {dateFormats.map((f) => (
              <Option key={f.id} value={String(f.id)}>
                {f.format}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={!dirty || !valid || saving}
          icon={saving ? <Spinner size="tiny" /> : undefined}
        >
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
