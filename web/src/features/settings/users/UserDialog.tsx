import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  backdrop: { backgroundColor: tokens.colorBackgroundOverlay },
});

export interface UserDialogProps {
  open: boolean;
  title: string;
  onDismiss: () => void;
  children: ReactNode;
}

/** The Users screen's edit dialog over the table (spec/3 §2 Users). */
export function UserDialog({ open, title, onDismiss, children }: UserDialogProps) {
  const styles = useStyles();
  return (
    // Non-modal: as a modal, Fluent's focus trap marks this dialog itself aria-hidden when it opens
    // from the table (seen with Fluent 9.74 + React 19.3); the backdrop keeps it visually modal.
    <Dialog open={open} modalType="non-modal" onOpenChange={(_, d) => !d.open && onDismiss()}>
      <DialogSurface className={styles.surface} aria-label={title} backdrop={{ className: styles.backdrop }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
