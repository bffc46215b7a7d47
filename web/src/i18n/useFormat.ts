import { useEffect, useSyncExternalStore } from 'react';
import type { LocaleFormat } from './format/buildFormat.ts';
import { formatStore, loadFormat } from './format/formatStore.ts';
import { useLanguageCode } from './useLanguage.ts';

export type { LocaleFormat } from './format/buildFormat.ts';

/**
 * Dates, times, numbers and money in the chosen language (en-US, ka-GE, es-ES), from the CLDR data
 * we ship: every screen formats through this, so each language has one date and time format.
 */
export function useFormat(): LocaleFormat {
  const code = useLanguageCode();
  useSyncExternalStore(formatStore.subscribe, formatStore.version);
  const ready = formatStore.isLoaded(code);
  useEffect(() => {
    if (!ready) loadFormat(code).catch((e) => console.warn('formats failed to load', e));
  }, [code, ready]);
  return formatStore.get(code);
}
