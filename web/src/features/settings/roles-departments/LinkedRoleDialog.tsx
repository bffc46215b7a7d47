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
import { departmentsAt, validateLinkedRole } from '@marquee/core/settings/departments';
import { useState } from 'react';
import type { SelectOption } from '../../../components/resources/FormSelect.tsx';
import { useT } from '../../../i18n/useT.ts';

/** A department of the master client, at its one location. */
export interface DepartmentOption {
  id: number;
  name: string;
  locationId: number;
  locationName: string;
}

export interface LinkedRoleDialogProps {
  /** Every department of the master client; those at the chosen locations are offered. */
  departments: readonly DepartmentOption[];
  locations: readonly SelectOption[];
  /** The screen's location, chosen to begin with. */
  initialLocationId: number | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (input: { name: string; departmentIds: number[]; locationIds: number[] }) => void;
}

function Multi(props: {
  label: string;
  options: readonly SelectOption[];
  value: number[];
  onChange: (v: number[]) => void;
  hint?: string;
}) {
  const { label, options, value, onChange, hint } = props;
  return (
    <Field label={label} required hint={hint}>
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
export function LinkedRoleDialog(props: LinkedRoleDialogProps) {
  const { departments, locations, initialLocationId, busy, onClose, onConfirm } = props;
  const t = useT();
  const [name, setName] = useState('');
  const [chosenDepartments, setDepartmentIds] = useState<number[]>([]);
  const [locationIds, setLocationIds] = useState<number[]>(initialLocationId === null ? [] : [initialLocationId]);
  const offered = departmentsAt(departments, locationIds);
  // A department whose location was taken away again is no longer chosen.
  const departmentIds = chosenDepartments.filter((id) => offered.some((d) => d.id === id));
  const several = locationIds.length > 1;
  const departmentOptions = offered.map((d) => ({
    value: d.id,
    label: several ? `${d.name} (${d.locationName})` : d.name,
  }));
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
              label={t('roles.departments.locations')}
              options={locations}
              value={locationIds}
              onChange={setLocationIds}
            />
            <Multi
              label={t('roles.departments.departments')}
              options={departmentOptions}
              value={departmentIds}
              onChange={setDepartmentIds}
              hint={locationIds.length > 0 && offered.length === 0 ? t('roles.departments.noneAtLocations') : undefined}
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
