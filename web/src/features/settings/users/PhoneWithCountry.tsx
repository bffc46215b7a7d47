import { Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { COUNTRY_CODES, joinPhone, splitPhone } from '@marquee/core/settings/phone';
import { useState } from 'react';
import { useFormReadOnly } from '../../../components/resources/formReadOnly.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS },
  code: { minWidth: '120px', flexShrink: 0 },
  number: { flexGrow: 1, minWidth: 0 },
});

export interface PhoneWithCountryProps {
  label: string;
  /** The stored digits, the country code first (core/src/settings/phone.ts). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  message?: string;
  required?: boolean;
  readOnly?: boolean;
}

/** The simple user dialog's phone: a country code choice beside the national number. */
export function PhoneWithCountry(props: PhoneWithCountryProps) {
  const { label, value, onChange, onBlur, message, required } = props;
  const readOnly = useFormReadOnly() || props.readOnly;
  const styles = useStyles();
  const t = useT();
  // The parts as typed: the stored digits alone cannot tell a short number's code from its start.
  const [parts, setParts] = useState(() => splitPhone(value));
  const [seen, setSeen] = useState(value);
  // A value set from outside (another record, a reset) is split afresh.
  if (value !== seen) {
    setSeen(value);
    if (value !== joinPhone(parts.countryCode, parts.national)) setParts(splitPhone(value));
  }
  const { countryCode, national } = parts;
  const change = (next: { countryCode: string; national: string }) => {
    const digits = { countryCode: next.countryCode, national: next.national.replace(/\D/g, '') };
    const joined = joinPhone(digits.countryCode, digits.national);
    setParts(digits);
    setSeen(joined);
    onChange(joined);
  };
  const current = COUNTRY_CODES.find((c) => c.code === countryCode);
  return (
    <Field label={label} required={required} validationMessage={message}>
      {/* The label and message belong to the number; the code has its own name. */}
      {(fieldProps) => (
        <div className={styles.row}>
          <Dropdown
            inlinePopup
            aria-label={t('settings.users.countryCode')}
            className={styles.code}
            disabled={readOnly}
            value={current ? `+${current.code} ${current.country}` : `+${countryCode}`}
            selectedOptions={[countryCode]}
            onOptionSelect={(_, d) => d.optionValue && change({ countryCode: d.optionValue, national })}
          >
            {COUNTRY_CODES.map((c) => (
              <Option key={c.code} value={c.code} text={`+${c.code} ${c.country}`}>
                {`+${c.code} ${c.country}`}
              </Option>
            ))}
          </Dropdown>
          <Input
            {...fieldProps}
            className={styles.number}
            value={national}
            inputMode="numeric"
            readOnly={readOnly}
            appearance={readOnly ? 'filled-darker' : undefined}
            onChange={(_, d) => change({ countryCode, national: d.value })}
            onBlur={onBlur}
          />
        </div>
      )}
    </Field>
  );
}
