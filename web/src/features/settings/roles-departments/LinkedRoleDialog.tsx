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
import { validateLinkedRole } from '@marquee/core/settings/departments';
import { useState } from 'react';
import type { SelectOption } from '../../../components/resources/FormSelect.tsx';
import { useT } from '../../../i18n/useT.ts';

export interface LinkedRoleDialogProps {
  departments: readonly SelectOption[];
  locations: readonly SelectOption[];
  busy: boolean;
  onClose: () => void;
  onConfirm: (input: { name: string; departmentIds: number[]; locationIds: number[] }) => void;
}

function Multi(props: {
  label: string;
  options: readonly SelectOption[];
  value: number[];
  onChange: (v: number[]) => void;
}) {
  const { label, options, value, onChange } = props;
  return (
    <Field label={label} required>
      <Dropdown
        inlinePopup
        multiselect
        value={options
          .filter((o) => value.includes(o.value))
          .map((o) => o.label)
          .join(', ')}
        selectedOptions={value.map(String)}
        onOptionSelect={(_, d) => onChange(d.selectedOptions.map(Number))}
      >
        {options.map((o) => (
          <Option key={o.value} value={String(o.value)}>
            {o.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/** Add New Role: name, departments and locations; Add is enabled only when all three are filled (spec/3 §2). */
export function LinkedRoleDialog({ departments, locations, busy, onClose, onConfirm }: LinkedRoleDialogProps) {
  const t = useT();
  const [name, setName] = useState('');
  const [departmentIds, setDepartmentIds] = useState<number[]>([]);
  const [locationIds, setLocationIds] = useState<number[]>([]);
  const input = { name: name.trim(), departmentIds, locationIds };
  const valid = Object.keys(validateLinkedRole(input)).length === 0;
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('roles.modal.add')}</DialogTitle>
          <DialogContent>
            <Field label={t('roles.departments.name')} required>
              <Input value={name} maxLength={100} onChange={(_, d) => setName(d.value)} />
            </Field>
            <Multi
              label={t('roles.departments.departments')}
              options={departments}
              value={departmentIds}
              onChange={setDepartmentIds}
            />
            <Multi
              label={t('roles.departments.locations')}
              options={locations}
              value={locationIds}
              onChange={setLocationIds}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('roles.button.close')}</Button>
            <Button appearance="primary" disabled={busy || !valid} onClick={() => onConfirm(input)}>
              {t('roles.button.add')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
