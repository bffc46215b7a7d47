/**
 * Logos and backgrounds of a master client's e-mails and guest shop: uploaded files kept in the
 * image store beside product images, under their master client's folder, so a save can tell one
 * client's file from another's. The rules of the upload are the product image's (type read from
 * the bytes: png, jpeg, webp or gif — no svg, which can carry script; 1 MB; 2000 × 2000 px).
 * A pasted https:// address stays accepted, as rows saved before uploads existed hold one.
 */
import { PRODUCT_IMAGE_RULES } from '../catalogue/product.ts';
import { IMAGE_MAX_BYTES } from '../constants.ts';
import type { ImageRules } from './image.ts';

/** Where stored brand images are served (rest-api, and the gateway on the web's origin). */
export const BRAND_IMAGE_PATH = '/images/clients';

/** The upload's rules, checked by the web before sending and by the REST API on the bytes. */
export const BRAND_IMAGE_RULES: ImageRules = {
  maxBytes: IMAGE_MAX_BYTES,
  types: [...PRODUCT_IMAGE_RULES.types],
  maxWidth: PRODUCT_IMAGE_RULES.maxWidth,
  maxHeight: PRODUCT_IMAGE_RULES.maxHeight,
};

/** A stored file's name: its content hash and its type's extension. */
export const BRAND_IMAGE_FILE = /^[0-9a-f]{64}\.(png|jpg|gif|webp)$/;
const STORED = /^\/images\/clients\/([1-9]\d{0,8})\/([0-9a-f]{64}\.(png|jpg|gif|webp))$/;

/** The path a master client's stored file is served at. */
export const brandImagePath = (masterClientId: number, file: string) => `${BRAND_IMAGE_PATH}/${masterClientId}/${file}`;

/** The master client and file a stored brand image path names; null for anything else. */
export function brandImageOf(value: string): { masterClientId: number; file: string } | null {
  const m = STORED.exec(value.trim());
  return m ? { masterClientId: Number(m[1]), file: m[2]! } : null;
}

/**
 * Whether a saved logo or background names a file of the image folder that is not this master
 * client's (another client's upload, or a path under the folder that is no stored file).
 */
export function isForeignBrandImage(value: string | null, masterClientId: number): boolean {
  const v = (value ?? '').trim();
  if (!v.startsWith(`${BRAND_IMAGE_PATH}/`)) return false;
  return brandImageOf(v)?.masterClientId !== masterClientId;
}

/**
 * The address a mail client or a guest's browser loads: a path on this product (an uploaded
 * file) gets the product's public base URL; an https:// address is kept as it was pasted.
 */
export function absoluteImageUrl(publicUrl: string, value: string): string;
export function absoluteImageUrl(publicUrl: string, value: string | null): string | null;
export function absoluteImageUrl(publicUrl: string, value: string | null): string | null {
  if (!value) return value;
  return value.startsWith('/') && !value.startsWith('//') ? `${publicUrl.replace(/\/+$/, '')}${value}` : value;
}
