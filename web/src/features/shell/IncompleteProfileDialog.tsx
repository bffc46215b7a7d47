import { Button, Dialog, DialogActions, DialogBody, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useT } from '../../i18n/useT.ts';

export interface IncompleteProfileDialogProps {
  open: boolean;
  /** 'Ok' or closing: go to /profile?page=points. */
  onOk: () => void;
}

/** Spec/1 §2.6: asks for the points of contact while the profile is incomplete. */
export function IncompleteProfileDialog({ open, onOk }: IncompleteProfileDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, d) => !d.open && onOk()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('shell.incompleteProfile')}</DialogTitle>
          <DialogActions>
            <Button appearance="primary" onClick={onOk}>
              {t('common.ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
