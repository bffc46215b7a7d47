import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product.ts';
import { en } from '../messages/en.ts';
import { PRODUCT_EXPORT_COLUMNS, productExportKind } from './products.ts';

const product: Product = {
  id: 1,
  name: 'Laser Tag',
  image: '/product-management/images/1.png',
  productTypeId: 2,
  productTypeName: 'Attraction',
  kind: 'REGULAR',
  isSchedulable: true,
  categories: ['Games', 'Kids'],
  price: '12.50',
  enabled: false,
  version: 3,
};

describe('products export columns', () => {
  it('are the screen columns without the image, with their labels and values', () => {
    for (const c of PRODUCT_EXPORT_COLUMNS) expect(en[c.label]).toBeTruthy();
    expect(PRODUCT_EXPORT_COLUMNS.map((c) => c.value(product))).toEqual([
      'Laser Tag',
      'Attraction',
      'Games, Kids',
      12.5,
      'Yes',
      'No',
    ]);
  });

  it('leave a product without a price empty', () => {
    const price = PRODUCT_EXPORT_COLUMNS.find((c) => c.key === 'price');
    expect(price?.value({ ...product, price: null })).toBeNull();
  });

  it('take a known kind only', () => {
    expect(productExportKind('FOOD')).toBe('FOOD');
    expect(productExportKind('food')).toBeNull();
    expect(productExportKind(null)).toBeNull();
  });
});
