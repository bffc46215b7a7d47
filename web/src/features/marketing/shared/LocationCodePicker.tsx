import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useT } from '../../../i18n/useT.ts';

export interface LocationChoice {
  code: string;
  name: string;
}

export interface LocationCodePickerProps {
  locations: readonly LocationChoice[];
  /** The selected location's code, or null for none. */
  value: string | null;
  onChange: (code: string) => void;
}

/** The marketing screens' location choice: they name locations by code (spec/3 §7 locationCode). */
export function LocationCodePicker({ locations, value, onChange }: LocationCodePickerProps) {
  const t = useT();
  const selected = locations.find((l) => l.code === value);
  return (
    <Field label={t('marketing.location')}>
      <Dropdown
        inlinePopup
        value={selected?.name ?? ''}
        selectedOptions={value ? [value] : []}
        disabled={locations.length <= 1 && selected !== undefined}
        onOptionSelect={(_, d) => d.optionValue && onChange(d.optionValue)}
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
