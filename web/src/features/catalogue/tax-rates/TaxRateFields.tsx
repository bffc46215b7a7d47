import { FormAmount } from '../../../components/resources/FormAmount.tsx';
import { LocationsField } from '../../../components/resources/LocationsField.tsx';
import { FormSelect, type SelectOption } from '../../../components/resources/FormSelect.tsx';
import { FormText } from '../../../components/resources/FormText.tsx';
import type { ResourceFieldsProps } from '../../../components/resources/resourceEditorSpec.ts';
import type { TaxRateRowFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import type { TaxRateField, TaxRateValues } from './taxRateForm.ts';

export interface TaxRateLookups {
  locations: readonly SelectOption[];
  taxTypes: readonly SelectOption[];
}

export type TaxRateFieldsProps = ResourceFieldsProps<TaxRateRowFragment, TaxRateValues, TaxRateLookups, TaxRateField>;

/** Tax rates' Basic Tab: Name, Percentage, Tax Type and Locations. */
export function TaxRateFields({ form, lookups }: TaxRateFieldsProps) {
  const t = useT();
  return (
    <>
      <FormText
        label={t('catalogue.field.name')}
        required
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        onBlur={() => form.blur('name')}
        message={form.message('name')}
      />
      <FormAmount
        percent
        label={t('catalogue.field.percentage')}
        hint={t('catalogue.taxRates.percentageHint')}
        required
        value={form.values.percentage}
        onChange={(v) => form.set('percentage', v)}
        onBlur={() => form.blur('percentage')}
        message={form.message('percentage')}
      />
      <FormSelect
        label={t('catalogue.field.taxType')}
        required
        options={lookups.taxTypes}
        value={form.values.taxTypeId === null ? [] : [form.values.taxTypeId]}
        onChange={(v) => form.set('taxTypeId', v[0] ?? null)}
        onBlur={() => form.blur('taxTypeId')}
        message={form.message('taxTypeId')}
      />
      <LocationsField form={form} options={lookups.locations} field="locationIds" />
    </>
  );
}
