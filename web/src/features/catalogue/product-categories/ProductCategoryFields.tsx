import type { SelectOption } from '../../../components/resources/FormSelect.tsx';
import { FormText } from '../../../components/resources/FormText.tsx';
import { LocationsField } from '../../../components/resources/LocationsField.tsx';
import type { ResourceFieldsProps } from '../../../components/resources/resourceEditorSpec.ts';
import type { ProductCategoryRowFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import { displayOrderInput, type ProductCategoryField, type ProductCategoryValues } from './productCategoryForm.ts';

export type ProductCategoryFieldsProps = ResourceFieldsProps<
  ProductCategoryRowFragment,
  ProductCategoryValues,
  readonly SelectOption[],
  ProductCategoryField
>;

/** Product categories' Basic Tab: Name, Description, Display Order and Locations. */
export function ProductCategoryFields({ form, lookups: locations }: ProductCategoryFieldsProps) {
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
      <FormText
        label={t('catalogue.field.description')}
        value={form.values.description}
        onChange={(v) => form.set('description', v)}
        onBlur={() => form.blur('description')}
        message={form.message('description')}
      />
      <FormText
        label={t('catalogue.field.displayOrder')}
        hint={t('catalogue.productCategories.displayOrderHint')}
        required
        inputMode="numeric"
        autoComplete="off"
        value={form.values.displayOrder}
        onChange={(v) => form.set('displayOrder', displayOrderInput(v))}
        onBlur={() => form.blur('displayOrder')}
        message={form.message('displayOrder')}
      />
      <LocationsField form={form} options={locations} field="locationIds" />
    </>
  );
}
