import type { Viewer } from '@marquee/core/routes';
import type { ViewerFieldsFragment } from '../../generated/graphql.ts';

/** The guard's view of the signed-in user (core `Viewer`), or null when signed out. */
export function toViewer(me: ViewerFieldsFragment | null | undefined): Viewer | null {
  if (!me) return null;
  return { permissionBits: me.permissionBits, permissionChunkLength: me.permissionChunkLength };
}
