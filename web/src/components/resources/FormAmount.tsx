import { Field, Input } from '@fluentui/react-components';
import {
  AMOUNT_INTEGER_DIGITS,
  PERCENTAGE_DECIMALS,
  amountInput,
  percentageInput,
} from '@marquee/core/resources/fields';
import { useFormReadOnly } from './formReadOnly.ts';

export interface FormAmountProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message under the field (an error). */
  message?: string;
  hint?: string;
  required?: boolean;
  readOnly?: boolean;
  /** Money: digits allowed before the point (spec/1 §5: 6). */
  integerDigits?: number;
  /** A percentage (0–100) instead of money, shown with a '%' after it. */
  percent?: boolean;
  /** Decimals of a percentage (core's isPercentage allows 4). */
  decimals?: number;
}

/**
 * A money or percentage input that keeps only what core's typing rules allow (amountInput,
 * percentageInput), so the field never shows a value the server would refuse; '$' is a prefix of
 * the field, and a typed or pasted '$' is dropped rather than refused.
 */
export function FormAmount(props: FormAmountProps) {
  const { label, value, onChange, onBlur, message, hint, required, percent } = props;
  const readOnly = useFormReadOnly() || props.readOnly;
  const keep = (typed: string) =>
    percent
      ? percentageInput(typed, props.decimals ?? PERCENTAGE_DECIMALS)
      : amountInput(typed, props.integerDigits ?? AMOUNT_INTEGER_DIGITS);
  return (
    <Field label={label} required={required} validationMessage={message} hint={hint}>
      <Input
        value={value}
        onChange={(_, d) => onChange(keep(d.value))}
        onBlur={onBlur}
        readOnly={readOnly}
        appearance={readOnly ? 'filled-darker' : undefined}
        inputMode="decimal"
        autoComplete="off"
        contentBefore={percent ? undefined : <span aria-hidden="true">$</span>}
        contentAfter={percent ? <span aria-hidden="true">%</span> : undefined}
      />
    </Field>
  );
}
