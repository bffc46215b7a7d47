import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Tab,
  TabList,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { PermissionSet } from '@marquee/core/permissions';
import type { MatrixFlag } from '@marquee/core/settings/matrixRules';
import { useState } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { COLUMNS } from '../../../components/roles/FlagCells.tsx';
import type { Draft, RowData, SecurityRoleData } from '../../../components/roles/matrixView.ts';
import { RemoveRoleDialog } from '../../../components/roles/RemoveRoleDialog.tsx';
import { RoleActions } from '../../../components/roles/RoleActions.tsx';
import { RoleNameDialog } from '../../../components/roles/RoleNameDialog.tsx';
import { RoleRows } from '../../../components/roles/RoleRows.tsx';
import { ConfirmDialog } from '../../../components/resources/ConfirmDialog.tsx';
import { NoticeDialog } from '../../../components/resources/NoticeDialog.tsx';
import type { SelectOption } from '../../../components/resources/FormSelect.tsx';
import { useT } from '../../../i18n/useT.ts';
import { DepartmentDialog } from './DepartmentDialog.tsx';
import { DepartmentsTab } from './DepartmentsTab.tsx';
import { LinkedRoleDialog } from './LinkedRoleDialog.tsx';
import type { DepartmentsRow, RolesDepartmentsData, RolesTab } from './rolesDepartmentsTypes.ts';

const useStyles = makeStyles({
  header: { display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  filter: { maxWidth: '320px', marginBottom: tokens.spacingVerticalM },
  scroll: { overflowX: 'auto', marginTop: tokens.spacingVerticalM },
  table: { minWidth: '640px' },
});

export interface RolesDepartmentsPageProps {
  locations: readonly SelectOption[];
  locationId: number | null;
  onLocation: (id: number | null) => void;
  tab: RolesTab;
  onTab: (tab: RolesTab) => void;
  data: RolesDepartmentsData | undefined;
  /** The matrix of the location's roles. */
  roles: readonly SecurityRoleData[];
  drafts: ReadonlyMap<number, Draft>;
  saving: boolean;
  /** Menu 15 (this screen) and screen 16 (the matrix's save). */
  permissions: PermissionSet;
  matrixPermissions: PermissionSet;
  onClick: (roleId: number, rows: readonly RowData[], flag: MatrixFlag) => void;
  onSave: () => Promise<void>;
  onRevert: () => void;
  onAddDepartment: (name: string, locationId: number) => Promise<void>;
  onUpdateDepartment: (id: number, name: string, locationId: number) => Promise<void>;
  onRemoveDepartments: (ids: number[]) => Promise<void>;
  onAddRole: (input: { name: string; departmentIds: number[]; locationIds: number[] }) => Promise<void>;
  onRenameRole: (roleId: number, name: string) => Promise<void>;
  /** A clone copy of the role with every permission off, linked where the original is (spec/3 §4). */
  onDuplicateRole: (roleId: number, name: string) => Promise<void>;
  onRemoveRole: (roleId: number) => Promise<void>;
}

type Modal =
  | { kind: 'addRole' | 'addDepartment' }
  | { kind: 'editDepartment'; department: DepartmentsRow }
  | { kind: 'renameRole' | 'removeRole' | 'duplicateRole'; role: SecurityRoleData }
  | { kind: 'unsaved'; next: RolesTab }
  | null;

/** Roles & Departments (/settings/roles, spec/3 §2): a required location, two tabs, their modals. */
export function RolesDepartmentsPage(props: RolesDepartmentsPageProps) {
  const t = useT();
  const styles = useStyles();
  const { locations, locationId, tab, data, roles, drafts, permissions, matrixPermissions } = props;
  const [modal, setModal] = useState<Modal>(null);
  const [busy, setBusy] = useState(false);
  /** A message with Ok: the department's success dialog, or why a duplicate is refused. */
  const [notice, setNotice] = useState<string | null>(null);
  const run = (work: Promise<void>) => {
    setBusy(true);
    work
      .then(() => setModal(null))
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  const dirty = [...drafts.values()].some((d) => d.size > 0);
  const current = locations.find((l) => l.value === locationId);
  const switchTab = (next: RolesTab) =>
    dirty && tab === 'roles' ? setModal({ kind: 'unsaved', next }) : props.onTab(next);

  return (
    <section>
      <div className={styles.header}>
        <PageHeading>{t('roles.departments.title')}</PageHeading>
        {data && (
          <div className={styles.buttons}>
            {tab === 'roles' ? (
              <>
                <Button disabled={!permissions.canAdd} onClick={() => setModal({ kind: 'addRole' })}>
                  {t('roles.security.addRole')}
                </Button>
                <Button appearance="primary" disabled={!dirty || props.saving} onClick={() => void props.onSave()}>
                  {t('roles.departments.save')}
                </Button>
              </>
            ) : (
              <Button disabled={!permissions.canAdd} onClick={() => setModal({ kind: 'addDepartment' })}>
                {t('roles.departments.addDepartment')}
              </Button>
            )}
          </div>
        )}
      </div>
      <Field className={styles.filter} label={t('roles.departments.location')} required>
        <Dropdown
          inlinePopup
          value={current?.label ?? ''}
          placeholder={t('roles.departments.selectLocation')}
          selectedOptions={locationId === null ? [] : [String(locationId)]}
          onOptionSelect={(_, d) => props.onLocation(d.optionValue ? Number(d.optionValue) : null)}
        >
          {locations.map((l) => (
            <Option key={l.value} value={String(l.value)}>
              {l.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {locationId === null ? (
        <Text>{t('roles.departments.selectLocation')}</Text>
      ) : data ? (
        <>
          <TabList selectedValue={tab} onTabSelect={(_, d) => switchTab(d.value as RolesTab)}>
            <Tab value="roles">{t('roles.departments.tabRoles')}</Tab>
            <Tab value="departments">{t('roles.departments.tabDepartments')}</Tab>
          </TabList>
          {tab === 'departments' ? (
            <div className={styles.scroll}>
              <DepartmentsTab
                departments={data.departments}
                canEdit={permissions.canUpdateAndExecute}
                canRemove={permissions.canRemove}
                onEdit={(department) => setModal({ kind: 'editDepartment', department })}
                onRemove={(ids) => void props.onRemoveDepartments(ids).catch(() => {})}
              />
            </div>
          ) : roles.length === 0 ? (
            <Text>{t('roles.departments.empty')}</Text>
          ) : (
            <div className={styles.scroll}>
              <Table className={styles.table} aria-label={t('roles.departments.tabRoles')}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('roles.security.role')}</TableHeaderCell>
                    {COLUMNS.map((c) => (
                      <TableHeaderCell key={c.flag}>{t(c.label)}</TableHeaderCell>
                    ))}
                    <TableHeaderCell />
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {roles.map((role) => (
                    <RoleRows
                      key={role.roleId}
                      role={role}
                      draft={drafts.get(role.roleId) ?? new Map()}
                      editable={matrixPermissions.canUpdateAndExecute && !role.disabled && !props.saving}
                      onClick={(rows, flag) => props.onClick(role.roleId, rows, flag)}
                      actions={
                        <RoleActions
                          name={role.label}
                          dirty={false}
                          saving={false}
                          canEdit={permissions.canUpdateAndExecute}
                          canRemove={permissions.canRemove}
                          locked={role.disabled}
                          onCancel={props.onRevert}
                          onSave={() => void props.onSave()}
                          onEdit={() => setModal({ kind: 'renameRole', role })}
                          onDuplicate={() =>
                            dirty
                              ? setNotice(t('roles.saveBeforeDuplicate'))
                              : setModal({ kind: 'duplicateRole', role })
                          }
                          onRemove={() => setModal({ kind: 'removeRole', role })}
                        />
                      }
                    />
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </>
      ) : null}
      {modal?.kind === 'addRole' && (
        <LinkedRoleDialog
          departments={data?.allDepartments ?? []}
          locations={locations}
          initialLocationId={locationId}
          busy={busy}
          onClose={() => setModal(null)}
          onConfirm={(input) => run(props.onAddRole(input))}
        />
      )}
      {(modal?.kind === 'addDepartment' || modal?.kind === 'editDepartment') && (
        <DepartmentDialog
          initial={modal.kind === 'editDepartment' ? modal.department : null}
          locations={locations}
          busy={busy}
          onClose={() => setModal(null)}
          onConfirm={(name, location) =>
            run(
              modal.kind === 'editDepartment'
                ? props.onUpdateDepartment(modal.department.id, name, location)
                : // The success dialog follows the answer after its delay (spec/3 §4, §9).
                  props.onAddDepartment(name, location).then(() => setNotice(t('roles.saved'))),
            )
          }
        />
      )}
      {modal?.kind === 'renameRole' && (
        <RoleNameDialog
          title="roles.departments.editRoleName"
          confirm="roles.button.ok"
          initialName={modal.role.label}
          busy={busy}
          onClose={() => setModal(null)}
          onConfirm={(name) => run(props.onRenameRole(modal.role.roleId, name))}
        />
      )}
      {modal?.kind === 'duplicateRole' && (
        <RoleNameDialog
          title="roles.modal.duplicate"
          confirm="roles.button.ok"
          initialName={t('roles.copyName', { name: modal.role.label })}
          busy={busy}
          onClose={() => setModal(null)}
          onConfirm={(name) => run(props.onDuplicateRole(modal.role.roleId, name))}
        />
      )}
      <NoticeDialog open={notice !== null} text={notice ?? ''} onClose={() => setNotice(null)} />
      {modal?.kind === 'removeRole' && (
        <RemoveRoleDialog
          name={modal.role.label}
          busy={busy}
          onCancel={() => setModal(null)}
          onConfirm={() => run(props.onRemoveRole(modal.role.roleId))}
        />
      )}
      {modal?.kind === 'unsaved' && (
        <ConfirmDialog
          open
          text={t('roles.departments.unsaved')}
          busy={busy}
          onNo={() => {
            props.onRevert();
            props.onTab(modal.next);
            setModal(null);
          }}
          onYes={() => run(props.onSave().then(() => props.onTab(modal.next)))}
        />
      )}
    </section>
  );
}
