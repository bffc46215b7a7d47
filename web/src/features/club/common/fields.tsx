import { Checkbox, Dropdown, Field, Input, Option } from '@fluentui/react-components';

export interface ChoiceFieldProps {
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  message?: string;
  required?: boolean;
}

/** A labelled single choice of a club form. */
export function ChoiceField({ label, value, options, onChange, message, required }: ChoiceFieldProps) {
  const current = options.find((o) => o.value === value);
  return (
    <Field label={label} validationMessage={message} required={required}>
      <Dropdown
        inlinePopup
        value={current?.label ?? ''}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, d) => d.optionValue && onChange(d.optionValue)}
      >
        {options.map((o) => (
          <Option key={o.value} value={o.value}>
            {o.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  message?: string;
  required?: boolean;
  type?: 'text' | 'number' | 'date' | 'datetime-local';
  hint?: string;
  maxLength?: number;
}

/** A labelled text, number or date input of a club form. */
export function TextField({
  label,
  value,
  onChange,
  message,
  required,
  type = 'text',
  hint,
  maxLength = 100,
}: TextFieldProps) {
  return (
    <Field label={label} validationMessage={message} required={required} hint={hint}>
      <Input type={type} value={value} maxLength={maxLength} onChange={(_, d) => onChange(d.value)} />
    </Field>
  );
}

export interface ToggleFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function ToggleField({ label, checked, onChange }: ToggleFieldProps) {
  return <Checkbox label={label} checked={checked} onChange={(_, d) => onChange(d.checked === true)} />;
}

/** '' → null, else the number typed. */
export const intOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));
export const textOf = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
