import { Button, Field, Input, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import type { BookingScheduleQuery } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import { ScheduleView } from './ScheduleView.tsx';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    marginBottom: tokens.spacingVerticalL,
  },
  body: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 2fr) minmax(340px, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  single: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export interface BookingManagerPageProps {
  locations: { code: string; name: string }[];
  locationCode: string | null;
  onLocation: (code: string | null) => void;
  date: string;
  onDate: (date: string) => void;
  onToday: () => void;
  schedule: BookingScheduleQuery['bookingSchedule'] | undefined;
  loading: boolean;
  canAdd: boolean;
  onNew: () => void;
  onOpen: (bookingId: number) => void;
  /** The month calendar of the location's days (marking those with no availability). */
  calendar: ReactNode;
  /** The open booking's panel, if any. */
  detail: ReactNode;
  /** The create dialog, when open. */
  dialog: ReactNode;
}

/** /club-booking/manager: a location and a day, the schedule, and the open booking beside it. */
export function BookingManagerPage(p: BookingManagerPageProps) {
  const t = useT();
  const styles = useStyles();
  return (
    <div>
      <PageHeading>{t('menu.bookingManager')}</PageHeading>
      <div className={styles.toolbar}>
        <Field label={t('bookingsWeb.location')}>
          <Select value={p.locationCode ?? ''} onChange={(_e, d) => p.onLocation(d.value || null)}>
            <option value="" />
            {p.locations.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('bookingsWeb.date')}>
          <Input type="date" value={p.date} onChange={(_e, d) => d.value && p.onDate(d.value)} />
        </Field>
        <Button onClick={p.onToday}>{t('bookingsWeb.today')}</Button>
        {p.canAdd && (
          <Button appearance="primary" disabled={!p.locationCode} onClick={p.onNew}>
            {t('bookingsWeb.newBooking')}
          </Button>
        )}
      </div>
      {!p.locationCode && <Text>{t('bookingsWeb.chooseLocation')}</Text>}
      {p.locationCode && p.loading && !p.schedule && <Spinner />}
      <div className={p.detail ? styles.body : styles.single}>
        {p.locationCode ? p.calendar : null}
        <div>{p.schedule && <ScheduleView schedule={p.schedule} onOpen={p.onOpen} />}</div>
        {p.detail}
      </div>
      {p.dialog}
    </div>
  );
}
