import { Dropdown, Field, makeStyles, Option } from '@fluentui/react-components';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({ field: { maxWidth: '320px' } });

export interface LocationChoice {
  code: string;
  name: string;
}

export interface LocationCodePickerProps {
  locations: readonly LocationChoice[];
  value: string | null;
  onChange: (code: string | null) => void;
}

/**
 * The location picker of the venue screens (spec/3 §2: placeholder 'Location'; disabled when only
 * one location exists). Locations are named by code, as the REST API's `locationCode`.
 */
export function LocationCodePicker({ locations, value, onChange }: LocationCodePickerProps) {
  const t = useT();
  const styles = useStyles();
  const current = locations.find((l) => l.code === value);
  return (
    <Field className={styles.field} label={t('venue.location')}>
      <Dropdown
        inlinePopup
        placeholder={t('venue.location')}
        disabled={locations.length <= 1}
        value={current?.name ?? ''}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, d) => onChange(d.optionValue ?? null)}
      >
        {locations.map((l) => (
          <Option key={l.code} value={l.code}>
            {l.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
