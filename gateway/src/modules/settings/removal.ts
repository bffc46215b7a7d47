/**
 * Removing several rows at once needs REMOVE_MULTIPLE besides the REMOVE that the field's
 * @requires declares (spec/1 §6). Checked here before any upstream call; the REST API checks it too.
 */
import { accessIn } from '@marquee/core/identity';
import { effectivePermissions, Flag, hasFlag } from '@marquee/core/permissions';
import type { GatewayContext } from '../../context.ts';
import { forbidden, unauthenticated } from '../../errors.ts';

export async function assertRemoveMany(context: GatewayContext, module: number, ids: readonly number[]): Promise<void> {
  if (new Set(ids).size < 2) return;
  const identity = await context.session();
  if (!identity) throw unauthenticated();
  const { permissionBits, permissionChunkLength } = effectivePermissions(
    accessIn(identity, context.masterClient).roles,
  );
  if (!hasFlag(permissionBits, permissionChunkLength, module, Flag.removeMultiple)) throw forbidden();
}
