import { describe, expect, it } from 'vitest';
import type { ProductInput } from './product.ts';
import { productHandle, productSections } from './productKind.ts';
import { isInventoryQuantity, requiredSections, sectionsWithErrors, validateProduct } from './productRules.ts';

const base: ProductInput = {
  productTypeId: 1,
  name: 'Pizza Slice',
  image: null,
  categoryIds: [1],
  giftCardAmount: null,
  membershipId: null,
  modifierIds: [],
  revenueClassId: 1,
  taxRateId: null,
  isCadet: false,
  containsAlcohol: false,
  enabled: true,
  locationIds: [1],
  groupIds: [],
  gameCardDetails: null,
  reservationDetails: null,
  creditTypes: [],
  prices: [{ locationId: 1, priceLevelId: 1, price: '4.50' }],
  loyaltyPoints: [],
  availability: { daysAvailable: [], availableFrom: null, availableTo: null },
  membershipRequirementIds: [],
  inventory: { maxQuantity: null },
  blockedAccessIds: [],
  names: [],
};

describe('product rules', () => {
  it('accepts a complete food product and a 100-emoji name (code points, not UTF-16 units)', () => {
    expect(validateProduct(base, 'FOOD')).toEqual({});
    expect(validateProduct({ ...base, name: '🍕'.repeat(100) }, 'FOOD')).toEqual({});
    expect(validateProduct({ ...base, name: '🍕'.repeat(101) }, 'FOOD').name).toBe('validation.tooLong');
  });

  it('inventory maxQuantity is 1–9,999 when given', () => {
    for (const ok of [null, 1, 9999]) expect(isInventoryQuantity(ok)).toBe(true);
    for (const bad of [0, 10_000, 1.5, -3]) expect(isInventoryQuantity(bad)).toBe(false);
    expect(validateProduct({ ...base, inventory: { maxQuantity: 0 } }, 'FOOD')).toEqual({
      'inventory.maxQuantity': 'catalogue.products.inventoryRange',
    });
    // Gift cards have no inventory section: the value is ignored there.
    const gift = { ...base, giftCardAmount: '25', inventory: { maxQuantity: 0 } };
    expect(validateProduct(gift, 'GIFT_CARD')).toEqual({});
  });

  it('requires per kind: gift amount, membership, card details, reservation details, credits', () => {
    expect(validateProduct(base, 'GIFT_CARD').giftCardAmount).toBe('validation.required');
    expect(validateProduct({ ...base, giftCardAmount: '12.345' }, 'GIFT_CARD').giftCardAmount).toBe('resources.amount');
    expect(validateProduct(base, 'MEMBERSHIP').membershipId).toBe('validation.required');
    expect(validateProduct(base, 'SEMNOX_CARD').gameCardDetails).toBe('validation.required');
    expect(validateProduct(base, 'RESERVATION').reservationDetails).toBe('validation.required');
    expect(validateProduct(base, 'CREDIT').creditTypes).toBe('resources.selectOne');
    expect(validateProduct(base, 'REGULAR')).toEqual({});
  });

  it('checks the general, locations and pricing sections of every kind', () => {
    const bad = { ...base, name: ' ', categoryIds: [], revenueClassId: null, locationIds: [], prices: [] };
    expect(validateProduct(bad, 'REGULAR')).toEqual({
      name: 'validation.required',
      categoryIds: 'resources.selectOne',
      revenueClassId: 'validation.required',
      locationIds: 'resources.selectOne',
      prices: 'catalogue.products.priceRequired',
    });
    expect(validateProduct({ ...base, locationIds: [], groupIds: [2] }, 'FOOD')).toEqual({});
    const twice = [...base.prices, { locationId: 1, priceLevelId: 1, price: '5' }];
    expect(validateProduct({ ...base, prices: twice }, 'FOOD').prices).toBe('catalogue.products.priceTwice');
    const seven = [{ locationId: 1, priceLevelId: 1, price: '1234567' }];
    expect(validateProduct({ ...base, prices: seven }, 'FOOD').prices).toBe('resources.amount');
    const window = { daysAvailable: [1], availableFrom: 600, availableTo: 600 };
    expect(validateProduct({ ...base, availability: window }, 'FOOD').availability).toBe(
      'catalogue.products.availabilityWindow',
    );
  });

  it('names the tabs of the errors and of the kind', () => {
    expect(sectionsWithErrors({ name: 'validation.required', 'inventory.maxQuantity': 'resources.amount' })).toEqual([
      'general',
      'inventory',
    ]);
    expect(productSections('GIFT_CARD')).not.toContain('inventory');
    expect(productSections('RESERVATION')).toContain('reservationProductDetailsTab');
    expect(productSections('FOOD')).not.toContain('gameCardDetails');
    expect(productSections('EMBED_GAME_CARD')).toContain('gameCardDetails');
    expect(requiredSections('CREDIT')).toContain('creditTypes');
    expect(productHandle('Piña Colada & Nachos!')).toBe('pina-colada-nachos');
  });
});
