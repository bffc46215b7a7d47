/**
 * Products import: a CSV or XLSX file of products, one row each, created through the product
 * editor's save (validateProduct for the type's kind, then the repository's create) in the
 * caller's master client. Records are named, not numbered: the product type, categories, revenue
 * class, tax rate and price level by their names, the locations by their codes, all of the
 * caller's master client; several categories or locations in one cell are separated by `|`.
 *
 * The price applies at every location of the row, at `priceLevel` (the master client's first
 * price level when left blank). Kinds whose editor needs more than the file carries (a
 * membership, a game card's or a reservation's details, credit types) are refused with a reason:
 * they are made in the editor.
 *
 * Matching: a product of the same name (any case) and product type in the master client is that
 * product: nothing is written (an import never overwrites the editor's work), and it counts as
 * "already there". So the same file uploaded again adds nothing.
 */
import { isAmount } from '../resources/fields.ts';
import { type RowCells, type RowProblem, yesNo } from './rows.ts';

export const PRODUCT_IMPORT_COLUMNS = [
  'name',
  'productType',
  'categories',
  'revenueClass',
  'taxRate',
  'locationCodes',
  'price',
  'priceLevel',
  'giftCardAmount',
  'enabled',
] as const;
export type ProductImportColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number];
/** Without these the file is refused at upload: no row could be a product. */
export const REQUIRED_PRODUCT_COLUMNS: readonly ProductImportColumn[] = [
  'name',
  'productType',
  'categories',
  'revenueClass',
  'locationCodes',
  'price',
];

/** The template: the header and two example products (named as the demo catalogue names its records). */
export const PRODUCT_TEMPLATE_CSV = [
  PRODUCT_IMPORT_COLUMNS.join(','),
  'Nacho Plate,Food & Beverage,Food & Beverage,Food & Beverage,,FZ1,6.50,,,yes',
  'Gift Card $50,Gift Card,Merchandise,Merchandise,,FZ1,50.00,,50.00,yes',
  '',
].join('\r\n');

/** The row's own problems, before its names are looked up: an amount is an amount, a yes is a yes. */
export function checkProductRow(cells: RowCells): RowProblem[] {
  const problems: RowProblem[] = [];
  for (const column of ['name', 'productType', 'categories', 'revenueClass', 'locationCodes', 'price'] as const) {
    if (cells[column] === undefined) problems.push({ column, key: 'validation.required' });
  }
  for (const column of ['price', 'giftCardAmount'] as const) {
    const v = cells[column];
    if (v !== undefined && !isAmount(v)) problems.push({ column, key: 'resources.amount' });
  }
  if (yesNo(cells.enabled, true) === undefined) problems.push({ column: 'enabled', key: 'imports.error.yesNo' });
  return problems;
}

/** The editor's field (validateProduct's keys) each column stands for. */
const COLUMN_OF_FIELD: Readonly<Record<string, ProductImportColumn>> = {
  name: 'name',
  productTypeId: 'productType',
  categoryIds: 'categories',
  revenueClassId: 'revenueClass',
  taxRateId: 'taxRate',
  locationIds: 'locationCodes',
  groupIds: 'locationCodes',
  prices: 'price',
  giftCardAmount: 'giftCardAmount',
};

/**
 * The editor's refusal of a field as a problem of the row: on its column, or, for a section the
 * file has no column for, on the product type (its kind needs the editor).
 */
export function productFieldProblem(field: string, key: RowProblem['key']): RowProblem {
  const column = COLUMN_OF_FIELD[field];
  return column ? { column, key } : { column: 'productType', key: 'imports.products.error.editorOnly' };
}
