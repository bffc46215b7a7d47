import { describe, expect, it } from 'vitest';
import { AVATAR_TYPES, dataUrlProblem, imageProblem, parseDataUrl } from './image.ts';

const dataUrl = (mime: string, bytes: number) => `data:${mime};base64,${Buffer.alloc(bytes).toString('base64')}`;

describe('image rules (spec/1 §5)', () => {
  it('measures the decoded size of a data URL', () => {
    expect(parseDataUrl(dataUrl('image/png', 10))).toEqual({ mime: 'image/png', bytes: 10 });
    expect(parseDataUrl(dataUrl('image/png', 11))?.bytes).toBe(11);
    expect(parseDataUrl('not a data url')).toBeNull();
  });
  it('accepts up to 1 MB and refuses one byte more', () => {
    expect(dataUrlProblem(dataUrl('image/png', 1_048_576), { types: AVATAR_TYPES })).toBeNull();
    expect(dataUrlProblem(dataUrl('image/png', 1_048_577), { types: AVATAR_TYPES })?.text).toBe(
      'The image must not be larger than 1 mb.',
    );
  });
  it('refuses a type outside the list with the spec text', () => {
    expect(dataUrlProblem(dataUrl('image/bmp', 10), { types: ['png', 'jpg'] })?.text).toBe(
      'This is not a valid image. Please load an image with an extension of one of the following: "png, jpg"',
    );
    expect(dataUrlProblem(dataUrl('text/html', 10))?.key).toBe('validation.image.type');
  });
  it('checks maximum dimensions when given', () => {
    const img = { bytes: 10, mime: 'image/jpeg', width: 60, height: 40 };
    expect(imageProblem(img, { maxWidth: 50, maxHeight: 50 })?.text).toBe('Max image dimension is 50x50');
    expect(imageProblem(img, { maxWidth: 60, maxHeight: 40 })).toBeNull();
  });
});
