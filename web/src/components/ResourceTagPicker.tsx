import { Combobox, Field, makeStyles, Option, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '../i18n/useT.ts';

export interface ResourceChoice {
  id: number;
  name: string;
}

export interface ResourceTagPickerProps {
  label: string;
  hint: string;
  required?: boolean;
  /** The resources chosen, in order. */
  value: readonly ResourceChoice[];
  /** The location's resources matching what was typed. */
  options: readonly ResourceChoice[];
  /** Called with what is typed (the container asks the server, so any number of resources can be found). */
  onSearch: (text: string) => void;
  onChange: (value: ResourceChoice[]) => void;
  message?: string;
}

const useStyles = makeStyles({
  tags: { marginTop: tokens.spacingVerticalXS, flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
});

/** Bookable resources picked by typing (the server finds them, so any number works); several, in order; a tag's dismiss takes one off. */
export function ResourceTagPicker({
  label,
  hint,
  required,
  value,
  options,
  onSearch,
  onChange,
  message,
}: ResourceTagPickerProps) {
  const t = useT();
  const styles = useStyles();
  const [text, setText] = useState('');
  const chosen = new Set(value.map((r) => r.id));
  return (
    <Field label={label} hint={hint} validationMessage={message} required={required}>
      {/* The typed text is only a search (the choice is the tags), so the browser must not require it. */}
      <Combobox
        inlinePopup
        multiselect
        freeform
        required={false}
        value={text}
        selectedOptions={value.map((r) => String(r.id))}
        onChange={(e) => {
          setText(e.target.value);
          onSearch(e.target.value);
        }}
        onOptionSelect={(_, d) => {
          const id = Number(d.optionValue);
          const found = options.find((o) => o.id === id);
          if (chosen.has(id)) onChange(value.filter((r) => r.id !== id));
          else if (found) onChange([...value, { id: found.id, name: found.name }]);
          setText('');
        }}
      >
        {options.map((o) => (
          <Option key={o.id} value={String(o.id)}>
            {o.name}
          </Option>
        ))}
      </Combobox>
      {value.length > 0 && (
        <TagGroup className={styles.tags} onDismiss={(_, d) => onChange(value.filter((r) => String(r.id) !== d.value))}>
          {value.map((r) => (
            // The whole tag is the remove button: its name says so and contains the visible name.
            <Tag
              key={r.id}
              value={String(r.id)}
              dismissible
              aria-label={t('scheduling.activity.removeResource', { name: r.name })}
            >
              {r.name}
            </Tag>
          ))}
        </TagGroup>
      )}
    </Field>
  );
}
