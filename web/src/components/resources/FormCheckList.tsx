import { Checkbox, Label, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useFormReadOnly } from './formReadOnly.ts';
import type { SelectOption } from './FormSelect.tsx';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalXXS },
  // A fieldset: reset the browser's margin and minimum width so it sizes like the other fields.
  box: {
    margin: 0,
    minWidth: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    maxHeight: '220px',
    overflowY: 'auto',
    padding: tokens.spacingVerticalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  invalid: { border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder2}` },
  error: { color: tokens.colorPaletteRedForeground1, display: 'flex', gap: tokens.spacingHorizontalXS },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface FormCheckListProps {
  label: string;
  options: readonly SelectOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  onBlur?: () => void;
  message?: string;
  hint?: string;
  required?: boolean;
}

/**
 * A multiple choice as a labelled group of checkboxes. Not a Fluent Field: a Field names every
 * control inside it after its own label, and each checkbox needs its own name. (Fluent's
 * multiselect Dropdown renders no options in this version, in Chromium and jsdom alike.)
 */
export function FormCheckList({
  label,
  options,
  value,
  onChange,
  onBlur,
  message,
  hint,
  required,
}: FormCheckListProps) {
  const styles = useStyles();
  const id = useId();
  const readOnly = useFormReadOnly();
  const toggle = (option: number, on: boolean) => onChange(on ? [...value, option] : value.filter((v) => v !== option));
  return (
    <div className={styles.root}>
      <Label id={`${id}-label`} required={required}>
        {label}
      </Label>
      <fieldset
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint ${id}-error`}
        aria-invalid={message ? true : undefined}
        className={mergeClasses(styles.box, message ? styles.invalid : undefined)}
        onBlur={onBlur}
      >
        {options.map((o) => (
          <Checkbox
            key={o.value}
            label={o.label}
            checked={value.includes(o.value)}
            disabled={readOnly}
            onChange={(_, d) => toggle(o.value, d.checked === true)}
          />
        ))}
      </fieldset>
      {message && (
        <Text id={`${id}-error`} size={200} className={styles.error} role="alert">
          <ErrorCircleRegular aria-hidden="true" />
          {message}
        </Text>
      )}
      {hint && (
        <Text id={`${id}-hint`} size={200} className={styles.hint}>
          {hint}
        </Text>
      )}
    </div>
  );
}
