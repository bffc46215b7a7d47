import type { LanguageCode } from '@marquee/core/messages/languages';
import { languageByCode } from '@marquee/core/messages/languages';
import { buildFormat, type IntlConstructors, type LocaleFormat } from './buildFormat.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
const loaded = new Map<LanguageCode, LocaleFormat>();
const loading = new Map<LanguageCode, Promise<LocaleFormat>>();

/** One chunk per language: the FormatJS code is shared, each language's CLDR data is its own. */
const DATA: Record<LanguageCode, () => Promise<unknown>> = {
  en: () => import('./localeData/en.ts'),
  es: () => import('./localeData/es.ts'),
  ka: () => import('./localeData/ka.ts'),
};

/**
 * The formats of a language, its locale data downloaded on first use. Georgian and Spanish load
 * with their catalogue (CatalogueProvider); English when a screen first formats something, so the
 * sign-in page, which formats nothing, does not download it.
 */
export function loadFormat(code: LanguageCode): Promise<LocaleFormat> {
  let pending = loading.get(code);
  if (!pending) {
    pending = Promise.all([import('./shippedIntl.ts'), DATA[code]()]).then(([shipped]) => {
      // FormatJS types one option more narrowly than TypeScript's lib ('useGrouping': 'false'),
      // which no screen passes.
      const format = buildFormat(languageByCode(code).locale, shipped as unknown as IntlConstructors);
      loaded.set(code, format);
      for (const l of listeners) l();
      return format;
    });
    // A failed download may be tried again on the next render.
    pending.catch(() => loading.delete(code));
    loading.set(code, pending);
  }
  return pending;
}

/** English from the browser's Intl (every browser has it), only until our English data arrives. */
let platformEnglish: LocaleFormat | undefined;

export const formatStore = {
  /** The language's formats, else English ones: a screen never waits on a download to render. */
  get(code: LanguageCode): LocaleFormat {
    const shipped = loaded.get(code) ?? loaded.get('en');
    if (shipped) return shipped;
    platformEnglish ??= buildFormat('en-US', Intl);
    return platformEnglish;
  },
  isLoaded: (code: LanguageCode): boolean => loaded.has(code),
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A change counter for useSyncExternalStore: the map itself is mutated. */
  version: (): number => loaded.size,
};
