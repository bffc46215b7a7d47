import { describe, expect, it } from 'vitest';
import { productHandle, regularProductUrl } from './productHandle.ts';

describe('productHandle', () => {
  it('makes a lower-case slug of words and digits', () => {
    expect(productHandle('Popcorn, Large!')).toBe('popcorn-large');
    expect(productHandle('  Crème brûlée 2x ')).toBe('creme-brulee-2x');
    expect(productHandle('ბარათი 50')).toBe('ბარათი-50');
  });

  it('leaves the handle out when the name has nothing readable', () => {
    expect(regularProductUrl(7, '!!!')).toBe('/product-management/regular-products/7');
    expect(regularProductUrl(7, 'Game Card 20')).toBe('/product-management/regular-products/7/game-card-20');
  });
});
