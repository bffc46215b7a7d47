import { Dropdown, Field, makeStyles, Option } from '@fluentui/react-components';
import { useT } from '../../../i18n/useT.ts';
import type { FiltersProps } from '../resourceScreenConfig.ts';
import { useLocationOptions } from './useLocationOptions.ts';

const useStyles = makeStyles({
  // The label takes its own width: Field's default 33% column lets the dropdown run into the next filter.
  field: { gridTemplateColumns: 'auto 1fr' },
  root: { minWidth: '180px' },
});

const ALL = '';

/** The location filter of the catalogue tables (rows offered at one location). */
export function LocationFilter({ filters, onChange }: FiltersProps<{ locationId: number | null }>) {
  const styles = useStyles();
  const t = useT();
  const { options } = useLocationOptions();
  const current = options.find((o) => o.value === filters.locationId);
  return (
    <Field className={styles.field} label={t('catalogue.filter.location')} orientation="horizontal">
      <Dropdown
        inlinePopup
        className={styles.root}
        value={current?.label ?? t('catalogue.filter.allLocations')}
        selectedOptions={[filters.locationId === null ? ALL : String(filters.locationId)]}
        onOptionSelect={(_, d) => onChange('locationId', d.optionValue ? Number(d.optionValue) : null)}
      >
        <Option value={ALL}>{t('catalogue.filter.allLocations')}</Option>
        {options.map((o) => (
          <Option key={o.value} value={String(o.value)}>
            {o.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
