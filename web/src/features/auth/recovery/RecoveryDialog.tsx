import { Dialog, DialogBody, DialogSurface } from '@fluentui/react-components';
import { RecoveryStepBody, type RecoveryStepBodyProps } from './RecoveryStepBody.tsx';

export type RecoveryDialogProps = RecoveryStepBodyProps & {
  open: boolean;
};

/** The password-recovery dialog of spec/1 §2.3, one step at a time. */
export function RecoveryDialog({ open, ...body }: RecoveryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && body.onClose()}>
      <DialogSurface>
        <DialogBody>
          <RecoveryStepBody {...body} />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
