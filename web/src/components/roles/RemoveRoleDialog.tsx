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

export interface RemoveRoleDialogProps {
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Remove Role: shows the name, CANCEL and OK (spec/3 §2). */
export function RemoveRoleDialog({ name, busy, onCancel, onConfirm }: RemoveRoleDialogProps) {
  const t = useT();
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('roles.modal.remove')}</DialogTitle>
          <DialogContent>{t('roles.modal.removeText', { name })}</DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{t('roles.button.cancel')}</Button>
            <Button appearance="primary" onClick={onConfirm} disabled={busy}>
              {t('roles.button.ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
