/** Product categories (spec/3 §2 /product-management/product-categories), offered per location. */
import { type Static, Type } from 'typebox';
import { type FieldRules, validateFields } from '../resources/fields.ts';
import { Id, LocationRef, Text, Version } from '../resources/types.ts';
import type { FieldErrors } from '../validation.ts';

export const MAX_DISPLAY_ORDER = 9999;

export const ProductCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  displayOrder: Type.Integer(),
  locations: Type.Array(LocationRef),
  version: Type.Integer(),
});
export type ProductCategory = Static<typeof ProductCategory>;

export const ProductCategoryInput = Type.Object({
  name: Text(),
  description: Text(),
  /** Position in menus and kiosk lists, smallest first. */
  displayOrder: Type.Integer({ minimum: 0, maximum: MAX_DISPLAY_ORDER }),
  locationIds: Type.Array(Id, { maxItems: 1000 }),
  version: Type.Optional(Version),
});
export type ProductCategoryInput = Static<typeof ProductCategoryInput>;

export const PRODUCT_CATEGORY_SORTS = ['name', 'displayOrder'] as const;

export const PRODUCT_CATEGORY_RULES = {
  name: { required: true, unique: true },
  description: {},
  locationIds: { required: true, requiredMessage: 'resources.selectOne' },
} satisfies FieldRules<keyof ProductCategoryInput>;

export const validateProductCategory = (v: ProductCategoryInput): FieldErrors<keyof ProductCategoryInput> =>
  validateFields(PRODUCT_CATEGORY_RULES, v);
