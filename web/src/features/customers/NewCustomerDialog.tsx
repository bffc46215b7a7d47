import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { LANGUAGES } from '@marquee/core/messages/languages';
import { useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { emptyCustomer, type NewCustomerValues } from './customerTypes.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  section: { fontWeight: tokens.fontWeightSemibold },
});

export interface NewCustomerDialogProps {
  busy: boolean;
  /** Field messages from the server, by field of NewCustomerValues. */
  errors: Record<string, string>;
  onEdit: (field: keyof NewCustomerValues) => void;
  onCancel: () => void;
  onSubmit: (values: NewCustomerValues) => void;
}

type TextField = Exclude<keyof NewCustomerValues, 'directorLanguageId'>;

/** New customer: the master client's name, country, zone and currency, and its first director. */
export function NewCustomerDialog({ busy, errors, onEdit, onCancel, onSubmit }: NewCustomerDialogProps) {
  const t = useT();
  const styles = useStyles();
  const [values, setValues] = useState<NewCustomerValues>(emptyCustomer);
  const text = (field: TextField, label: Parameters<typeof t>[0], type: 'text' | 'email' = 'text') => (
    <Field label={t(label)} required validationMessage={errors[field]}>
      <Input
        type={type}
        value={values[field]}
        maxLength={field === 'directorEmail' ? 254 : 100}
        onChange={(_, d) => {
          onEdit(field);
          setValues((v) => ({ ...v, [field]: d.value }));
        }}
      />
    </Field>
  );
  const language = LANGUAGES.find((l) => l.id === values.directorLanguageId) ?? LANGUAGES[0];
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface aria-label={t('tenants.form.title')}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit(values);
          }}
          noValidate
        >
          <DialogBody>
            <DialogTitle>{t('tenants.form.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              {text('name', 'tenants.form.name')}
              <div className={styles.pair}>
                {text('country', 'tenants.form.country')}
                {text('currency', 'tenants.form.currency')}
              </div>
              {text('timeZone', 'tenants.form.timeZone')}
              <Text as="h3" className={styles.section}>
                {t('tenants.form.director')}
              </Text>
              <div className={styles.pair}>
                {text('directorFirstName', 'tenants.form.directorFirstName')}
                {text('directorLastName', 'tenants.form.directorLastName')}
              </div>
              {text('directorEmail', 'tenants.form.directorEmail', 'email')}
              <Field label={t('tenants.form.directorLanguage')} validationMessage={errors.directorLanguageId}>
                <Dropdown
                  value={language.name}
                  selectedOptions={[String(values.directorLanguageId)]}
                  onOptionSelect={(_, d) => setValues((v) => ({ ...v, directorLanguageId: Number(d.optionValue) }))}
                >
                  {LANGUAGES.map((l) => (
                    <Option key={l.id} value={String(l.id)} lang={l.code}>
                      {l.name}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel}>{t('tenants.form.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t('tenants.form.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
