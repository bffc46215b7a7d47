import { Switch } from '@fluentui/react-components';
import { DISCOUNT_TYPES } from '@marquee/core/catalogue/reference';
import { FormAmount } from '../../../components/resources/FormAmount.tsx';
import { FormCheckList } from '../../../components/resources/FormCheckList.tsx';
import { FormSelect, type SelectOption } from '../../../components/resources/FormSelect.tsx';
import { FormText } from '../../../components/resources/FormText.tsx';
import type { ResourceFieldsProps } from '../../../components/resources/resourceEditorSpec.ts';
import type { DiscountRowFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import { type DiscountField, type DiscountValues, isPercent, keepValue, PERCENT_DECIMALS } from './discountForm.ts';

export type DiscountFieldsProps = ResourceFieldsProps<
  DiscountRowFragment,
  DiscountValues,
  readonly SelectOption[],
  DiscountField
>;

/** The selected tab of the discount form: Basic (name, type, value, enabled), Dates, Revenue Classes. */
export function DiscountFields({ form, lookups: revenueClasses, tab, readOnly }: DiscountFieldsProps) {
  const t = useT();
  const v = form.values;
  if (tab === 'dates') {
    return (
      <>
        <FormText
          label={t('catalogue.field.startDate')}
          type="date"
          required
          value={v.startDate}
          onChange={(value) => form.set('startDate', value)}
          onBlur={() => form.blur('startDate')}
          message={form.message('startDate')}
        />
        <FormText
          label={t('catalogue.field.endDate')}
          type="date"
          hint={t('catalogue.discounts.endDateHint')}
          value={v.endDate}
          onChange={(value) => form.set('endDate', value)}
          onBlur={() => form.blur('endDate')}
          message={form.message('endDate')}
        />
      </>
    );
  }
  if (tab === 'classes') {
    return (
      <FormCheckList
        label={t('catalogue.field.revenueClasses')}
        hint={t(
          revenueClasses.length ? 'catalogue.discounts.revenueClassesHint' : 'catalogue.discounts.noRevenueClasses',
        )}
        required
        options={revenueClasses}
        value={v.revenueClassIds}
        onChange={(ids) => form.set('revenueClassIds', ids)}
        onBlur={() => form.blur('revenueClassIds')}
        message={form.message('revenueClassIds')}
      />
    );
  }
  const percent = isPercent(v.typeId);
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
        options={DISCOUNT_TYPES.map((d) => ({ value: d.id, label: t(d.label) }))}
        value={[v.typeId]}
        onChange={([typeId]) => {
          if (typeId === undefined) return;
          form.set('typeId', typeId);
          form.set('value', keepValue(typeId, v.value));
        }}
        onBlur={() => form.blur('typeId')}
        message={form.message('typeId')}
      />
      <FormAmount
        label={t('catalogue.field.value')}
        hint={t(percent ? 'catalogue.discounts.valueHintPercent' : 'catalogue.discounts.valueHintAmount')}
        required
        percent={percent}
        decimals={PERCENT_DECIMALS}
        value={v.value}
        onChange={(value) => form.set('value', value)}
        onBlur={() => form.blur('value')}
        message={form.message('value')}
      />
      <Switch
        disabled={readOnly}
        label={t('catalogue.field.enabled')}
        checked={v.enabled}
        onChange={(_, d) => form.set('enabled', d.checked)}
      />
    </>
  );
}
