import { type Language, type LanguageCode, languageByCode } from '@marquee/core/messages/languages';
import { useSyncExternalStore } from 'react';
import { languageStore } from './languageStore.ts';

export function useLanguageCode(): LanguageCode {
  return useSyncExternalStore(languageStore.subscribe, languageStore.get);
}

/** The chosen language with its Intl locale (en-US, ka-GE, es-ES). */
export function useLanguage(): Language {
  return languageByCode(useLanguageCode());
}
