import { FormAmount } from '../../../components/resources/FormAmount.tsx';
import type { SelectOption } from '../../../components/resources/FormSelect.tsx';
import { FormText } from '../../../components/resources/FormText.tsx';
import { LocationsField } from '../../../components/resources/LocationsField.tsx';
import type { ResourceFieldsProps } from '../../../components/resources/resourceEditorSpec.ts';
import type { FoodModifierRowFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import type { FoodModifierField, FoodModifierValues } from './foodModifierForm.ts';

export type FoodModifierFieldsProps = ResourceFieldsProps<
  FoodModifierRowFragment,
  FoodModifierValues,
  readonly SelectOption[],
  FoodModifierField
>;

/** Food modifiers' Basic Tab: Name, Group, Price and Locations. */
export function FoodModifierFields({ form, lookups: locations }: FoodModifierFieldsProps) {
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
        label={t('catalogue.field.groupName')}
        hint={t('catalogue.foodModifiers.groupHint')}
        value={form.values.groupName}
        onChange={(v) => form.set('groupName', v)}
        onBlur={() => form.blur('groupName')}
        message={form.message('groupName')}
      />
      <FormAmount
        label={t('catalogue.field.price')}
        hint={t('catalogue.foodModifiers.priceHint')}
        required
        value={form.values.price}
        onChange={(v) => form.set('price', v)}
        onBlur={() => form.blur('price')}
        message={form.message('price')}
      />
      <LocationsField form={form} options={locations} field="locationIds" />
    </>
  );
}
