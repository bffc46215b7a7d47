import type { Product } from '../catalogue/product.ts';
import { isProductKind, type ProductKind } from '../catalogue/productKind.ts';
import { en } from '../messages/en.ts';
import { RESOURCE_SCREENS } from '../resources/screens.ts';
import type { ExportColumn } from './columns.ts';

const yesNo = (value: boolean) => en[value ? 'common.yes' : 'common.no'];

/**
 * The products list's columns, in the screen's order (the image left out: a file has no use for
 * its address); the lowest price as a number, categories joined, the flags as Yes / No.
 */
export const PRODUCT_EXPORT_COLUMNS: readonly ExportColumn<Product>[] = [
  { key: 'name', label: 'catalogue.field.name', kind: 'text', value: (p) => p.name },
  { key: 'type', label: 'products.field.productType', kind: 'text', value: (p) => p.productTypeName },
  { key: 'categories', label: 'products.field.categories', kind: 'text', value: (p) => p.categories.join(', ') },
  {
    key: 'price',
    label: 'catalogue.field.price',
    kind: 'money',
    value: (p) => (p.price === null ? null : Number(p.price)),
  },
  {
    key: 'schedulable',
    label: 'catalogue.products.schedulable',
    kind: 'text',
    value: (p) => yesNo(p.isSchedulable),
  },
  { key: 'enabled', label: 'catalogue.field.enabled', kind: 'text', value: (p) => yesNo(p.enabled) },
];

/** The REST products list's sort keys, by the screen's URL sort (the schema's ProductSort values). */
export const PRODUCT_EXPORT_SORTS: Readonly<Record<string, string>> = {
  NAME: 'name',
  PRODUCT_TYPE: 'productType',
  PRICE: 'price',
  ENABLED: 'enabled',
};

/** The screen's id filters by their URL names, as the REST list names them. */
export const PRODUCT_EXPORT_ID_FILTERS: Readonly<Record<string, string>> = {
  type: 'productTypeId',
  category: 'categoryId',
  location: 'locationId',
};

/** The screen's on/off filters (URL 'on' or 'off'), which the REST list takes as booleans. */
export const PRODUCT_EXPORT_FLAG_FILTERS = ['enabled', 'schedulable'] as const;

/** A product-type list's kind as its export carries it (the kind is the list's path, not its URL state). */
export const productExportKind = (value: string | null): ProductKind | null => (isProductKind(value) ? value : null);

/** The products list's own permission module (its menu entry), which an export also needs (VIEW). */
export const PRODUCT_EXPORT_MODULE = RESOURCE_SCREENS.products.menu;
