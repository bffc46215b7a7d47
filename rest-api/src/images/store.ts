/**
 * Where uploaded images live (DESIGN.md "Uploaded images are files, not database rows"): a folder
 * on disk by default, S3-compatible object storage (MinIO in docker compose) when S3_BUCKET is
 * configured. Keys are content hashes with the type's extension, so a file never changes once
 * written: it can be cached for a year, and writing the same image twice is harmless.
 *
 * Usage: `const store = createImageStore(config)`; `await store.put(key, bytes, mime)`;
 * `await store.get(key)` → `{ bytes, mime }` or null.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RestConfig } from '../config.ts';
import { s3ImageStore } from './s3.ts';

export interface StoredImage {
  bytes: Buffer;
  mime: string;
}

export interface ImageStore {
  /** 'disk' or 's3', for the logs and tests. */
  kind: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, mime: string): Promise<void>;
  get(key: string): Promise<StoredImage | null>;
}

/**
 * `<sha256>.<ext>` (a product image) or `c<masterClientId>-<sha256>.<ext>` (a master client's
 * logo or background): the only keys the store reads or writes (no paths, no traversal).
 */
export const IMAGE_KEY = /^(c[1-9]\d{0,8}-)?[0-9a-f]{64}\.(png|jpg|gif|webp)$/;

export const MIME_OF_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function diskImageStore(folder: string): ImageStore {
  return {
    kind: 'disk',
    async put(key, bytes) {
      await mkdir(folder, { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const temporary = join(folder, `.${key}.${process.pid}.${Date.now()}`);
      await writeFile(temporary, bytes);
      await rename(temporary, join(folder, key));
    },
    async get(key) {
      if (!IMAGE_KEY.test(key)) return null;
      try {
        return { bytes: await readFile(join(folder, key)), mime: MIME_OF_EXTENSION[key.split('.').pop()!]! };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export function createImageStore(config: RestConfig): ImageStore {
  return config.s3 ? s3ImageStore(config.s3) : diskImageStore(config.imageDir);
}
