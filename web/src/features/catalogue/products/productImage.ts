import type { ImageRules } from '@marquee/core/settings/image';
import { IMAGE_MAX_BYTES } from '@marquee/core/constants';

/** A product's picture (spec/3 §5; the server's uploadProductImage checks the same): 1 MB, four types, 2000×2000 px. */
export const PRODUCT_IMAGE_RULES: ImageRules = {
  maxBytes: IMAGE_MAX_BYTES,
  types: ['png', 'jpg', 'jpeg', 'webp', 'gif'],
  maxWidth: 2000,
  maxHeight: 2000,
};
