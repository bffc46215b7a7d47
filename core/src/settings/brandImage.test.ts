import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, brandImageOf, brandImagePath, isForeignBrandImage } from './brandImage.ts';

const FILE = `${'c'.repeat(64)}.png`;

describe('brand images', () => {
  it('names a stored file by its master client and reads it back', () => {
    expect(brandImagePath(7, FILE)).toBe(`/images/clients/7/${FILE}`);
    expect(brandImageOf(`/images/clients/7/${FILE}`)).toEqual({ masterClientId: 7, file: FILE });
    expect(brandImageOf(`/images/clients/7/../8/${FILE}`)).toBeNull();
    expect(brandImageOf('https://cdn.example.com/logo.png')).toBeNull();
  });

  it("flags another client's file and any other path under the folder, not an https:// address", () => {
    expect(isForeignBrandImage(`/images/clients/7/${FILE}`, 7)).toBe(false);
    expect(isForeignBrandImage(`/images/clients/8/${FILE}`, 7)).toBe(true);
    expect(isForeignBrandImage('/images/clients/7/x.svg', 7)).toBe(true);
    expect(isForeignBrandImage('https://cdn.example.com/logo.png', 7)).toBe(false);
    expect(isForeignBrandImage(null, 7)).toBe(false);
    expect(isForeignBrandImage('', 7)).toBe(false);
  });

  it('puts the public base URL before a stored path and keeps a pasted address', () => {
    expect(absoluteImageUrl('https://app.example.com/', `/images/clients/7/${FILE}`)).toBe(
      `https://app.example.com/images/clients/7/${FILE}`,
    );
    expect(absoluteImageUrl('https://app.example.com', 'https://cdn.example.com/l.png')).toBe(
      'https://cdn.example.com/l.png',
    );
    expect(absoluteImageUrl('https://app.example.com', '//cdn.example.com/l.png')).toBe('//cdn.example.com/l.png');
    expect(absoluteImageUrl('https://app.example.com', null)).toBeNull();
    expect(absoluteImageUrl('https://app.example.com', '')).toBe('');
  });
});
