import { Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { MessageKey } from '@marquee/core/messages/en';
import type { CalendarDay, CalendarException } from '@marquee/core/venue/calendar';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  card: { minWidth: '130px' },
  closed: { color: tokens.colorNeutralForeground3 },
  exception: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  tag: { color: tokens.colorBrandForeground1 },
});

export interface DayCardProps {
  day: CalendarDay;
  canEdit: boolean;
  canRemove: boolean;
  onEdit: (exception: CalendarException) => void;
  onRemove: (id: number) => void;
  onClear: (date: string) => void;
}

/** One date of the calendar: its weekday and date in the language's format, closed or its opening windows, its exceptions. */
export function DayCard({ day, canEdit, canRemove, onEdit, onRemove, onClear }: DayCardProps) {
  const t = useT();
  const styles = useStyles();
  const format = useFormat();
  const weekday = t(`calendar.weekday.${day.weekday}` as MessageKey);
  const shown = format.wallTime(day.date);
  return (
    <Card className={styles.card} role="region" aria-label={`${weekday} ${shown}`}>
      <Text weight="semibold">{weekday}</Text>
      <Text>{shown}</Text>
      {day.isOpen ? (
        day.windows.map((w) => (
          <Text key={w.startTime}>
            {t('calendar.open', { start: format.clock(w.startTime), end: format.clock(w.endTime) })}
          </Text>
        ))
      ) : (
        <Text className={styles.closed}>{t('calendar.closed')}</Text>
      )}
      {day.source === 'exception' && <Text className={styles.tag}>{t('calendar.fromException')}</Text>}
      {day.exceptions.map((e) => (
        <div key={e.id} className={styles.exception}>
          <Text>
            {e.isAllDay
              ? t('calendar.closed')
              : `${format.clock(e.startTime ?? '00:00')} – ${format.clock(e.endTime ?? '23:30')}`}
          </Text>
          {canEdit && (
            <Button
              size="small"
              appearance="subtle"
              icon={<EditRegular />}
              aria-label={t('calendar.editExceptionOn', { date: shown })}
              onClick={() => onEdit(e)}
            />
          )}
          {canRemove && (
            <Button
              size="small"
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={t('calendar.removeException', { date: shown })}
              onClick={() => onRemove(e.id)}
            />
          )}
        </div>
      ))}
      {canRemove && day.exceptions.length > 1 && (
        <Button size="small" onClick={() => onClear(day.date)}>
          {t('calendar.reopenDay', { date: shown })}
        </Button>
      )}
    </Card>
  );
}
