import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useFormReadOnly } from './formReadOnly.ts';

export interface SelectOption {
  value: number;
  label: string;
}

export interface FormSelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The selected value, as a list of one or none. */
  value: readonly number[];
  onChange: (value: number[]) => void;
  onBlur?: () => void;
  message?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** An entry meaning "none" for a single choice (e.g. 'No group'). */
  noneLabel?: string;
  placeholder?: string;
  /** The text shown when the selected value is not among the options (a current group left out). */
  valueLabel?: string;
}

const NONE = '';

/** A labelled single choice among numeric ids (several: FormCheckList). */
export function FormSelect(props: FormSelectProps) {
  const { label, options, value, onChange, onBlur, message, hint, required, noneLabel } = props;
  const disabled = useFormReadOnly() || props.disabled;
  const names = options.filter((o) => value.includes(o.value)).map((o) => o.label);
  const fallback = value.length > 0 ? (props.valueLabel ?? '') : (noneLabel ?? '');
  const shown = names.length ? names.join(', ') : fallback;
  return (
    <Field label={label} required={required} validationMessage={message} hint={hint}>
      <Dropdown
        inlinePopup
        disabled={disabled}
        value={shown}
        placeholder={props.placeholder}
        selectedOptions={value.length ? value.map(String) : noneLabel ? [NONE] : []}
        onOptionSelect={(_, d) => {
          onChange(d.optionValue && d.optionValue !== NONE ? [Number(d.optionValue)] : []);
        }}
        onBlur={onBlur}
      >
        {noneLabel && <Option value={NONE}>{noneLabel}</Option>}
        {options.map((o) => (
          <Option key={o.value} value={String(o.value)}>
            {o.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
