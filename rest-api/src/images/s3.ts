/**
 * The image store on S3-compatible object storage (AWS S3, MinIO): one object per image under
 * `prefix`, with its content type. Tested against s3rver on a local port (tests/image-store.test.ts).
 */
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { IMAGE_KEY, type ImageStore } from './store.ts';

export function s3ImageStore(config: S3Config): ImageStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    // MinIO and s3rver serve buckets as paths, not subdomains.
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const keyOf = (key: string) => `${config.prefix}${key}`;
  return {
    kind: 's3',
    async put(key, bytes, mime) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: keyOf(key),
          Body: bytes,
          ContentType: mime,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      if (!IMAGE_KEY.test(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
        const bytes = Buffer.from(await object.Body!.transformToByteArray());
        return { bytes, mime: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
}
