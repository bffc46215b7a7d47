/**
 * Image upload rules (spec/1 §5, spec/3 §5): at most 1 MB by default, an optional list of
 * allowed types, optional maximum dimensions. The web checks all three before upload; the REST
 * API checks size and type again on the data URL it receives.
 */
import { IMAGE_MAX_BYTES } from '../constants.ts';
import { type MessageKey, message } from '../messages/en.ts';

/**
 * Body limit of requests that may carry an image: 1 MB base64-encoded is ~1.4 MB of JSON text,
 * above fastify's 1 MiB default.
 */
export const IMAGE_BODY_LIMIT_BYTES = 2 * 1_048_576;

/** Extensions accepted for user avatars. */
export const AVATAR_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

const MIME_OF: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export interface ImageRules {
  maxBytes?: number;
  /** Extensions, e.g. ['png', 'jpg']; any image when absent. */
  types?: readonly string[];
  maxWidth?: number;
  maxHeight?: number;
}

export interface ImageProblem {
  key: MessageKey;
  /** The values of the key's `{placeholders}`. */
  values?: Record<string, string | number>;
  text: string;
}

const problem = (key: MessageKey, values?: Record<string, string | number>): ImageProblem => ({
  key,
  ...(values ? { values } : {}),
  text: message(key, values),
});

/** Size in MB as the upload records it. */
export const sizeInMb = (bytes: number) => Math.round((bytes / 1_048_576) * 100) / 100;

/** The first rule an image breaks, or null. `mime` as the browser or the data URL reports it. */
export function imageProblem(
  image: { bytes: number; mime: string; width?: number; height?: number },
  rules: ImageRules = {},
): ImageProblem | null {
  const types = rules.types;
  const allowed = types ? types.map((t) => MIME_OF[t.toLowerCase()]).filter(Boolean) : null;
  const isImage = /^image\/[\w.+-]+$/.test(image.mime);
  if (!isImage || (allowed && !allowed.includes(image.mime))) {
    return problem('validation.image.type', { types: (types ?? ['image']).join(', ') });
  }
  if (image.bytes > (rules.maxBytes ?? IMAGE_MAX_BYTES)) {
    return problem('validation.image.size', { limit: message('validation.image.sizeLabel') });
  }
  const { maxWidth, maxHeight } = rules;
  if (maxWidth !== undefined && maxHeight !== undefined && image.width !== undefined && image.height !== undefined) {
    if (image.width > maxWidth || image.height > maxHeight) {
      return problem('validation.image.dimension', { width: maxWidth, height: maxHeight });
    }
  }
  return null;
}

const DATA_URL = /^data:([\w.+/-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** Decoded size and mime of a base64 data URL; null when it is not one. */
export function parseDataUrl(url: string): { mime: string; bytes: number } | null {
  const m = DATA_URL.exec(url);
  if (!m) return null;
  const b64 = m[2]!;
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return { mime: m[1]!.toLowerCase(), bytes: (b64.length / 4) * 3 - padding };
}

/** The server's check of an uploaded data URL: type and size. */
export function dataUrlProblem(url: string, rules: ImageRules = {}): ImageProblem | null {
  const parsed = parseDataUrl(url);
  if (!parsed) return problem('validation.image.type', { types: (rules.types ?? ['image']).join(', ') });
  return imageProblem(parsed, rules);
}
