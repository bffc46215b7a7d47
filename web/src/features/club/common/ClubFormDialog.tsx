import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface ClubFormDialogProps {
  title: string;
  busy: boolean;
  onClose: () => void;
  onSave: () => void;
  children: ReactNode;
}

/** The add/edit dialog of a club list: its fields, Cancel and Save (the form submits on Enter). */
export function ClubFormDialog({ title, busy, onClose, onSave, children }: ClubFormDialogProps) {
  const t = useT();
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('club.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t('club.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
