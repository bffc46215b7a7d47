import type { GroupField } from '@marquee/core/settings/validation';
import { LocationsField } from '../../../components/resources/LocationsField.tsx';
import type { SelectOption } from '../../../components/resources/FormSelect.tsx';
import { FormText } from '../../../components/resources/FormText.tsx';
import type { ResourceFieldsProps } from '../../../components/resources/resourceEditorSpec.ts';
import type { GroupRowFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import type { GroupValues } from './groupForm.ts';

export type GroupFieldsProps = ResourceFieldsProps<GroupRowFragment, GroupValues, readonly SelectOption[], GroupField>;

/** Groups' one Basic Tab: Name and Locations. */
export function GroupFields({ form, lookups: locations }: GroupFieldsProps) {
  const t = useT();
  return (
    <>
      <FormText
        label={t('settings.groups.name')}
        hint={t('settings.groups.nameHint')}
        required
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        onBlur={() => form.blur('name')}
        message={form.message('name')}
      />
      <LocationsField
        form={form}
        options={locations}
        field="locations"
        label="settings.groups.locations"
        hint="settings.groups.locationsHint"
      />
    </>
  );
}
