import type { Identity } from '@marquee/core/identity';
import { forbidden } from '../errors.ts';

/**
 * DESIGN.md, Tenancy: a request may only work in a master client of its session. Called by the
 * access guard before the field's resolver runs, so a refused request makes no data call.
 */
export function assertMasterClient(identity: Identity, masterClient: number | null): void {
  if (masterClient === null) return;
  if (!identity.masterClients.some((c) => c.masterClientId === masterClient)) {
    throw forbidden('You may not work in this master client');
  }
}
