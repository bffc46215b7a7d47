import { Field, Input, type InputProps } from '@fluentui/react-components';
import { MAX_TEXT_LENGTH } from '@marquee/core/constants';
import { clipText } from '@marquee/core/validation';
import { useFormReadOnly } from './formReadOnly.ts';

export interface FormTextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message under the field (an error). */
  message?: string;
  hint?: string;
  required?: boolean;
  readOnly?: boolean;
  type?: InputProps['type'];
  inputMode?: InputProps['inputMode'];
  autoComplete?: string;
  contentAfter?: InputProps['contentAfter'];
}

/**
 * A labelled text input of a resource form; at most 100 characters (spec/3 §9), counted like the
 * server counts them (code points: an emoji is one), which the input's maxLength would not.
 */
export function FormText(props: FormTextProps) {
  const { label, value, onChange, onBlur, message, hint, required, type, inputMode, autoComplete } = props;
  const readOnly = useFormReadOnly() || props.readOnly;
  return (
    <Field label={label} required={required} validationMessage={message} hint={hint}>
      <Input
        value={value}
        onChange={(_, d) => onChange(clipText(d.value, MAX_TEXT_LENGTH))}
        onBlur={onBlur}
        readOnly={readOnly}
        appearance={readOnly ? 'filled-darker' : undefined}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        contentAfter={props.contentAfter}
      />
    </Field>
  );
}
