import { describe, expect, it } from 'vitest';
import { blankOffering, offeringInput, pickable } from './offeringForm.ts';

describe('offering form', () => {
  it('drops products already offered at the kiosk, but keeps the one being edited', () => {
    const products = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const offered = [{ productId: 1 }, { productId: 2 }];
    expect(pickable('KIOSK', products, offered, null)).toEqual([{ id: 3 }]);
    expect(pickable('KIOSK', products, offered, 2)).toEqual([{ id: 2 }, { id: 3 }]);
    expect(pickable('BOOKING', products, offered, null)).toEqual(products);
  });

  it('sends empty texts as null', () => {
    const input = offeringInput({ ...blankOffering('BOOKING'), productId: 7, maxQuantity: '12' }, 'FZ01');
    expect(input).toMatchObject({
      productId: 7,
      price: null,
      depositValue: null,
      maxQuantity: 12,
      availableSpaces: null,
    });
  });
});
