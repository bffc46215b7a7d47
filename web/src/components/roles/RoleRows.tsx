import { Button, makeStyles, TableCell, TableRow, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { MessageKey } from '@marquee/core/messages/en';
import type { MatrixFlag } from '@marquee/core/settings/matrixRules';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { FlagCells } from './FlagCells.tsx';
import { allRows, type Draft, type RowData, type SecurityRoleData, valuesOf } from './matrixView.ts';

const useStyles = makeStyles({
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  role: { fontWeight: tokens.fontWeightSemibold },
  area: { paddingLeft: tokens.spacingHorizontalXL },
  module: { paddingLeft: '56px' },
  spacer: { width: '24px', flexShrink: 0 },
});

export interface RoleRowsProps {
  role: SecurityRoleData;
  draft: Draft;
  /** The boxes may be clicked (canUpdateAndExecute and the role is not locked). */
  editable: boolean;
  onClick: (rows: readonly RowData[], flag: MatrixFlag) => void;
  /** The role's CANCEL/SAVE and menu. */
  actions: ReactNode;
}

function Toggle({ open, label, onToggle }: { open: boolean; label: string; onToggle: () => void }) {
  return (
    <Button
      size="small"
      appearance="subtle"
      aria-expanded={open}
      aria-label={label}
      icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
      onClick={onToggle}
    />
  );
}

/** One role: its row, and when expanded its sub-tables, each expanding to its module rows. */
export function RoleRows({ role, draft, editable, onClick, actions }: RoleRowsProps) {
  const t = useT();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [openAreas, setOpenAreas] = useState<ReadonlySet<string>>(new Set());
  const toggleArea = (id: string) =>
    setOpenAreas((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const label = (key: string, values: { key: string; value: string }[] = []) => t(key as MessageKey, valuesOf(values));
  const cells = (rows: readonly RowData[], name: string) => (
    <FlagCells rows={rows} draft={draft} label={name} disabled={!editable} onClick={onClick} />
  );

  return (
    <>
      <TableRow>
        <TableCell>
          <span className={`${styles.name} ${styles.role}`}>
            <Toggle
              open={open}
              label={t(open ? 'roles.security.collapse' : 'roles.security.expand', { name: role.label })}
              onToggle={() => setOpen(!open)}
            />
            {role.label}
          </span>
        </TableCell>
        {cells(allRows(role), role.label)}
        <TableCell>{actions}</TableCell>
      </TableRow>
      {open &&
        role.subTables.map((table) => {
          const name = label(table.label);
          const areaOpen = openAreas.has(table.areaId);
          return [
            <TableRow key={table.areaId}>
              <TableCell className={styles.area}>
                <span className={styles.name}>
                  {table.isStandalone ? (
                    <span className={styles.spacer} />
                  ) : (
                    <Toggle
                      open={areaOpen}
                      label={t(areaOpen ? 'roles.security.collapse' : 'roles.security.expand', { name })}
                      onToggle={() => toggleArea(table.areaId)}
                    />
                  )}
                  {name}
                </span>
              </TableCell>
              {cells(table.rows, name)}
              <TableCell />
            </TableRow>,
            ...(areaOpen && !table.isStandalone
              ? table.rows.map((row) => {
                  const rowName = label(row.label, row.labelValues);
                  return (
                    <TableRow key={`${table.areaId}:${row.routeId}`}>
                      <TableCell className={styles.module}>{rowName}</TableCell>
                      {cells([row], rowName)}
                      <TableCell />
                    </TableRow>
                  );
                })
              : []),
          ];
        })}
    </>
  );
}
