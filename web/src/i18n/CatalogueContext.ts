import { createContext } from 'react';
import { FIRST_SCREEN_EN, type Messages } from './firstScreenMessages.ts';

/**
 * The active messages; `CatalogueProvider` supplies the chosen language's. English is the
 * default so components render outside the provider (tests, where translate's English fallback
 * holds the whole catalogue).
 */
export const CatalogueContext = createContext<Messages>(FIRST_SCREEN_EN);
