import { Field, Select } from '@fluentui/react-components';
import { LANGUAGES } from '@marquee/core/messages/languages';
import { useT } from '../i18n/useT.ts';

export interface GuestLanguageSelectProps {
  /** A languages id, or null for the location's language. */
  value: number | null;
  onChange: (languageId: number | null) => void;
  /** The server's or core's message, in the person's language. */
  error?: string;
  disabled?: boolean;
}

/**
 * The language a guest's messages go in: one of ours, each named in its own language, or the
 * location's (no choice of the guest's own).
 */
export function GuestLanguageSelect({ value, onChange, error, disabled }: GuestLanguageSelectProps) {
  const t = useT();
  return (
    <Field label={t('marketing.guest.language')} validationMessage={error}>
      <Select
        value={value === null ? '' : String(value)}
        disabled={disabled}
        onChange={(_e, d) => onChange(d.value === '' ? null : Number(d.value))}
      >
        <option value="">{t('marketing.guest.locationLanguage')}</option>
        {LANGUAGES.map((l) => (
          <option key={l.id} value={String(l.id)} lang={l.code}>
            {l.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
