import { type Catalogue, en } from '@marquee/core/messages/en';
import { type ReactNode, useEffect, useState } from 'react';
import { CatalogueContext } from './CatalogueContext.ts';
import { loadCatalogue } from './loadCatalogue.ts';
import { useLanguage } from './useLanguage.ts';

export interface CatalogueProviderProps {
  children: ReactNode;
}

/** Provides the chosen language's catalogue; keeps the previous one while the next loads. */
export function CatalogueProvider({ children }: CatalogueProviderProps) {
  const language = useLanguage();
  const [catalogue, setCatalogue] = useState<Catalogue>(en);
  useEffect(() => {
    let current = true;
    loadCatalogue(language.code).then(
      (c) => {
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
