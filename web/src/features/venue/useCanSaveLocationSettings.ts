import { Flag, hasFlag } from '@marquee/core/permissions';
import { LOCATION_SETTINGS_SAVE } from '@marquee/core/venue/settingsAccess';
import { useMe } from '../../app/viewer/useMe.ts';

/** Whether the signed-in user may save general and registration settings (the server checks again). */
export function useCanSaveLocationSettings(): boolean {
  const me = useMe();
  return me
    ? hasFlag(
        me.permissionBits,
        me.permissionChunkLength,
        LOCATION_SETTINGS_SAVE.module,
        Flag[LOCATION_SETTINGS_SAVE.flag],
      )
    : false;
}
