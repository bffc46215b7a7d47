import { Badge, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { formatCents } from '@marquee/core/marketing/guests';
import type { MessageKey } from '@marquee/core/messages/en';
import type { GuestTimelineQuery } from '../../generated/graphql.ts';
import { useFormat } from '../../i18n/useFormat.ts';
import { useT } from '../../i18n/useT.ts';

type Timeline = GuestTimelineQuery['guestTimeline'];

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'baseline', flexWrap: 'wrap' },
  when: { minWidth: '150px', color: tokens.colorNeutralForeground3 },
  figures: {
    display: 'flex',
    gap: tokens.spacingHorizontalXL,
    flexWrap: 'wrap',
    marginBottom: tokens.spacingVerticalM,
  },
});

const KIND: Record<Timeline['events'][number]['kind'], MessageKey> = {
  VISIT: 'marketing.crm.event.visit',
  BOOKING: 'marketing.crm.event.booking',
  NOTE: 'marketing.crm.event.note',
  MEMBERSHIP: 'marketing.crm.event.membership',
  MESSAGE: 'marketing.crm.event.message',
};

const CHANNEL: Record<NonNullable<Timeline['events'][number]['channel']>, MessageKey> = {
  email: 'marketing.channel.email',
  sms: 'marketing.channel.sms',
};

/** A guest's figures and their events, newest first (visits, bookings, memberships, notes, messages). */
export function GuestTimelineView({ timeline }: { timeline: Timeline }) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const { guest, events } = timeline;
  return (
    <section aria-label={t('marketing.crm.timeline')}>
      <div className={styles.figures}>
        <Text>
          {t('marketing.guests.visits')}: {guest.visits}
        </Text>
        <Text>
          {t('marketing.guests.bookings')}: {guest.bookings}
        </Text>
        <Text>
          {t('marketing.guests.spend')}: {formatCents(guest.spendCents)}
        </Text>
      </div>
      <Subtitle2 as="h3">{t('marketing.crm.timeline')}</Subtitle2>
      {events.length === 0 ? (
        <Text block>{t('marketing.crm.noEvents')}</Text>
      ) : (
        <ol className={styles.list}>
          {events.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events have no id of their own; the order is the server's.
            <li key={i} className={styles.item}>
              <Text className={styles.when}>
                {e.kind === 'NOTE' || e.kind === 'MESSAGE' ? format.dateTime(new Date(e.at)) : format.day(e.at)}
              </Text>
              <Badge appearance="tint">{t(KIND[e.kind])}</Badge>
              {e.location && <Text>{e.location}</Text>}
              {e.kind === 'VISIT' && <Text>{t('marketing.crm.partySize', { count: e.partySize })}</Text>}
              {e.amountCents > 0 && <Text>{formatCents(e.amountCents)}</Text>}
              {e.kind === 'MEMBERSHIP' && <Text>{t('marketing.crm.expires', { date: format.day(e.text) })}</Text>}
              {e.kind === 'NOTE' && (
                <Text>
                  {e.text} — {e.author}
                </Text>
              )}
              {e.kind === 'MESSAGE' && e.channel && e.status && (
                <>
                  <Text>{t(CHANNEL[e.channel])}</Text>
                  <Text>{e.text}</Text>
                  <Badge appearance="outline">{t(`crm.emails.status.${e.status}`)}</Badge>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
