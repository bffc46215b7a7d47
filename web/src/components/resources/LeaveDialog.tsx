import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useT } from '../../i18n/useT.ts';

export interface LeaveDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** 'You have unsaved changes…' with Stay and Leave, before edits are thrown away. */
export function LeaveDialog({ open, onStay, onLeave }: LeaveDialogProps) {
  const t = useT();
  const text = t('resources.leave.question');
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, d) => !d.open && onStay()}>
      <DialogSurface aria-label={text}>
        <DialogBody>
          <DialogTitle>{text}</DialogTitle>
          <DialogContent />
          <DialogActions>
            <Button appearance="primary" onClick={onStay}>
              {t('resources.leave.stay')}
            </Button>
            <Button onClick={onLeave}>{t('resources.leave.leave')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
