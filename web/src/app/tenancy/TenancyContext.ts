import { createContext } from 'react';

export interface TenancyValue {
  /** The selected master client id, or null when none is selected. */
  selectedId: number | null;
  /** Chooses another master client: resets the Apollo cache and stays on the same path. */
  select: (id: number) => Promise<void>;
}

export const TenancyContext = createContext<TenancyValue>({
  selectedId: null,
  select: async () => undefined,
});
