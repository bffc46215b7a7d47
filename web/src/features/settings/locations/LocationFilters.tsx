import { ChoiceFilter } from '../../../components/resources/ChoiceFilter.tsx';
import type { FiltersProps } from '../../../components/resources/resourceScreenConfig.ts';
import { useT } from '../../../i18n/useT.ts';
import type { LocationFilterValues } from './locationFilters.ts';

/** The status (enabled) filter beside the Locations search. */
export function LocationFilters({ filters, onChange }: FiltersProps<LocationFilterValues>) {
  const t = useT();
  return (
    <ChoiceFilter
      label={t('settings.locations.enabledFilter')}
      allLabel={t('settings.locations.anyStatus')}
      options={[
        { value: 'on', label: t('settings.locations.enabledOnly') },
        { value: 'off', label: t('settings.locations.disabledOnly') },
      ]}
      value={filters.enabled}
      onChange={(v) => onChange('enabled', v === 'on' || v === 'off' ? v : null)}
    />
  );
}
