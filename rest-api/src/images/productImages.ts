/**
 * Product images (spec/3 §5): a base64 data URL is checked on the server — its real type read
 * from the bytes (png, jpeg, webp or gif, whatever the URL claims), at most 1 MB (1,048,576
 * bytes), at most 2000 × 2000 pixels — and stored as a file named by its content hash. Saves
 * keep the file's URL, never the data.
 */
import { createHash } from 'node:crypto';
import { PRODUCT_IMAGE_PATH, PRODUCT_IMAGE_RULES } from '@marquee/core/catalogue/product';
import { IMAGE_MAX_BYTES } from '@marquee/core/constants';
import { type ImageProblem, imageProblem } from '@marquee/core/settings/image';
import { imageInfo } from '@marquee/core/settings/imageSize';
import { invalidInput } from '../http/errors.ts';
import { imageDecodes } from './decodes.ts';
import type { ImageStore } from './store.ts';

export interface SavedImage {
  url: string;
  bytes: number;
  mime: string;
  width: number;
  height: number;
}

const DATA_URL = /^data:([\w.+/-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
export const EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const STORED_URL = new RegExp(`^${PRODUCT_IMAGE_PATH}/[0-9a-f]{64}\\.(png|jpg|gif|webp)$`);

const wrongType = (): ImageProblem =>
  imageProblem({ bytes: 0, mime: 'application/octet-stream' }, PRODUCT_IMAGE_RULES)!;

/** The first image rule the data URL breaks, or its decoded bytes and what they are. */
export function checkImage(
  dataUrl: string,
): { problem: ImageProblem } | { bytes: Buffer; mime: string; width: number; height: number } {
  const m = DATA_URL.exec(dataUrl);
  if (!m) return { problem: wrongType() };
  // Decoded size from the text length first: a 30 MB body is refused without decoding it.
  const b64 = m[2]!;
  const size = (b64.length / 4) * 3 - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
  if (size > IMAGE_MAX_BYTES) {
    return { problem: imageProblem({ bytes: size, mime: 'image/png' }, PRODUCT_IMAGE_RULES)! };
  }
  const bytes = Buffer.from(b64, 'base64');
  const info = imageInfo(bytes);
  // The header alone is not an image (a truncated 40-byte PNG passed): the whole must decode.
  if (!info || !imageDecodes(bytes, info.mime)) return { problem: wrongType() };
  const problem = imageProblem({ bytes: bytes.length, ...info }, PRODUCT_IMAGE_RULES);
  return problem ? { problem } : { bytes, ...info };
}

/** Checks and stores a data URL; 400 on `field` with the spec's message when a rule is broken. */
export async function storeImage(store: ImageStore, dataUrl: string, field = 'image'): Promise<SavedImage> {
  const checked = checkImage(dataUrl);
  if ('problem' in checked) throw invalidInput({ [field]: checked.problem });
  const key = `${createHash('sha256').update(checked.bytes).digest('hex')}.${EXTENSION[checked.mime]}`;
  await store.put(key, checked.bytes, checked.mime);
  return {
    url: `${PRODUCT_IMAGE_PATH}/${key}`,
    bytes: checked.bytes.length,
    mime: checked.mime,
    width: checked.width,
    height: checked.height,
  };
}

/**
 * A save's image: null, a URL this store answered (kept), or a data URL (checked and stored, its
 * URL kept). Anything else is refused as not an image.
 */
export async function imageOfSave(store: ImageStore, image: string | null): Promise<string | null> {
  if (image === null || image === '') return null;
  if (STORED_URL.test(image)) return image;
  if (image.startsWith('data:')) return (await storeImage(store, image)).url;
  throw invalidInput({ image: wrongType() });
}
