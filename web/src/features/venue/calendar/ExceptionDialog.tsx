import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { type CalendarException, type CalendarExceptionInput, validateException } from '@marquee/core/venue/calendar';
import { useState } from 'react';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface ExceptionDialogProps {
  /** The date a new exception starts on (the selected one). */
  date: string;
  /** The exception being edited; none for a new one. */
  exception?: CalendarException;
  onSave: (input: CalendarExceptionInput) => Promise<void>;
  onClose: () => void;
}

/** Adds or edits an exception: a date, all day (closed) or a start and an optional end (11:30 PM when none). */
export function ExceptionDialog({ date, exception, onSave, onClose }: ExceptionDialogProps) {
  const t = useT();
  const styles = useStyles();
  const [value, setValue] = useState<CalendarExceptionInput>({
    exceptionDate: exception?.exceptionDate ?? date,
    startTime: exception?.startTime ?? '',
    endTime: exception?.endTime ?? '',
    isAllDay: exception?.isAllDay ?? true,
  });
  const [busy, setBusy] = useState(false);
  const input = { ...value, startTime: value.startTime || null, endTime: value.endTime || null };
  const errors = validateException(input);
  const text = (key: keyof typeof errors) => (errors[key] ? t(errors[key]) : undefined);
  const save = () => {
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    onSave(input)
      .then(onClose)
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t(exception ? 'calendar.editException' : 'calendar.addException')}</DialogTitle>
          <DialogContent className={styles.form}>
            <Field label={t('calendar.exceptionDate')} required validationMessage={text('exceptionDate')}>
              <Input
                type="date"
                value={value.exceptionDate}
                onChange={(_, d) => setValue({ ...value, exceptionDate: d.value })}
              />
            </Field>
            <Checkbox
              label={t('calendar.isAllDay')}
              checked={value.isAllDay}
              onChange={(_, d) => setValue({ ...value, isAllDay: d.checked === true })}
            />
            {!value.isAllDay && (
              <>
                <Field label={t('calendar.startTime')} required validationMessage={text('startTime')}>
                  <Input
                    type="time"
                    value={value.startTime ?? ''}
                    onChange={(_, d) => setValue({ ...value, startTime: d.value })}
                  />
                </Field>
                <Field
                  label={t('calendar.endTime')}
                  hint={t('calendar.endTimeHint')}
                  validationMessage={text('endTime')}
                >
                  <Input
                    type="time"
                    value={value.endTime ?? ''}
                    onChange={(_, d) => setValue({ ...value, endTime: d.value })}
                  />
                </Field>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('calendar.cancel')}</Button>
            <Button appearance="primary" disabled={busy || Object.keys(errors).length > 0} onClick={save}>
              {t('venue.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
