import type { MessageKey } from '@marquee/core/messages/en';
import { useCallback, useContext } from 'react';
import { CatalogueContext } from './CatalogueContext.ts';
import { type MessageValues, translate } from './translate.ts';

export type TFunction = (key: MessageKey, values?: MessageValues) => string;

/** The translation function of the active catalogue. */
export function useT(): TFunction {
  const catalogue = useContext(CatalogueContext);
  return useCallback((key, values) => translate(catalogue, key, values), [catalogue]);
}
