/**
 * The catalogue lists' exports (credit types, discounts, memberships, product categories, revenue
 * classes, food modifiers, tax rates): each list's columns in its screen's order, its sorts as the
 * screen's URL names them, and the URL filters its REST list takes. One definition for the gateway
 * (which reads the pages) and the web (which links the screen's Export menu to `fileName`).
 */
import type { CreditType } from '../catalogue/creditType.ts';
import { CREDIT_TYPE_SORTS } from '../catalogue/creditType.ts';
import { DISCOUNT_SORTS, type Discount } from '../catalogue/discount.ts';
import { FOOD_MODIFIER_SORTS, type FoodModifier } from '../catalogue/foodModifier.ts';
import { MEMBERSHIP_SORTS, type Membership } from '../catalogue/membership.ts';
import { PRODUCT_CATEGORY_SORTS, type ProductCategory } from '../catalogue/productCategory.ts';
import { REVENUE_CLASS_SORTS, type RevenueClass } from '../catalogue/revenueClass.ts';
import { TAX_RATE_SORTS, type TaxRate } from '../catalogue/taxRate.ts';
import { en } from '../messages/en.ts';
import type { LocationRef } from '../resources/types.ts';
import type { RESOURCE_SCREENS } from '../resources/screens.ts';
import type { ExportColumn } from './columns.ts';

const yesNo = (value: boolean) => en[value ? 'common.yes' : 'common.no'];
const names = (locations: readonly LocationRef[]) => locations.map((l) => l.name).join(', ');
const amount = (text: string) => (text === '' ? null : Number(text));

/** A URL filter of the screen and how its REST list takes it. */
export interface ExportFilter {
  /** The screen's URL parameter. */
  url: string;
  /** The REST list's parameter. */
  rest: string;
  /** `int`: an id; `flag`: 'on' / 'off' on the screen, true / false for the REST list. */
  kind: 'int' | 'flag';
}

export interface CatalogueExport<Row> {
  /** The list's name in the export route and the file's name. */
  fileName: string;
  screen: keyof typeof RESOURCE_SCREENS;
  columns: readonly ExportColumn<Row>[];
  /** The REST list's sorts; the screen's URL sorts are these in upper snake case (NAME, TAX_TYPE). */
  sorts: readonly string[];
  filters: readonly ExportFilter[];
}

const int = (url: string, rest = url): ExportFilter => ({ url, rest, kind: 'int' });
const AT_LOCATION = [int('locationId')];

/** 'taxType' → 'TAX_TYPE': the schema's sort enum value, which the screen keeps in its URL. */
export const urlSort = (sort: string) => sort.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

const creditTypes: CatalogueExport<CreditType> = {
  fileName: 'credit-types',
  screen: 'creditTypes',
  sorts: CREDIT_TYPE_SORTS,
  filters: [],
  columns: [
    { key: 'name', label: 'catalogue.field.name', kind: 'text', value: (c) => c.name },
    { key: 'description', label: 'catalogue.field.description', kind: 'text', value: (c) => c.description },
    { key: 'isMonetary', label: 'catalogue.field.isMonetary', kind: 'text', value: (c) => yesNo(c.isMonetary) },
    { key: 'expirationDays', label: 'catalogue.field.expirationDays', kind: 'number', value: (c) => c.expirationDays },
    { key: 'memberships', label: 'catalogue.field.memberships', kind: 'number', value: (c) => c.membershipCount },
  ],
};

const discounts: CatalogueExport<Discount> = {
  fileName: 'discounts',
  screen: 'discounts',
  sorts: DISCOUNT_SORTS,
  filters: [int('type', 'typeId'), int('class', 'revenueClassId'), { url: 'enabled', rest: 'enabled', kind: 'flag' }],
  columns: [
    { key: 'name', label: 'catalogue.field.name', kind: 'text', value: (d) => d.name },
    { key: 'type', label: 'catalogue.field.type', kind: 'text', value: (d) => d.typeName },
    // A percent (15.00) or an amount (5.00), as the type says.
    { key: 'value', label: 'catalogue.field.value', kind: 'money', value: (d) => amount(d.value) },
    { key: 'startDate', label: 'catalogue.field.startDate', kind: 'text', value: (d) => d.startDate },
    { key: 'endDate', label: 'catalogue.field.endDate', kind: 'text', value: (d) => d.endDate },
    { key: 'enabled', label: 'catalogue.field.enabled', kind: 'text', value: (d) => yesNo(d.enabled) },
    {
      key: 'revenueClasses',
      label: 'catalogue.field.revenueClasses',
      kind: 'text',
      value: (d) => d.revenueClasses.map((c) => c.name).join(', '),
    },
  ],
};

const memberships: CatalogueExport<Membership> = {
  fileName: 'memberships',
  screen: 'memberships',
  sorts: MEMBERSHIP_SORTS,
  filters: AT_LOCATION,
  columns: [
    { key: 'name', label: 'catalogue.field.name', kind: 'text', value: (m) => m.name },
    { key: 'price', label: 'catalogue.field.price', kind: 'money', value: (m) => amount(m.price) },
    {
      key: 'expirationType',
      label: 'catalogue.field.expirationType',
      kind: 'text',
      value: (m) => m.expirationTypeName,
    },
    { key: 'period', label: 'catalogue.field.expirationPeriod', kind: 'number', value: (m) => m.expirationPeriod },
    {
      key: 'creditTypes',
      label: 'catalogue.field.creditTypes',
      kind: 'text',
      value: (m) => m.creditTypes.map((c) => `${c.name} × ${c.quantity}`).join(', '),
    },
    { key: 'locations', label: 'catalogue.field.locations', kind: 'text', value: (m) => names(m.locations) },
  ],
};

const productCategories: CatalogueExport<ProductCategory> = {
  fileName: 'product-categories',
  screen: 'productCategories',
  sorts: PRODUCT_CATEGORY_SORTS,
  filters: AT_LOCATION,
  columns: [
    { key: 'name', label: 'catalogue.field.name', kind: 'text', value: (c) => c.name },
    { key: 'description', label: 'catalogue.field.description', kind: 'text', value: (c) => c.description },
    { key: 'displayOrder', label: 'catalogue.field.displayOrder', kind: 'number', value: (c) => c.displayOrder },
    { key: 'locations', label: 'catalogue.field.locations', kind: 'text', value: (c) => names(c.locations) },
  ],
};

const revenueClasses: CatalogueExport<RevenueClass> = {
  fileName: 'revenue-classes',
  screen: 'revenueClasses',
  sorts: REVENUE_CLASS_SORTS,
  filters: [int('typeId')],
  columns: [
    { key: 'name', label: 'catalogue.field.name', kind: 'text', value: (c) => c.name },
    { key: 'type', label: 'catalogue.field.type', kind: 'text', value: (c) => c.typeName },
    { key: 'description', label: 'catalogue.field.description', kind: 'text', value: (c) => c.description },
    { key: 'discounts', label: 'catalogue.field.discounts', kind: 'number', value: (c) => c.discountCount },
  ],
};

const foodModifiers: CatalogueExport<FoodModifier> = {
  fileName: 'food-modifiers',
  screen: 'foodModifiers',
  sorts: FOOD_MODIFIER_SORTS,
  filters: AT_LOCATION,
  columns: [
    { key: 'name', label: 'catalogue.field.name', kind: 'text', value: (m) => m.name },
    { key: 'group', label: 'catalogue.field.groupName', kind: 'text', value: (m) => m.groupName },
    { key: 'price', label: 'catalogue.field.price', kind: 'money', value: (m) => amount(m.price) },
    { key: 'locations', label: 'catalogue.field.locations', kind: 'text', value: (m) => names(m.locations) },
  ],
};

const taxRates: CatalogueExport<TaxRate> = {
  fileName: 'tax-rates',
  screen: 'taxRates',
  sorts: TAX_RATE_SORTS,
  filters: [int('taxTypeId'), int('locationId')],
  columns: [
    { key: 'name', label: 'catalogue.field.name', kind: 'text', value: (r) => r.name },
    { key: 'percentage', label: 'catalogue.field.percentage', kind: 'number', value: (r) => Number(r.percentage) },
    { key: 'taxType', label: 'catalogue.field.taxType', kind: 'text', value: (r) => r.taxTypeName },
    { key: 'locations', label: 'catalogue.field.locations', kind: 'text', value: (r) => names(r.locations) },
  ],
};

/** Every catalogue list's export, by its route name. */
export const CATALOGUE_EXPORTS = {
  'credit-types': creditTypes,
  discounts,
  memberships,
  'product-categories': productCategories,
  'revenue-classes': revenueClasses,
  'food-modifiers': foodModifiers,
  'tax-rates': taxRates,
} as const;

export type CatalogueExportName = keyof typeof CATALOGUE_EXPORTS;
