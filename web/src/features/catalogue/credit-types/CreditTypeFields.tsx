import { Field, Switch } from '@fluentui/react-components';
import { MAX_EXPIRATION_DAYS } from '@marquee/core/catalogue/creditType';
import { FormText } from '../../../components/resources/FormText.tsx';
import type { ResourceFieldsProps } from '../../../components/resources/resourceEditorSpec.ts';
import type { CreditTypeRowFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import type { CreditTypeField, CreditTypeValues } from './creditTypeForm.ts';

export type CreditTypeFieldsProps = ResourceFieldsProps<
  CreditTypeRowFragment,
  CreditTypeValues,
  undefined,
  CreditTypeField
>;

const DAY_DIGITS = String(MAX_EXPIRATION_DAYS).length;

/** The credit type form's one Basic Tab: name, description, monetary, days until expiry. */
export function CreditTypeFields({ form, readOnly }: CreditTypeFieldsProps) {
  const t = useT();
  const v = form.values;
  return (
    <>
      <FormText
        label={t('catalogue.field.name')}
        required
        value={v.name}
        onChange={(value) => form.set('name', value)}
        onBlur={() => form.blur('name')}
        message={form.message('name')}
      />
      <FormText
        label={t('catalogue.field.description')}
        value={v.description}
        onChange={(value) => form.set('description', value)}
        onBlur={() => form.blur('description')}
        message={form.message('description')}
      />
      <Field hint={t('catalogue.creditTypes.isMonetaryHint')} validationMessage={form.message('isMonetary')}>
        <Switch
          label={t('catalogue.field.isMonetary')}
          checked={v.isMonetary}
          disabled={readOnly}
          onChange={(_, d) => form.set('isMonetary', d.checked)}
        />
      </Field>
      <FormText
        label={t('catalogue.field.expirationDays')}
        hint={t('catalogue.creditTypes.expirationDaysHint')}
        inputMode="numeric"
        value={v.expirationDays}
        onChange={(typed) => form.set('expirationDays', typed.replace(/\D/g, '').slice(0, DAY_DIGITS))}
        onBlur={() => form.blur('expirationDays')}
        message={form.message('expirationDays')}
      />
    </>
  );
}
