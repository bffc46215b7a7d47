import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from '@fluentui/react-components';
import { useT } from '../../i18n/useT.ts';

export interface SessionWarningDialogProps {
  open: boolean;
  secondsLeft: number;
  /** 'Return' sends the keep-alive ping. */
  onReturn: () => void;
  returning: boolean;
}

/** Shown in the last minute of the session countdown (spec/1 §4). */
export function SessionWarningDialog({ open, secondsLeft, onReturn, returning }: SessionWarningDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('session.warning.title')}</DialogTitle>
          <DialogContent>
            <Text role="timer" aria-live="off">
              {t('session.warning.text', { seconds: secondsLeft })}
            </Text>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onReturn} disabled={returning}>
              {t('session.warning.return')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
