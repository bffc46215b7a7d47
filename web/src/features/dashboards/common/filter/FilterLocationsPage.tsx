import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../../../i18n/useT.ts';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '280px',
    overflowY: 'auto',
    gap: tokens.spacingVerticalXXS,
  },
});

export interface FilterLocationOption {
  locationId: number;
  name: string;
}

export interface FilterLocationsPageProps {
  locations: readonly FilterLocationOption[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
}

/** Multi-select of the master client's locations; none selected means all. */
export function FilterLocationsPage({ locations, selected, onChange }: FilterLocationsPageProps) {
  const styles = useStyles();
  const t = useT();
  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <div className={styles.list}>
      <Checkbox
        label={t('dashboards.filter.allLocations')}
        checked={selected.length === 0}
        onChange={() => onChange([])}
      />
      {locations.map((l) => (
        <Checkbox
          key={l.locationId}
          label={l.name}
          checked={selected.includes(l.locationId)}
          onChange={(_, d) => toggle(l.locationId, d.checked === true)}
        />
      ))}
    </div>
  );
}
