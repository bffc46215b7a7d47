import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { BookingCheckInsFieldsFragment } from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  box: { marginTop: tokens.spacingVerticalM, display: 'grid', gap: tokens.spacingVerticalS },
  form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

export interface CheckInPanelProps {
  checkIns: BookingCheckInsFieldsFragment;
  /** A canceled booking shows its check-ins but takes no more. */
  canCheckIn: boolean;
  busy: boolean;
  /** The server's message for the guests field, in the person's language. */
  error?: string;
  onCheckIn: (guests: number) => Promise<boolean>;
  onUndo: (checkInId: number) => void;
}

/**
 * Who is in: all the guests left at once, or some; each check-in with who and when, undone the same
 * day; an undone check-in stays listed with who undid it and when.
 */
export function CheckInPanel({ checkIns, canCheckIn, busy, error, onCheckIn, onUndo }: CheckInPanelProps) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const left = Math.max(checkIns.guests - checkIns.checkedInGuests, 0);
  const [guests, setGuests] = useState('');
  const time = (iso: string) => format.time(new Date(iso));
  return (
    <section className={styles.box} aria-label={t('deskGuests.checkIn.title')}>
      <Text weight="semibold" as="h3">
        {t('deskGuests.checkIn.title')}
      </Text>
      <Text role="status">
        {t('deskGuests.checkIn.status', { checked: checkIns.checkedInGuests, guests: checkIns.guests })}
      </Text>
      {canCheckIn && left > 0 && (
        <form
          className={styles.form}
          onSubmit={async (e) => {
            e.preventDefault();
            if (await onCheckIn(Number(guests))) setGuests('');
          }}
        >
          <Button appearance="primary" disabled={busy} onClick={() => void onCheckIn(left)}>
            {t('deskGuests.checkIn.all', { count: left })}
          </Button>
          <Field label={t('deskGuests.checkIn.guests')} validationMessage={error}>
            <Input type="number" min={1} max={left} value={guests} onChange={(_e, d) => setGuests(d.value)} />
          </Field>
          <Button type="submit" disabled={busy || !/^\d+$/.test(guests)}>
            {t('deskGuests.checkIn.submit')}
          </Button>
        </form>
      )}
      {checkIns.rows.length === 0 ? (
        <Text>{t('deskGuests.checkIn.none')}</Text>
      ) : (
        <ul className={styles.list}>
          {checkIns.rows.map((r) => (
            <li key={r.id} className={styles.row}>
              <Text strikethrough={r.undoneAt != null}>
                {r.undoneAt != null
                  ? t('deskGuests.checkIn.undoneRow', {
                      count: r.guests,
                      by: r.checkedInBy || '—',
                      time: time(r.checkedInAt),
                      undoneBy: r.undoneBy || '—',
                      undoneTime: time(r.undoneAt),
                    })
                  : t('deskGuests.checkIn.row', {
                      count: r.guests,
                      by: r.checkedInBy || '—',
                      time: time(r.checkedInAt),
                    })}
              </Text>
              {r.canUndo && (
                <Button
                  size="small"
                  disabled={busy}
                  aria-label={t('deskGuests.checkIn.undoLabel', { count: r.guests, time: time(r.checkedInAt) })}
                  onClick={() => onUndo(r.id)}
                >
                  {t('deskGuests.checkIn.undo')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
