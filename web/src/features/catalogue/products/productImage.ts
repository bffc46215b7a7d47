import { PRODUCT_IMAGE_RULES as PRODUCT_IMAGE } from '@marquee/core/catalogue/product';
import { IMAGE_MAX_BYTES } from '@marquee/core/constants';
import type { ImageRules } from '@marquee/core/settings/image';

/** A product's picture as the form checks it: core's rule (the server's too) with the 1 MB limit. */
export const PRODUCT_IMAGE_RULES: ImageRules = {
  maxBytes: IMAGE_MAX_BYTES,
  types: [...PRODUCT_IMAGE.types],
  maxWidth: PRODUCT_IMAGE.maxWidth,
  maxHeight: PRODUCT_IMAGE.maxHeight,
};

/** The size the hint names. */
export const PRODUCT_IMAGE_SIZE = { width: PRODUCT_IMAGE.maxWidth, height: PRODUCT_IMAGE.maxHeight };
