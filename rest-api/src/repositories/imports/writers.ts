/** The write path of each import kind (core/src/imports/kinds.ts), for the shared machinery of staging.ts. */
import type { ImportKind } from '@marquee/core/imports/kinds';
import { guestsWriter } from './guests.ts';
import { productsWriter } from './products.ts';
import { salesWriter } from './sales.ts';
import type { ImportWriter } from './writer.ts';

export const WRITERS: Readonly<Record<ImportKind, ImportWriter>> = {
  SALES: salesWriter,
  GUESTS: guestsWriter,
  PRODUCTS: productsWriter,
};
