import {
  Button,
  makeStyles,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { MessageKey } from '@marquee/core/messages/en';
import type { PermissionSet } from '@marquee/core/permissions';
import type { MatrixFlag } from '@marquee/core/settings/matrixRules';
import { useState } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { TableSkeleton } from '../../../components/resources/TableSkeleton.tsx';
import { useT } from '../../../i18n/useT.ts';
import { COLUMNS } from '../../../components/roles/FlagCells.tsx';
import type { Draft, RowData, SecurityRoleData } from '../../../components/roles/matrixView.ts';
import { RemoveRoleDialog } from '../../../components/roles/RemoveRoleDialog.tsx';
import { RoleActions } from '../../../components/roles/RoleActions.tsx';
import { RoleNameDialog } from '../../../components/roles/RoleNameDialog.tsx';
import { RoleRows } from '../../../components/roles/RoleRows.tsx';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  subtitle: { display: 'block', marginBottom: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '640px' },
  first: { width: '34%' },
});

export interface RolesSecurityPageProps {
  roles: readonly SecurityRoleData[] | undefined;
  /** Unsaved changes per role id. */
  drafts: ReadonlyMap<number, Draft>;
  /** Roles whose save is running. */
  saving: ReadonlySet<number>;
  /** Screen 16's permission set (spec/3 §6). */
  permissions: PermissionSet;
  onClick: (roleId: number, rows: readonly RowData[], flag: MatrixFlag) => void;
  onCancel: (roleId: number) => void;
  onSave: (roleId: number) => void;
  onAdd: (name: string) => Promise<void>;
  onRename: (roleId: number, name: string) => Promise<void>;
  onDuplicate: (roleId: number, name: string) => Promise<void>;
  onRemove: (roleId: number) => Promise<void>;
  /** A refusal the screen explains itself, e.g. duplicate with unsaved changes. */
  onNotice: (key: MessageKey) => void;
}

type Modal = { kind: 'add' } | { kind: 'edit' | 'duplicate' | 'remove'; role: SecurityRoleData } | null;

/** Roles and Security (/settings/roles-security, spec/3 §2): edit mode only, one matrix of roles. */
export function RolesSecurityPage(props: RolesSecurityPageProps) {
  const t = useT();
  const styles = useStyles();
  const { roles, drafts, saving, permissions } = props;
  const [modal, setModal] = useState<Modal>(null);
  const [busy, setBusy] = useState(false);
  const run = (work: Promise<void>) => {
    setBusy(true);
    work
      .then(() => setModal(null))
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  const anyUnsaved = [...drafts.values()].some((d) => d.size > 0);

  return (
    <section>
      <div className={styles.header}>
        <PageHeading>{t('roles.security.title')}</PageHeading>
        <Button
          icon={<AddRegular />}
          appearance="primary"
          disabled={!permissions.canAdd}
          onClick={() => setModal({ kind: 'add' })}
        >
          {t('roles.security.addRole')}
        </Button>
      </div>
      <Text className={styles.subtitle}>{t('roles.security.subtitle')}</Text>
      {roles === undefined ? (
        <TableSkeleton />
      ) : roles.length === 0 ? (
        <Text>{t('roles.security.empty')}</Text>
      ) : (
        <div className={styles.scroll}>
          <Table className={styles.table} aria-label={t('roles.security.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.first}>{t('roles.security.role')}</TableHeaderCell>
                {COLUMNS.map((c) => (
                  <TableHeaderCell key={c.flag}>{t(c.label)}</TableHeaderCell>
                ))}
                <TableHeaderCell />
              </TableRow>
            </TableHeader>
            <TableBody>
              {roles.map((role) => {
                const draft = drafts.get(role.roleId) ?? new Map();
                return (
                  <RoleRows
                    key={role.roleId}
                    role={role}
                    draft={draft}
                    editable={permissions.canUpdateAndExecute && !role.disabled && !saving.has(role.roleId)}
                    onClick={(rows, flag) => props.onClick(role.roleId, rows, flag)}
                    actions={
                      <RoleActions
                        name={role.label}
                        dirty={draft.size > 0}
                        saving={saving.has(role.roleId)}
                        canEdit={permissions.canUpdateAndExecute}
                        canRemove={permissions.canRemove}
                        locked={role.disabled}
                        onCancel={() => props.onCancel(role.roleId)}
                        onSave={() => props.onSave(role.roleId)}
                        onEdit={() => setModal({ kind: 'edit', role })}
                        onDuplicate={() =>
                          anyUnsaved
                            ? props.onNotice('roles.saveBeforeDuplicate')
                            : setModal({ kind: 'duplicate', role })
                        }
                        onRemove={() => setModal({ kind: 'remove', role })}
                      />
                    }
                  />
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      {modal?.kind === 'add' && (
        <RoleNameDialog
          title="roles.modal.add"
          confirm="roles.button.add"
          initialName=""
          busy={busy}
          onClose={() => setModal(null)}
          onConfirm={(name) => run(props.onAdd(name))}
        />
      )}
      {modal?.kind === 'edit' && (
        <RoleNameDialog
          title="roles.modal.edit"
          confirm="roles.button.ok"
          initialName={modal.role.label}
          busy={busy}
          onClose={() => setModal(null)}
          onConfirm={(name) => run(props.onRename(modal.role.roleId, name))}
        />
      )}
      {modal?.kind === 'duplicate' && (
        <RoleNameDialog
          title="roles.modal.duplicate"
          confirm="roles.button.ok"
          initialName={t('roles.copyName', { name: modal.role.label })}
          busy={busy}
          onClose={() => setModal(null)}
          onConfirm={(name) => run(props.onDuplicate(modal.role.roleId, name))}
        />
      )}
      {modal?.kind === 'remove' && (
        <RemoveRoleDialog
          name={modal.role.label}
          busy={busy}
          onCancel={() => setModal(null)}
          onConfirm={() => run(props.onRemove(modal.role.roleId))}
        />
      )}
    </section>
  );
}
