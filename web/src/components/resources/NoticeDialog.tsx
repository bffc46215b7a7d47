import { Button, Dialog, DialogActions, DialogBody, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useT } from '../../i18n/useT.ts';

export interface NoticeDialogProps {
  open: boolean;
  text: string;
  onClose: () => void;
}

/** A message with Ok, e.g. 'Please fill all the required fields'. */
export function NoticeDialog({ open, text, onClose }: NoticeDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label={text}>
        <DialogBody>
          <DialogTitle>{text}</DialogTitle>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('common.ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
