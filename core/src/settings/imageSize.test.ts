import { describe, expect, it } from 'vitest';
import { imageInfo } from './imageSize.ts';

/** A PNG header of the given size (signature + IHDR), enough for the reader. */
function pngHeader(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

describe('imageInfo', () => {
  it('reads PNG, GIF, JPEG and WebP sizes from their headers', () => {
    expect(imageInfo(pngHeader(640, 480))).toEqual({ mime: 'image/png', width: 640, height: 480 });
    const gif = new Uint8Array([...new TextEncoder().encode('GIF89a'), 0x20, 0x03, 0x58, 0x02]);
    expect(imageInfo(gif)).toEqual({ mime: 'image/gif', width: 800, height: 600 });
    // SOI, an APP0 segment of 4 bytes, then SOF0 with height 300 and width 400.
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 0x01, 0x2c, 0x01, 0x90, 3]);
    expect(imageInfo(jpeg)).toEqual({ mime: 'image/jpeg', width: 400, height: 300 });
    const webp = new Uint8Array(30);
    webp.set(new TextEncoder().encode('RIFF'), 0);
    webp.set(new TextEncoder().encode('WEBPVP8X'), 8);
    webp.set([0x1f, 0x03, 0x00, 0x0f, 0x02, 0x00], 24); // 800 × 528, stored minus one
    expect(imageInfo(webp)).toEqual({ mime: 'image/webp', width: 800, height: 528 });
  });

  it('answers null for anything else', () => {
    expect(imageInfo(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageInfo(new Uint8Array([0x42, 0x4d, 0, 0]))).toBeNull();
  });
});
