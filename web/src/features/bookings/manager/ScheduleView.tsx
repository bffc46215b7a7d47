import { guestCountKey } from '@marquee/core/bookings/rules';
import type { MessageKey } from '@marquee/core/messages/en';
import { Button, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { BookingScheduleQuery } from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';
import { ClosedDayBookings } from './ClosedDayBookings.tsx';

const useStyles = makeStyles({
  resources: { display: 'grid', gap: tokens.spacingVerticalM },
  activity: { marginTop: tokens.spacingVerticalS },
  slots: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalXS },
  slot: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    minWidth: '140px',
  },
  // A started slot is told apart by a muted background, not by fading: its times and its
  // bookings' buttons (still live) keep text contrast (axe color-contrast).
  // A closed slot (kept for its bookings) is marked by its text and a dashed border, not colour alone.
  closed: {
    borderTopStyle: 'dashed',
    borderRightStyle: 'dashed',
    borderBottomStyle: 'dashed',
    borderLeftStyle: 'dashed',
  },
  started: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground3 },
  cancelled: { textDecoration: 'line-through' },
});

export interface ScheduleViewProps {
  schedule: BookingScheduleQuery['bookingSchedule'];
  onOpen: (bookingId: number) => void;
}

/** The day per resource: each activity's slots with places left and the bookings in them. */
export function ScheduleView({ schedule, onOpen }: ScheduleViewProps) {
  const t = useT();
  const { clock } = useFormat();
  const styles = useStyles();
  if (schedule.resources.length === 0) return <Text>{t('bookingsWeb.noResources')}</Text>;
  return (
    <div className={styles.resources}>
      <ClosedDayBookings bookings={schedule.closedBookings} onOpen={onOpen} />
      {schedule.resources.map((r) => (
        <Card key={r.id} role="region" aria-label={r.name}>
          <CardHeader
            header={
              <Text weight="semibold">
                {r.name} · {t(`bookings.resource.${r.kind}` as MessageKey)}
              </Text>
            }
          />
          {r.activities.length === 0 && <Text>{t('bookingsWeb.noActivities')}</Text>}
          {r.activities.map((a) => (
            <div key={a.id} className={styles.activity}>
              <Text weight="semibold">{a.name}</Text>
              <div className={styles.slots}>
                {a.slots.map((s) => (
                  <div
                    key={s.startTime}
                    className={`${styles.slot} ${s.started ? styles.started : ''} ${s.closed ? styles.closed : ''}`}
                  >
                    <Text block weight="semibold">
                      {clock(s.startTime)}
                    </Text>
                    <Text block size={200}>
                      {s.closed
                        ? t('scheduling.closedSlot')
                        : s.slotsRemaining === null
                          ? t('bookingsWeb.unlimited')
                          : s.slotsRemaining <= 0
                            ? t('bookingsWeb.full')
                            : t('bookingsWeb.placesLeft', { count: s.slotsRemaining })}
                    </Text>
                    {s.bookings.map((b) => (
                      <Button
                        key={b.id}
                        size="small"
                        appearance="subtle"
                        className={b.state === 'CANCELLED' ? styles.cancelled : undefined}
                        onClick={() => onOpen(b.id)}
                      >
                        {t('bookingsWeb.bookingButton', {
                          name: b.holderName,
                          guests: t(guestCountKey(b.guests), { count: b.guests }),
                          code: b.confirmationCode,
                        })}
                      </Button>
                    ))}
                  </div>
                ))}
              </div>
            </div>
          ))}
        </Card>
      ))}
    </div>
  );
}
