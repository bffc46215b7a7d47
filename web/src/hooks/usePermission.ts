import { NO_PERMISSIONS, type PermissionSet, permissionSet } from '@marquee/core/permissions';
import { useMemo } from 'react';
import { useMe } from '../app/viewer/useMe.ts';

/**
 * The screen-level permission set (spec/3 §6) of module `index` for the signed-in user:
 * canView, canDetailView, canAdd, canUpdateAndExecute, canRemove, canRemoveMultiple. Hides what
 * the server would refuse; the server checks again.
 */
export function usePermission(index: number): PermissionSet {
  const me = useMe();
  const bits = me?.permissionBits;
  const chunk = me?.permissionChunkLength;
  return useMemo(
    () => (bits === undefined || chunk === undefined ? NO_PERMISSIONS : permissionSet(bits, chunk, index)),
    [bits, chunk, index],
  );
}
