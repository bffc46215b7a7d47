import { DISCOUNT_TYPES } from '@marquee/core/catalogue/reference';
import { ChoiceFilter } from '../../../components/resources/ChoiceFilter.tsx';
import type { FiltersProps } from '../../../components/resources/resourceScreenConfig.ts';
import { useDiscountRevenueClassChoicesQuery } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import type { DiscountFilterValues } from './discountFilters.ts';

const num = (v: string | null) => (v === null ? null : Number(v));

/** Type, status and revenue class filters beside the Discounts search. */
export function DiscountFilters({ filters, onChange }: FiltersProps<DiscountFilterValues>) {
  const t = useT();
  const { data } = useDiscountRevenueClassChoicesQuery();
  const classes = (data?.revenueClassOptions ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <>
      <ChoiceFilter
        label={t('catalogue.field.type')}
        allLabel={t('catalogue.discounts.allTypes')}
        options={DISCOUNT_TYPES.map((d) => ({ value: d.id, label: t(d.label) }))}
        value={filters.typeId}
        onChange={(v) => onChange('typeId', num(v))}
      />
      <ChoiceFilter
        label={t('catalogue.discounts.status')}
        allLabel={t('catalogue.discounts.anyStatus')}
        options={[
          { value: 'on', label: t('catalogue.discounts.onlyEnabled') },
          { value: 'off', label: t('catalogue.discounts.onlyDisabled') },
        ]}
        value={filters.enabled}
        onChange={(v) => onChange('enabled', v === 'on' || v === 'off' ? v : null)}
      />
      <ChoiceFilter
        label={t('catalogue.discounts.revenueClass')}
        allLabel={t('catalogue.discounts.allRevenueClasses')}
        options={classes}
        value={filters.revenueClassId}
        onChange={(v) => onChange('revenueClassId', num(v))}
      />
    </>
  );
}
