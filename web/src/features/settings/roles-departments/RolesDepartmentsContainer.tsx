import { ROLES_SECURITY } from '@marquee/core/settings/securityMatrix';
import { useState } from 'react';
import { clickBox, type Draft, permissionsOf } from '../../../components/roles/matrixView.ts';
import { useLocationOptions } from '../../../components/resources/lookups/useLocationOptions.ts';
import {
  RolesDepartmentsDocument,
  SecurityRolesDocument,
  useAddDepartmentMutation,
  useAddLinkedRoleMutation,
  useDuplicateSecurityRoleMutation,
  useRemoveDepartmentsMutation,
  useRemoveLinkedRoleMutation,
  useRenameLinkedRoleMutation,
  useRolesDepartmentsQuery,
  useSaveSecurityRolePermissionsMutation,
  useSecurityRolesQuery,
  useUpdateDepartmentMutation,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useUrlParam } from '../../../hooks/useUrlParam.ts';
import { useT } from '../../../i18n/useT.ts';
import { RolesDepartmentsPage } from './RolesDepartmentsPage.tsx';
import type { RolesTab } from './rolesDepartmentsTypes.ts';

/** Spec/3 §4, §9: the roles save waits 1000 ms; the department success dialog comes after 500 ms. */
const ROLES_SAVE_DELAY_MS = 1000;
const DEPARTMENT_SUCCESS_DELAY_MS = 500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const refetch = { refetchQueries: [RolesDepartmentsDocument, SecurityRolesDocument], awaitRefetchQueries: true };

/** The location and tab from the URL, the location's roles and departments, and the writes, as page props. */
export function RolesDepartmentsContainer() {
  const t = useT();
  const notify = useNotify();
  const [location, setLocation] = useUrlParam('location');
  const [tabParam, setTab] = useUrlParam('tab');
  const locationId = location && /^\d+$/.test(location) ? Number(location) : null;
  const tab: RolesTab = tabParam === 'departments' ? 'departments' : 'roles';
  const { options } = useLocationOptions();
  const permissions = usePermission(ROLES_SECURITY.menu);
  const matrixPermissions = usePermission(ROLES_SECURITY.actions);
  const { data } = useRolesDepartmentsQuery({
    variables: { locationId: locationId ?? 0 },
    skip: locationId === null,
    fetchPolicy: 'cache-and-network',
  });
  const matrix = useSecurityRolesQuery({ skip: locationId === null });
  const [drafts, setDrafts] = useState<ReadonlyMap<number, Draft>>(new Map());
  const [saving, setSaving] = useState(false);
  const [save] = useSaveSecurityRolePermissionsMutation(refetch);
  const [addDepartment] = useAddDepartmentMutation(refetch);
  const [updateDepartment] = useUpdateDepartmentMutation(refetch);
  const [removeDepartments] = useRemoveDepartmentsMutation(refetch);
  const [addRole] = useAddLinkedRoleMutation(refetch);
  const [renameRole] = useRenameLinkedRoleMutation(refetch);
  const [removeRole] = useRemoveLinkedRoleMutation(refetch);
  const [duplicateRole] = useDuplicateSecurityRoleMutation(refetch);
  const linked = new Set(data?.rolesDepartments.roles.map((r) => r.roleId));
  const roles = (matrix.data?.securityRoles ?? []).filter((r) => linked.has(r.roleId));

  return (
    <RolesDepartmentsPage
      locations={options}
      locationId={locationId}
      onLocation={(id) => {
        setDrafts(new Map());
        setLocation(id === null ? null : String(id));
      }}
      tab={tab}
      onTab={(next) => setTab(next === 'roles' ? null : next)}
      data={locationId === null ? undefined : data?.rolesDepartments}
      roles={roles}
      drafts={drafts}
      saving={saving}
      permissions={permissions}
      matrixPermissions={matrixPermissions}
      onClick={(roleId, rows, flag) =>
        setDrafts((all) => new Map(all).set(roleId, clickBox(rows, all.get(roleId) ?? new Map(), flag)))
      }
      onSave={async () => {
        setSaving(true);
        try {
          for (const [roleId, draft] of drafts) {
            if (draft.size > 0) await save({ variables: { roleId, permissions: permissionsOf(draft) } });
          }
          await wait(ROLES_SAVE_DELAY_MS);
          setDrafts(new Map());
          notify(t('roles.changesSaved'));
        } finally {
          setSaving(false);
        }
      }}
      onRevert={() => {
        setDrafts(new Map());
        notify(t('roles.cancelled'));
      }}
      onAddDepartment={async (name, id) => {
        await addDepartment({ variables: { name, locationId: id } });
        // The page shows the success dialog when this resolves.
        await wait(DEPARTMENT_SUCCESS_DELAY_MS);
      }}
      onUpdateDepartment={async (id, name, locationOf) => {
        await updateDepartment({ variables: { id, name, locationId: locationOf } });
        notify(t('roles.changesSaved'));
      }}
      onRemoveDepartments={async (ids) => {
        await removeDepartments({ variables: { departmentIds: ids } });
        notify(t('roles.removed'));
      }}
      onAddRole={async (input) => {
        await addRole({ variables: input });
        notify(t('roles.saved'));
      }}
      onRenameRole={async (id, name) => {
        await renameRole({ variables: { id, name } });
        notify(t('roles.saved'));
      }}
      onDuplicateRole={async (roleId, name) => {
        await duplicateRole({ variables: { roleId, name } });
        notify(t('roles.saved'));
      }}
      onRemoveRole={async (id) => {
        await removeRole({ variables: { id } });
        notify(t('roles.removed'));
      }}
    />
  );
}
