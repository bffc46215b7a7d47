import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useT } from '../../../i18n/useT.ts';
import type { ClubLocationOption } from './useClubLocation.ts';

const useStyles = makeStyles({
  field: { maxWidth: '360px', marginBottom: tokens.spacingVerticalL },
});

export interface LocationPickerProps {
  locations: readonly ClubLocationOption[];
  code: string | null;
  onChange: (code: string) => void;
}

/** The required location of a club-booking screen. */
export function LocationPicker({ locations, code, onChange }: LocationPickerProps) {
  const t = useT();
  const styles = useStyles();
  const current = locations.find((l) => l.code === code);
  return (
    <Field className={styles.field} label={t('club.location')} required>
      <Dropdown
        inlinePopup
        placeholder={t('club.pickLocation')}
        value={current?.name ?? ''}
        selectedOptions={code ? [code] : []}
        onOptionSelect={(_, d) => d.optionValue && onChange(d.optionValue)}
      >
        {locations.map((l) => (
          <Option key={l.code} value={l.code}>
            {l.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
