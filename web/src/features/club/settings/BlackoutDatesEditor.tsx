import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { BLACKOUT_REPEATS, type BlackoutDate, type BlackoutRepeat, CLUB_LIMITS } from '@marquee/core/club/settings';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
});

export interface BlackoutDatesEditorProps {
  value: readonly BlackoutDate[];
  onChange: (next: BlackoutDate[]) => void;
  /** 'blackoutDates.2' → message. */
  errors: Record<string, string | undefined>;
}

/** The days the guest shop takes no booking: a date each, once or repeating from it. */
export function BlackoutDatesEditor({ value, onChange, errors }: BlackoutDatesEditorProps) {
  const t = useT();
  const styles = useStyles();
  const put = (i: number, patch: Partial<BlackoutDate>) =>
    onChange(value.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  return (
    <>
      <h2>{t('shop.settings.blackout')}</h2>
      <p>{t('shop.settings.blackoutHint')}</p>
      {value.map((b, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blackout dates have no id; their position is their identity.
        <div key={i} className={styles.row}>
          <Field label={t('shop.settings.blackoutDate', { n: i + 1 })} validationMessage={errors[`blackoutDates.${i}`]}>
            <Input type="date" value={b.date} onChange={(_, d) => put(i, { date: d.value })} />
          </Field>
          <Field label={t('shop.settings.repeat')}>
            <Select value={b.repeat} onChange={(_, d) => put(i, { repeat: d.value as BlackoutRepeat })}>
              {BLACKOUT_REPEATS.map((r) => (
                <option key={r} value={r}>
                  {t(`shop.repeat.${r}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Button onClick={() => onChange(value.filter((_, j) => j !== i))}>{t('club.remove')}</Button>
        </div>
      ))}
      {value.length < CLUB_LIMITS.blackoutDates && (
        <div>
          <Button onClick={() => onChange([...value, { date: '', repeat: 'NONE' }])}>
            {t('shop.settings.addBlackout')}
          </Button>
        </div>
      )}
    </>
  );
}
