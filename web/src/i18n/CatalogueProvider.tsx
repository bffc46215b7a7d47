import { type Catalogue, en } from '@marquee/core/messages/en';
import { type ReactNode, useEffect, useState } from 'react';
import { CatalogueContext } from './CatalogueContext.ts';
import { loadCatalogue } from './loadCatalogue.ts';
import { useLanguage } from './useLanguage.ts';

export interface CatalogueProviderProps {
  children: ReactNode;
}

/** Provides the chosen language's catalogue and formats; keeps the previous ones while the next load. */
export function CatalogueProvider({ children }: CatalogueProviderProps) {
  const language = useLanguage();
  const [catalogue, setCatalogue] = useState<Catalogue>(en);
  useEffect(() => {
    let current = true;
    // A language's dates and money come with its texts, so a screen never mixes two languages.
    // English's data waits for the first screen that formats (useFormat): sign-in shows none, and
    // imported here only when needed, the formats' code stays out of the English sign-in page.
    const formats =
      language.code === 'en' ? undefined : import('./format/formatStore.ts').then((m) => m.loadFormat(language.code));
    Promise.all([loadCatalogue(language.code), formats]).then(
      ([c]) => {
        if (!current) return;
        setCatalogue(c);
        // Screen readers and hyphenation follow the page's language.
        document.documentElement.lang = language.code;
      },
      (e) => console.warn('catalogue failed to load', e),
    );
    return () => {
      current = false;
    };
  }, [language.code]);
  return <CatalogueContext.Provider value={catalogue}>{children}</CatalogueContext.Provider>;
}
