import { Field, Radio, RadioGroup } from '@fluentui/react-components';

export interface OptionRadiosProps<T extends string> {
  label: string;
  value: T;
  /** Only the options that can work with the rest of the settings. */
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
  disabled?: boolean;
  hint?: string;
}

/** A labelled radio group of the theme panel. */
export function OptionRadios<T extends string>(props: OptionRadiosProps<T>) {
  const { label, value, options, optionLabel, onChange, disabled, hint } = props;
  return (
    <Field label={label} hint={hint}>
      <RadioGroup
        layout={options.length > 3 ? 'vertical' : 'horizontal'}
        value={value}
        disabled={disabled}
        onChange={(_, d) => onChange(d.value as T)}
      >
        {options.map((o) => (
          <Radio key={o} value={o} label={optionLabel(o)} />
        ))}
      </RadioGroup>
    </Field>
  );
}
