import { useApolloClient } from '@apollo/client/react';
import { type ReactNode, useCallback, useMemo, useSyncExternalStore } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { masterClientStore } from './masterClientStore.ts';
import { withoutTenantParams } from './tenantParams.ts';
import { TenancyContext } from './TenancyContext.ts';

export interface TenancyProviderProps {
  children: ReactNode;
}

export function TenancyProvider({ children }: TenancyProviderProps) {
  const client = useApolloClient();
  const selectedId = useSyncExternalStore(masterClientStore.subscribe, masterClientStore.get, masterClientStore.get);
  const select = useCallback(
    async (id: number) => {
      if (id === masterClientStore.get()) return;
      const search = withoutTenantParams(window.location.search);
      if (search !== window.location.search) navigate(`${window.location.pathname}${search}`, { replace: true });
      masterClientStore.set(id);
      // Every cached answer belongs to the previous tenant; active queries refetch for the new one.
      await client.resetStore();
    },
    [client],
  );
  const value = useMemo(() => ({ selectedId, select }), [selectedId, select]);
  return <TenancyContext.Provider value={value}>{children}</TenancyContext.Provider>;
}
