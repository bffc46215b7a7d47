import { REVENUE_CLASS_TYPES } from '@marquee/core/catalogue/reference';
import { FormSelect } from '../../../components/resources/FormSelect.tsx';
import { FormText } from '../../../components/resources/FormText.tsx';
import type { ResourceFieldsProps } from '../../../components/resources/resourceEditorSpec.ts';
import type { RevenueClassRowFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import type { RevenueClassField, RevenueClassValues } from './revenueClassForm.ts';

export type RevenueClassFieldsProps = ResourceFieldsProps<
  RevenueClassRowFragment,
  RevenueClassValues,
  undefined,
  RevenueClassField
>;

/** The revenue class form's one Basic Tab: name, type and description. */
export function RevenueClassFields({ form }: RevenueClassFieldsProps) {
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
      <FormSelect
        label={t('catalogue.field.type')}
        required
        options={REVENUE_CLASS_TYPES.map((c) => ({ value: c.id, label: t(c.label) }))}
        value={v.typeId === null ? [] : [v.typeId]}
        onChange={([typeId]) => form.set('typeId', typeId ?? null)}
        onBlur={() => form.blur('typeId')}
        message={form.message('typeId')}
      />
      <FormText
        label={t('catalogue.field.description')}
        hint={t('catalogue.revenueClasses.descriptionHint')}
        value={v.description}
        onChange={(value) => form.set('description', value)}
        onBlur={() => form.blur('description')}
        message={form.message('description')}
      />
    </>
  );
}
