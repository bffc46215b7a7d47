import { Dropdown, makeStyles, Option } from '@fluentui/react-components';

const useStyles = makeStyles({ picker: { minWidth: '250px', maxWidth: '300px' } });

export interface LocalPickerOption {
  value: string;
  label: string;
}

export interface LocalPickerProps {
  label: string;
  placeholder: string;
  options: readonly LocalPickerOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  multiselect?: boolean;
  disabled?: boolean;
  /** The list opened (lazy option loading). */
  onOpen?: () => void;
}

/** A widget's own filter picker (250–300 px wide, spec/2 §9). */
export function LocalPicker({
  label,
  placeholder,
  options,
  selected,
  onChange,
  multiselect,
  disabled,
  onOpen,
}: LocalPickerProps) {
  const styles = useStyles();
  const text = options
    .filter((o) => selected.includes(o.value))
    .map((o) => o.label)
    .join(', ');
  return (
    <Dropdown
      className={styles.picker}
      aria-label={label}
      placeholder={placeholder}
      multiselect={multiselect}
      disabled={disabled}
      value={text}
      selectedOptions={[...selected]}
      onOpenChange={(_, d) => d.open && onOpen?.()}
      onOptionSelect={(_, d) => onChange(d.selectedOptions)}
    >
      {options.map((o) => (
        <Option key={o.value} value={o.value}>
          {o.label}
        </Option>
      ))}
    </Dropdown>
  );
}
