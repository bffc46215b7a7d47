import { DUPLICATE_REASON_KEYS, type DeskGuestInput } from '@marquee/core/bookings/desk';
import { Button, Checkbox, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { GuestLanguageSelect } from '../../../components/GuestLanguageSelect.tsx';
import type { BookingDuplicateGuestsQuery } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  box: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  names: {
    display: 'grid',
    gap: tokens.spacingHorizontalS,
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  },
  match: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export type DuplicateGuest = BookingDuplicateGuestsQuery['bookingDuplicateGuests'][number];
type TextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'birthDate';

export interface NewGuestFormProps {
  values: DeskGuestInput;
  onChange: (values: DeskGuestInput) => void;
  /** Field → message, already in the person's language (core's rule, then the server's). */
  errors: Partial<Record<TextField | 'languageId', string>>;
  /** Likely duplicates found on Continue; null before. */
  duplicates: DuplicateGuest[] | null;
  busy: boolean;
  onContinue: () => void;
  onUse: (guest: DuplicateGuest) => void;
  onCreateAnyway: () => void;
  onCancel: () => void;
  /** Today in the location's zone: the birthday picker stops there. */
  today: string;
}

/**
 * A new guest inside the New booking dialog (no form element of its own: it sits in the dialog's
 * form). Continue first lists the likely duplicates with "Use this guest"; only "create a new
 * guest" then creates one.
 */
export function NewGuestForm(p: NewGuestFormProps) {
  const t = useT();
  const styles = useStyles();
  const text = (field: TextField, label: Parameters<typeof t>[0], type?: 'email' | 'tel' | 'date') => (
    <Field
      label={t(label)}
      validationMessage={p.errors[field]}
      required={field === 'firstName' || field === 'lastName'}
    >
      <Input
        type={type}
        value={p.values[field]}
        max={type === 'date' ? p.today : undefined}
        inputMode={type === 'tel' ? 'numeric' : undefined}
        onChange={(_e, d) => p.onChange({ ...p.values, [field]: d.value })}
      />
    </Field>
  );
  return (
    <fieldset className={styles.box} aria-label={t('deskGuests.new.title')}>
      <Text weight="semibold">{t('deskGuests.new.title')}</Text>
      <div className={styles.names}>
        {text('firstName', 'deskGuests.new.firstName')}
        {text('lastName', 'deskGuests.new.lastName')}
      </div>
      {text('email', 'deskGuests.new.email', 'email')}
      {text('phone', 'deskGuests.new.phone', 'tel')}
      {text('birthDate', 'deskGuests.new.birthDate', 'date')}
      <GuestLanguageSelect
        value={p.values.languageId ?? null}
        error={p.errors.languageId}
        onChange={(languageId) => p.onChange({ ...p.values, languageId })}
      />
      <Checkbox
        checked={p.values.marketingOptIn}
        onChange={(_e, d) => p.onChange({ ...p.values, marketingOptIn: Boolean(d.checked) })}
        label={t('deskGuests.new.marketingOptIn')}
      />
      {p.duplicates && p.duplicates.length > 0 && (
        <section aria-label={t('deskGuests.duplicates.title')}>
          <Text weight="semibold" role="status">
            {t('deskGuests.duplicates.title')}
          </Text>
          {p.duplicates.map((g) => (
            <div key={g.id} className={styles.match}>
              <Text>
                {g.firstName} {g.lastName} {g.email || g.phone} ({t(DUPLICATE_REASON_KEYS[g.reason])})
              </Text>
              <Button size="small" onClick={() => p.onUse(g)}>
                {t('deskGuests.duplicates.use')}
              </Button>
            </div>
          ))}
        </section>
      )}
      <div className={styles.actions}>
        {p.duplicates && p.duplicates.length > 0 ? (
          <Button appearance="primary" disabled={p.busy} onClick={p.onCreateAnyway}>
            {t('deskGuests.new.createAnyway')}
          </Button>
        ) : (
          <Button appearance="primary" disabled={p.busy} onClick={p.onContinue}>
            {t('deskGuests.new.create')}
          </Button>
        )}
        <Button onClick={p.onCancel}>{t('deskGuests.new.cancel')}</Button>
      </div>
    </fieldset>
  );
}
