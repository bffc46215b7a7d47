import {
  Button,
  Checkbox,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { DepartmentsRow } from './rolesDepartmentsTypes.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalS },
  footer: { display: 'block', marginTop: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2 },
  check: { width: '48px' },
});

export interface DepartmentsTabProps {
  departments: readonly DepartmentsRow[];
  canEdit: boolean;
  canRemove: boolean;
  onEdit: (department: DepartmentsRow) => void;
  onRemove: (ids: number[]) => void;
}

/** The Departments tab: checkbox select, Edit and Remove for the selected rows, a footer with the row count. */
export function DepartmentsTab({ departments, canEdit, canRemove, onEdit, onRemove }: DepartmentsTabProps) {
  const t = useT();
  const styles = useStyles();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const chosen = departments.filter((d) => selected.has(d.id));
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  if (departments.length === 0) return <Text>{t('roles.departments.empty')}</Text>;
  return (
    <div>
      <div className={styles.bar}>
        <Button disabled={!canEdit || chosen.length !== 1} onClick={() => onEdit(chosen[0]!)}>
          {t('roles.departments.edit')}
        </Button>
        <Button
          disabled={!canRemove || chosen.length === 0}
          onClick={() => {
            onRemove(chosen.map((d) => d.id));
            setSelected(new Set());
          }}
        >
          {t('roles.departments.remove')}
        </Button>
      </div>
      <Table aria-label={t('roles.departments.tabDepartments')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.check} />
            <TableHeaderCell>{t('roles.departments.departmentName')}</TableHeaderCell>
            <TableHeaderCell>{t('roles.departments.location')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {departments.map((d) => (
            <TableRow key={d.id}>
              <TableCell>
                <Checkbox
                  aria-label={t('roles.departments.select', { name: d.name })}
                  checked={selected.has(d.id)}
                  onChange={() => toggle(d.id)}
                />
              </TableCell>
              <TableCell>{d.name}</TableCell>
              <TableCell>{d.locationName}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Text className={styles.footer}>{t('roles.departments.rows', { count: departments.length })}</Text>
    </div>
  );
}
