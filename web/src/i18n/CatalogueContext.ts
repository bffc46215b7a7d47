import { type Catalogue, en } from '@marquee/core/messages/en';
import { createContext } from 'react';

/**
 * The active message catalogue; `CatalogueProvider` supplies the chosen language's. English is
 * the default so components render outside the provider (tests).
 */
export const CatalogueContext = createContext<Catalogue>(en);
