import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { LocationFilter } from '../../../components/resources/lookups/LocationFilter.tsx';
import type { FiltersProps } from '../../../components/resources/resourceScreenConfig.ts';
import { useT } from '../../../i18n/useT.ts';
import { useTaxTypeOptions } from './useTaxTypeOptions.ts';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  // The label takes its own width: Field's default 33% column lets the dropdown run into the next filter.
  field: { gridTemplateColumns: 'auto 1fr' },
  dropdown: { minWidth: '180px' },
});

export type TaxRateFilterValues = { taxTypeId: number | null; locationId: number | null };

const ALL = '';

/** The Tax Rates table's filters: tax type and location. */
export function TaxRateFilters({ filters, onChange }: FiltersProps<TaxRateFilterValues>) {
  const styles = useStyles();
  const t = useT();
  const { options } = useTaxTypeOptions();
  const current = options.find((o) => o.value === filters.taxTypeId);
  return (
    <div className={styles.row}>
      <Field className={styles.field} label={t('catalogue.field.taxType')} orientation="horizontal">
        <Dropdown
          inlinePopup
          className={styles.dropdown}
          value={current?.label ?? t('catalogue.taxRates.allTaxTypes')}
          selectedOptions={[filters.taxTypeId === null ? ALL : String(filters.taxTypeId)]}
          onOptionSelect={(_, d) => onChange('taxTypeId', d.optionValue ? Number(d.optionValue) : null)}
        >
          <Option value={ALL}>{t('catalogue.taxRates.allTaxTypes')}</Option>
          {options.map((o) => (
            <Option key={o.value} value={String(o.value)}>
              {o.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <LocationFilter filters={filters} onChange={onChange} />
    </div>
  );
}
