import { FormText } from '../../../components/resources/FormText.tsx';

export interface DigitsFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  message?: string;
  hint?: string;
  required?: boolean;
  /** Digits kept at most (9,999: 4). */
  maxDigits: number;
}

/** A whole number as typed: only digits, at most `maxDigits`, so the field never holds a value the rules cannot read. */
export function DigitsField({ maxDigits, onChange, ...props }: DigitsFieldProps) {
  return (
    <FormText
      {...props}
      inputMode="numeric"
      onChange={(typed) => onChange(typed.replace(/\D/g, '').slice(0, maxDigits))}
    />
  );
}
