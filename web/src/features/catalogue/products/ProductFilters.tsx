import { ChoiceFilter } from '../../../components/resources/ChoiceFilter.tsx';
import { useLocationOptions } from '../../../components/resources/lookups/useLocationOptions.ts';
import type { FiltersProps } from '../../../components/resources/resourceScreenConfig.ts';
import { useProductLookupChoicesQuery, useProductTypeChoicesQuery } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import type { ProductFilterValues } from './productFilters.ts';

const num = (v: string | null) => (v === null ? null : Number(v));
const onOff = (v: string | null) => (v === 'on' || v === 'off' ? v : null);

/** Type, category, location, enabled and schedulable filters beside the products search. */
export function ProductFilters({ filters, onChange }: FiltersProps<ProductFilterValues>) {
  const t = useT();
  const types = useProductTypeChoicesQuery().data?.productTypeOptions ?? [];
  const categories = useProductLookupChoicesQuery().data?.productCategoryOptions ?? [];
  const option = (o: { id: number; name: string }) => ({ value: o.id, label: o.name });
  const { options: locations } = useLocationOptions();
  return (
    <>
      <ChoiceFilter
        label={t('products.field.productType')}
        allLabel={t('products.filter.allTypes')}
        options={types.map(option)}
        value={filters.productTypeId}
        onChange={(v) => onChange('productTypeId', num(v))}
      />
      <ChoiceFilter
        label={t('products.field.category')}
        allLabel={t('products.filter.allCategories')}
        options={categories.map(option)}
        value={filters.categoryId}
        onChange={(v) => onChange('categoryId', num(v))}
      />
      <ChoiceFilter
        label={t('products.field.location')}
        allLabel={t('products.filter.allLocations')}
        options={locations}
        value={filters.locationId}
        onChange={(v) => onChange('locationId', num(v))}
      />
      <ChoiceFilter
        label={t('catalogue.field.enabled')}
        allLabel={t('catalogue.discounts.anyStatus')}
        options={[
          { value: 'on', label: t('catalogue.discounts.onlyEnabled') },
          { value: 'off', label: t('catalogue.discounts.onlyDisabled') },
        ]}
        value={filters.enabled}
        onChange={(v) => onChange('enabled', onOff(v))}
      />
      <ChoiceFilter
        label={t('products.filter.scheduling')}
        allLabel={t('products.filter.anyScheduling')}
        options={[
          { value: 'on', label: t('catalogue.products.schedulable') },
          { value: 'off', label: t('catalogue.products.nonSchedulable') },
        ]}
        value={filters.schedulable}
        onChange={(v) => onChange('schedulable', onOff(v))}
      />
    </>
  );
}
