import { type MasterClient, pickMasterClient } from '@marquee/core/identity';
import { useEffect, useSyncExternalStore } from 'react';
import { masterClientStore } from './masterClientStore.ts';

/**
 * After `me` loads, chooses the master client with core `pickMasterClient` (the stored one if
 * still allowed, the only one, else the default). True once the selection is settled.
 */
export function useMasterClientPick(clients: readonly MasterClient[] | null): boolean {
  const selected = useSyncExternalStore(masterClientStore.subscribe, masterClientStore.get, masterClientStore.get);
  const wanted = clients ? (pickMasterClient(clients, selected)?.masterClientId ?? null) : selected;
  useEffect(() => {
    if (clients) masterClientStore.set(wanted);
  }, [clients, wanted]);
  return wanted === selected;
}
