import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  Option,
} from '@fluentui/react-components';
import { validateDepartment } from '@marquee/core/settings/departments';
import { useState } from 'react';
import type { SelectOption } from '../../../components/resources/FormSelect.tsx';
import { useT } from '../../../i18n/useT.ts';

export interface DepartmentDialogProps {
  /** Null: Add New Department; otherwise Edit Department. */
  initial: { name: string; locationId: number | null } | null;
  locations: readonly SelectOption[];
  busy: boolean;
  onClose: () => void;
  onConfirm: (name: string, locationId: number) => void;
}

/** Add New Department / Edit Department: a name and one location (spec/3 §2, §5). */
export function DepartmentDialog({ initial, locations, busy, onClose, onConfirm }: DepartmentDialogProps) {
  const t = useT();
  const [name, setName] = useState(initial?.name ?? '');
  const [locationId, setLocationId] = useState<number | null>(initial?.locationId ?? null);
  const valid = Object.keys(validateDepartment({ name, locationId })).length === 0;
  const current = locations.find((l) => l.value === locationId);
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {t(initial ? 'roles.departments.editDepartment' : 'roles.departments.addDepartment')}
          </DialogTitle>
          <DialogContent>
            <Field label={t('roles.departments.departmentName')} required>
              <Input value={name} maxLength={100} onChange={(_, d) => setName(d.value)} />
            </Field>
            <Field label={t('roles.departments.location')} required>
              <Dropdown
                inlinePopup
                value={current?.label ?? ''}
                selectedOptions={locationId === null ? [] : [String(locationId)]}
                onOptionSelect={(_, d) => setLocationId(d.optionValue ? Number(d.optionValue) : null)}
              >
                {locations.map((l) => (
                  <Option key={l.value} value={String(l.value)}>
                    {l.label}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('roles.button.close')}</Button>
            <Button
              appearance="primary"
              disabled={busy || !valid}
              onClick={() => locationId !== null && onConfirm(name.trim(), locationId)}
            >
              {t(initial ? 'roles.button.ok' : 'roles.button.add')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
