/**
 * Who may change a security role (DESIGN.md Permissions), pure so the REST API enforces
 * it and the web greys out what it would refuse: role 1 is locked; a shared role (no master
 * client) would change every master client at once, so no one master client edits it; nobody
 * edits the role they are in; provider roles are changed by provider staff only; nobody grants a
 * flag they do not hold themselves in that master client (flags the role already had may stay or
 * go); and a master client always keeps someone able to administer roles.
 */
import type { MessageKey } from '../messages/en.ts';
import { chunkOf, Flag, hasFlag, type PermissionSource } from '../permissions.ts';
import { ROLES_SECURITY } from './securityMatrix.ts';
import { LOCKED_ROLE_ID } from './validation.ts';

export interface RoleEditor {
  userId: number;
  /** The editor's own role in the request's master client, or null. */
  roleId: number | null;
  /** The editor's bits in the request's master client. */
  permissions: PermissionSource;
  isProviderStaff: boolean;
}

export interface EditedRole {
  id: number;
  /** Null for a role shared by every master client. */
  masterClientId: number | null;
  isProvider: boolean;
}

/** Why `editor` may not change `role` at all, or null. */
export function roleEditProblem(editor: RoleEditor, role: EditedRole): MessageKey | null {
  if (role.id === LOCKED_ROLE_ID) return 'roles.error.locked';
  if (role.masterClientId === null) return 'roles.error.shared';
  if (role.id === editor.roleId) return 'roles.error.ownRole';
  if (role.isProvider && !editor.isProviderStaff) return 'roles.error.providerRole';
  return null;
}

/** True when every flag `after` sets that `before` did not is one `held` has. */
export function addsOnlyHeld(before: PermissionSource, after: PermissionSource, held: PermissionSource): boolean {
  const modules = Math.ceil(after.permissionBits.length / after.permissionChunkLength);
  for (let index = 0; index < modules; index++) {
    const next = chunkOf(after.permissionBits, after.permissionChunkLength, index);
    const prev = chunkOf(before.permissionBits, before.permissionChunkLength, index);
    const mine = chunkOf(held.permissionBits, held.permissionChunkLength, index);
    for (let p = 0; p < next.length; p++) {
      if (next.charAt(p) === '1' && prev.charAt(p) !== '1' && mine.charAt(p) !== '1') return false;
    }
  }
  return true;
}

/** Whether these bits let their holder administer roles: list the matrix and save it. */
export function administersRoles(p: PermissionSource): boolean {
  return (
    hasFlag(p.permissionBits, p.permissionChunkLength, ROLES_SECURITY.menu, Flag.view) &&
    hasFlag(p.permissionBits, p.permissionChunkLength, ROLES_SECURITY.actions, Flag.updateAndExecute)
  );
}
