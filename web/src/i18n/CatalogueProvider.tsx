import { type ReactNode, useSyncExternalStore } from 'react';
import { CatalogueContext } from './CatalogueContext.ts';
import { catalogueStore } from './catalogueStore.ts';

export interface CatalogueProviderProps {
  children: ReactNode;
}

/** Provides the chosen language's messages; keeps the previous ones while the next load. */
export function CatalogueProvider({ children }: CatalogueProviderProps) {
  const messages = useSyncExternalStore(catalogueStore.subscribe, catalogueStore.get);
  return <CatalogueContext.Provider value={messages}>{children}</CatalogueContext.Provider>;
}
