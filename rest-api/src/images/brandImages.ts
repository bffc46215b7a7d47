/**
 * A master client's logos and backgrounds (e-mail branding, guest shop): checked like product
 * images (checkImage: the type read from the bytes, 1 MB, 2000 × 2000 px) and written to the same
 * store, under a key that names the master client, so each client's files stay apart and a save
 * can refuse another client's path (core/src/settings/brandImage.ts).
 */
import { createHash } from 'node:crypto';
import { brandImagePath, isForeignBrandImage } from '@marquee/core/settings/brandImage';
import { invalidInput } from '../http/errors.ts';
import { recordNotFound } from '../resources/errors.ts';
import { checkImage, EXTENSION, type SavedImage } from './productImages.ts';
import type { ImageStore } from './store.ts';

/** The store's key of a master client's file. */
export const brandImageKey = (masterClientId: number, file: string) => `c${masterClientId}-${file}`;

/** Checks and stores a data URL for a master client; 400 on `dataUrl` with the rule it breaks. */
export async function storeBrandImage(store: ImageStore, masterClientId: number, dataUrl: string): Promise<SavedImage> {
  const checked = checkImage(dataUrl);
  if ('problem' in checked) throw invalidInput({ dataUrl: checked.problem });
  const file = `${createHash('sha256').update(checked.bytes).digest('hex')}.${EXTENSION[checked.mime]}`;
  await store.put(brandImageKey(masterClientId, file), checked.bytes, checked.mime);
  return {
    url: brandImagePath(masterClientId, file),
    bytes: checked.bytes.length,
    mime: checked.mime,
    width: checked.width,
    height: checked.height,
  };
}

/**
 * A save naming another master client's file (or a path under the folder that is no stored
 * file) is refused like any other client's row: 404, nothing written.
 */
export function assertOwnBrandImages(masterClientId: number, values: readonly (string | null)[]): void {
  if (values.some((v) => isForeignBrandImage(v, masterClientId))) throw recordNotFound();
}
