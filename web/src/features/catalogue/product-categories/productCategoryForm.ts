import {
  type ProductCategoryInput as CoreInput,
  MAX_DISPLAY_ORDER,
  validateProductCategory,
} from '@marquee/core/catalogue/productCategory';
import type { FieldErrors } from '@marquee/core/validation';
import type { FormTabDef } from '../../../components/resources/formTabs.ts';
import type { ProductCategoryInput, ProductCategoryRowFragment } from '../../../generated/graphql.ts';

export type ProductCategoryField = Exclude<keyof CoreInput, 'version'>;

/** The product category form's values: one mapper serves new and edit. */
export interface ProductCategoryValues {
  name: string;
  description: string;
  /** Digits as typed (displayOrderInput keeps it within 0–9999). */
  displayOrder: string;
  locationIds: number[];
}

export const EMPTY_PRODUCT_CATEGORY: ProductCategoryValues = {
  name: '',
  description: '',
  displayOrder: '0',
  locationIds: [],
};

/** What the display order input keeps: digits only, at most as many as MAX_DISPLAY_ORDER has. */
export const displayOrderInput = (typed: string) =>
  typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, String(MAX_DISPLAY_ORDER).length);

export function productCategoryValues(row: ProductCategoryRowFragment | null): ProductCategoryValues {
  if (!row) return EMPTY_PRODUCT_CATEGORY;
  return {
    name: row.name,
    description: row.description,
    displayOrder: String(row.displayOrder),
    locationIds: row.locations.map((l) => l.locationId),
  };
}

/** The mutation input, texts trimmed (spec/3 §5). */
export function toProductCategoryInput(v: ProductCategoryValues): ProductCategoryInput {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    displayOrder: Number(v.displayOrder || '0'),
    locationIds: v.locationIds,
  };
}

/** Core's rules; the display order must be filled in (the input keeps it a number in range). */
export function validateProductCategoryValues(v: ProductCategoryValues): FieldErrors<ProductCategoryField> {
  const errors: FieldErrors<ProductCategoryField> = validateProductCategory(toProductCategoryInput(v));
  if (v.displayOrder.trim() === '') errors.displayOrder = 'validation.required';
  return errors;
}

export const PRODUCT_CATEGORY_TABS: readonly FormTabDef<ProductCategoryField>[] = [
  {
    id: 'basic',
    label: 'settings.basicTab',
    fields: ['name', 'description', 'displayOrder', 'locationIds'],
    required: true,
  },
];
