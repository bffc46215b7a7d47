import type { ThemeSettings } from '@marquee/core/theme/settings';
import { useSyncExternalStore } from 'react';
import { themeStore } from './themeStore.ts';

/** The settings as the panel shows them (updated at once). */
export function useThemeDraft(): ThemeSettings {
  return useSyncExternalStore(themeStore.subscribe, themeStore.getDraft);
}

/** The settings the app is painted with (debounced). */
export function useAppliedTheme(): ThemeSettings {
  return useSyncExternalStore(themeStore.subscribe, themeStore.getApplied);
}
