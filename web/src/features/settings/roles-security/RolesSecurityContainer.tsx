import { ROLES_SECURITY } from '@marquee/core/settings/securityMatrix';
import { useState } from 'react';
import {
  SecurityRolesDocument,
  useAddSecurityRoleMutation,
  useDuplicateSecurityRoleMutation,
  useRemoveSecurityRoleMutation,
  useRenameSecurityRoleMutation,
  useSaveSecurityRolePermissionsMutation,
  useSecurityRolesQuery,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useT } from '../../../i18n/useT.ts';
import { clickBox, type Draft, permissionsOf } from '../../../components/roles/matrixView.ts';
import { RolesSecurityPage } from './RolesSecurityPage.tsx';

/** Spec/3 §4, §9: the roles save waits 1000 ms before 'Changes was saved successfully'. */
export const ROLES_SAVE_DELAY_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const refetchQueries = [SecurityRolesDocument];

/** Turns the roles query, the drafts and the mutations into the page's props. */
export function RolesSecurityContainer() {
  const t = useT();
  const notify = useNotify();
  const permissions = usePermission(ROLES_SECURITY.actions);
  const { data } = useSecurityRolesQuery({ fetchPolicy: 'cache-and-network' });
  const [drafts, setDrafts] = useState<ReadonlyMap<number, Draft>>(new Map());
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const [save] = useSaveSecurityRolePermissionsMutation({ refetchQueries, awaitRefetchQueries: true });
  const [add] = useAddSecurityRoleMutation({ refetchQueries, awaitRefetchQueries: true });
  const [rename] = useRenameSecurityRoleMutation({ refetchQueries, awaitRefetchQueries: true });
  const [duplicate] = useDuplicateSecurityRoleMutation({ refetchQueries, awaitRefetchQueries: true });
  const [remove] = useRemoveSecurityRoleMutation({ refetchQueries, awaitRefetchQueries: true });
  const roles = data?.securityRoles;

  const setDraft = (roleId: number, draft: Draft) =>
    setDrafts((all) => {
      const next = new Map(all);
      if (draft.size === 0) next.delete(roleId);
      else next.set(roleId, draft);
      return next;
    });
  const mark = (roleId: number, on: boolean) =>
    setSaving((s) => {
      const next = new Set(s);
      if (on) next.add(roleId);
      else next.delete(roleId);
      return next;
    });

  return (
    <RolesSecurityPage
      roles={roles}
      drafts={drafts}
      saving={saving}
      permissions={permissions}
      onClick={(roleId, rows, flag) => setDraft(roleId, clickBox(rows, drafts.get(roleId) ?? new Map(), flag))}
      onCancel={(roleId) => {
        setDraft(roleId, new Map());
        notify(t('roles.cancelled'));
      }}
      onSave={async (roleId) => {
        const draft = drafts.get(roleId);
        if (!draft) return;
        mark(roleId, true);
        try {
          await save({ variables: { roleId, permissions: permissionsOf(draft) } });
          await wait(ROLES_SAVE_DELAY_MS);
          setDraft(roleId, new Map());
          notify(t('roles.changesSaved'));
        } catch {
          // The error link has shown the server's message; the changes stay for another try.
        } finally {
          mark(roleId, false);
        }
      }}
      onAdd={async (name) => {
        await add({ variables: { name } });
        notify(t('roles.saved'));
      }}
      onRename={async (roleId, name) => {
        await rename({ variables: { roleId, name } });
        notify(t('roles.saved'));
      }}
      onDuplicate={async (roleId, name) => {
        await duplicate({ variables: { roleId, name } });
        notify(t('roles.saved'));
      }}
      onRemove={async (roleId) => {
        await remove({ variables: { roleId } });
        notify(t('roles.removed'));
      }}
      onNotice={(key) => notify(t(key), 'warning')}
    />
  );
}
