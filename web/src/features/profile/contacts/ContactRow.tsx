import { Button, Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { validateContact } from '@marquee/core/validation';
import { useT } from '../../../i18n/useT.ts';
import type { ContactRowValues, ContactTypeOption } from './contactRow.ts';

const useStyles = makeStyles({
  row: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    margin: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr)) auto',
    alignItems: 'end',
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
});

export interface ContactRowProps {
  number: number;
  value: ContactRowValues;
  contactTypes: readonly ContactTypeOption[];
  /** Show rule messages (after an edit of this row or a save attempt). */
  showErrors: boolean;
  onChange: (value: ContactRowValues) => void;
  onRemove: () => void;
}

/** One point of contact: name, e-mail, phone and type, validated with core validateContact. */
export function ContactRow({ number, value, contactTypes, showErrors, onChange, onRemove }: ContactRowProps) {
  const styles = useStyles();
  const t = useT();
  const errors = validateContact(value);
  const message = (field: 'name' | 'email' | 'phone') => {
    const key = showErrors ? errors[field] : undefined;
    return key ? t(key) : undefined;
  };
  const type = contactTypes.find((c) => c.id === value.contactTypeId);
  return (
    <fieldset className={styles.row}>
      <legend className={styles.legend}>{t('profile.contactRow', { number })}</legend>
      <Field label={t('profile.contactName')} required validationMessage={message('name')}>
        <Input value={value.name} onChange={(_, d) => onChange({ ...value, name: d.value })} />
      </Field>
      <Field label={t('profile.contactEmail')} required validationMessage={message('email')}>
        <Input type="email" value={value.email} onChange={(_, d) => onChange({ ...value, email: d.value })} />
      </Field>
      <Field label={t('profile.contactPhone')} validationMessage={message('phone')}>
        <Input inputMode="numeric" value={value.phone} onChange={(_, d) => onChange({ ...value, phone: d.value })} />
      </Field>
      <Field label={t('profile.contactType')}>
        <Dropdown
          value={type?.name ?? ''}
          selectedOptions={[String(value.contactTypeId)]}
          onOptionSelect={(_, d) => d.optionValue && onChange({ ...value, contactTypeId: Number(d.optionValue) })}
        >
          {contactTypes.map((c) => (
            <Option key={c.id} value={String(c.id)}>
              {c.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('profile.removeContact')} onClick={onRemove} />
    </fieldset>
  );
}
