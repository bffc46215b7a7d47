import { Dropdown, Field, makeStyles, Option } from '@fluentui/react-components';

// Narrow screens fit two filters to a row rather than one.
const useStyles = makeStyles({ root: { minWidth: '180px', '@media (max-width: 599px)': { minWidth: '140px' } } });

const ALL = '';

export interface ChoiceFilterProps {
  label: string;
  /** The entry that clears the filter, e.g. 'All types'. */
  allLabel: string;
  options: readonly { value: string | number; label: string }[];
  /** The chosen value; null is "all". */
  value: string | number | null;
  onChange: (value: string | null) => void;
}

/** One filter of a resource table's header: a dropdown with an "all" entry (type, status, class). */
export function ChoiceFilter({ label, allLabel, options, value, onChange }: ChoiceFilterProps) {
  const styles = useStyles();
  const current = options.find((o) => String(o.value) === String(value));
  return (
    <Field label={label}>
      <Dropdown
        inlinePopup
        className={styles.root}
        value={current?.label ?? allLabel}
        selectedOptions={[value === null ? ALL : String(value)]}
        onOptionSelect={(_, d) => onChange(d.optionValue ? d.optionValue : null)}
      >
        <Option value={ALL}>{allLabel}</Option>
        {options.map((o) => (
          <Option key={o.value} value={String(o.value)}>
            {o.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
