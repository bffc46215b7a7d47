import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import type { MessageKey } from '@marquee/core/messages/en';
import { useState } from 'react';
import { useT } from '../../i18n/useT.ts';

export interface RoleNameDialogProps {
  /** 'roles.modal.add', 'roles.modal.edit' or 'roles.modal.duplicate'. */
  title: MessageKey;
  /** The confirm button: ADD for a new role, OK otherwise. */
  confirm: MessageKey;
  initialName: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (name: string) => void;
}

/** Add New Role, Edit Role and Duplicate Role: one Security Role Name (spec/3 §2). */
export function RoleNameDialog({ title, confirm, initialName, busy, onClose, onConfirm }: RoleNameDialogProps) {
  const t = useT();
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const empty = name.trim() === '';
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (!empty) onConfirm(name.trim());
          }}
        >
          <DialogBody>
            <DialogTitle>{t(title)}</DialogTitle>
            <DialogContent>
              <Field
                label={t('roles.field.name')}
                required
                validationMessage={touched && empty ? t('roles.error.nameRequired') : undefined}
              >
                <Input value={name} maxLength={100} onChange={(_, d) => setName(d.value)} autoFocus />
              </Field>
            </DialogContent>
            <DialogActions>
              {confirm !== 'roles.button.add' && <Button onClick={onClose}>{t('roles.button.close')}</Button>}
              <Button appearance="primary" type="submit" disabled={busy || empty}>
                {t(confirm)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
