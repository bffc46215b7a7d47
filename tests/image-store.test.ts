/**
 * The image stores behind product images: the disk folder, and the S3 adapter against
 * s3rver, a real S3 API on a local port (no MinIO binary here; docker compose runs MinIO). Both
 * keep what was put, answer null for a missing or malformed key, and the REST API serves a stored
 * upload from either.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRestConfig } from '../rest-api/src/config.ts';
import { storeImage } from '../rest-api/src/images/productImages.ts';
import { s3ImageStore } from '../rest-api/src/images/s3.ts';
import { diskImageStore, type ImageStore } from '../rest-api/src/images/store.ts';
import { pngDataUrl } from './support/products.ts';

let folder: string;
let s3: S3rver;
let endpoint: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'marquee-store-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(folder, 's3'),
    configureBuckets: [{ name: 'marquee' }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const KEY = `${'a'.repeat(64)}.png`;

describe.each([
  ['disk', () => diskImageStore(join(folder, 'disk'))],
  [
    's3',
    () =>
      s3ImageStore({
        bucket: 'marquee',
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        prefix: 'images/',
      }),
  ],
] as const)('the %s image store', (kind, make) => {
  let store: ImageStore;
  beforeAll(() => {
    store = make();
  });

  it('keeps an image and answers it with its type', async () => {
    expect(store.kind).toBe(kind);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await store.put(KEY, bytes, 'image/png');
    const got = await store.get(KEY);
    expect(got?.mime).toBe('image/png');
    expect(Buffer.compare(got!.bytes, bytes)).toBe(0);
  });

  it('answers null for a missing key and never reads a malformed one', async () => {
    expect(await store.get(`${'b'.repeat(64)}.png`)).toBeNull();
    expect(await store.get('../../etc/passwd')).toBeNull();
  });

  it('stores a checked upload under its content hash', async () => {
    const saved = await storeImage(store, pngDataUrl(40, 30, 100));
    expect(saved).toMatchObject({ width: 40, height: 30, bytes: 100, mime: 'image/png' });
    const key = saved.url.split('/').pop()!;
    expect((await store.get(key))?.bytes.length).toBe(100);
  });
});

describe('configuration', () => {
  it('uses object storage only when S3_BUCKET is set', () => {
    expect(loadRestConfig({}).s3).toBeUndefined();
    expect(loadRestConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000' }).s3).toMatchObject({
      bucket: 'b',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      prefix: 'images/',
    });
  });
});
