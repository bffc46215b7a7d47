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

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to remove the item?'. */
  text: string;
  onNo: () => void;
  onYes: () => void;
  /** Yes is busy (the call is running). */
  busy?: boolean;
}

/** A No/Yes confirmation (spec/3 §2). */
export function ConfirmDialog({ open, text, onNo, onYes, busy = false }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, d) => !d.open && onNo()}>
      <DialogSurface aria-label={text}>
        <DialogBody>
          <DialogTitle>{text}</DialogTitle>
          <DialogContent />
          <DialogActions>
            <Button onClick={onNo}>{t('common.no')}</Button>
            <Button appearance="primary" onClick={onYes} disabled={busy}>
              {t('common.yes')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
