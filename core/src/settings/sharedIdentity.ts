/**
 * A person's identity — what signs them in and names them — is one row shared by every master
 * client they belong to (DESIGN.md, Permissions). Only someone who administers all of those
 * master clients may change it; everything else about a user is per master client.
 */
import { Flag, hasFlag, type PermissionSource } from '../permissions.ts';
import { RESOURCE_SCREENS } from '../resources/screens.ts';

/** The fields of the shared identity that the users forms can send. */
export interface IdentityFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Administering a master client: holding update-and-execute on the users screen there. */
export function administersUsers(permissions: PermissionSource): boolean {
  return hasFlag(
    permissions.permissionBits,
    permissions.permissionChunkLength,
    RESOURCE_SCREENS.users.actions,
    Flag.updateAndExecute,
  );
}

/**
 * The identity fields a save would change, compared as stored (trimmed; the e-mail also
 * lower-cased). An avatar sent as a new image counts as a change too.
 */
export function changedIdentityFields(
  current: IdentityFields & { image: string | null },
  next: IdentityFields & { image?: string | null },
): (keyof IdentityFields | 'image')[] {
  const out: (keyof IdentityFields | 'image')[] = [];
  for (const f of ['firstName', 'lastName', 'phone'] as const) if (current[f] !== next[f].trim()) out.push(f);
  if (current.email !== next.email.trim().toLowerCase()) out.push('email');
  if (next.image !== undefined && next.image !== current.image) out.push('image');
  return out;
}
