import { REVENUE_CLASS_TYPES } from '@marquee/core/catalogue/reference';
import { ChoiceFilter } from '../../../components/resources/ChoiceFilter.tsx';
import type { FiltersProps } from '../../../components/resources/resourceScreenConfig.ts';
import { useT } from '../../../i18n/useT.ts';

/** The type filter beside the Revenue Classes search. */
export function RevenueClassTypeFilter({ filters, onChange }: FiltersProps<{ typeId: number | null }>) {
  const t = useT();
  return (
    <ChoiceFilter
      label={t('catalogue.field.type')}
      allLabel={t('catalogue.revenueClasses.allTypes')}
      options={REVENUE_CLASS_TYPES.map((c) => ({ value: c.id, label: t(c.label) }))}
      value={filters.typeId}
      onChange={(v) => onChange('typeId', v === null ? null : Number(v))}
    />
  );
}
