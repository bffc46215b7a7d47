import { describe, expect, it } from 'vitest';
import {
  productRefusedNotice,
  productTabsFor,
  PRODUCT_TABS,
  toProductInput,
  validateProductValues,
} from './productForm.ts';
import { EMPTY_PRODUCT, productValues, type ProductRecordShape, type ProductValues } from './productValues.ts';

const food: ProductValues = {
  ...EMPTY_PRODUCT,
  kind: 'FOOD',
  productTypeId: 2,
  name: ' Popcorn ',
  categoryIds: [10],
  revenueClassId: 5,
  locationIds: [1, 2],
  prices: [
    { locationId: 1, priceLevelId: 1, price: '4.50' },
    { locationId: 3, priceLevelId: 1, price: '9' },
  ],
};

describe('the product form', () => {
  it('sends prices only at chosen locations, and no sections the kind lacks', () => {
    const input = toProductInput({ ...food, gameCard: { ...food.gameCard, cardDesign: 'Neon' }, maxQuantity: '12' });
    expect(input.name).toBe('Popcorn');
    expect(input.prices).toEqual([{ locationId: 1, priceLevelId: 1, price: '4.50' }]);
    expect(input.gameCardDetails).toBeNull();
    expect(input.inventory).toEqual({ maxQuantity: 12 });
    const named = toProductInput({
      ...food,
      names: [
        { locationId: 2, languageId: 3, name: 'Palomitas' },
        { locationId: 3, languageId: 2, name: 'პოპკორნი' },
      ],
    });
    expect(named.names).toEqual([{ locationId: 2, languageId: 3, name: 'Palomitas' }]);
  });

  it('takes maxQuantity 1 to 9,999 or blank, and says so in the notice', () => {
    expect(validateProductValues({ ...food, maxQuantity: '' })['inventory.maxQuantity']).toBeUndefined();
    expect(validateProductValues({ ...food, maxQuantity: '9999' })['inventory.maxQuantity']).toBeUndefined();
    for (const bad of ['0', '10000']) {
      const errors = validateProductValues({ ...food, maxQuantity: bad });
      expect(errors['inventory.maxQuantity']).toBe('catalogue.products.inventoryRange');
      expect(productRefusedNotice(errors)).toBe('catalogue.products.inventoryRange');
    }
    expect(productRefusedNotice(validateProductValues({ ...food, name: '' }))).toBeNull();
  });

  it('needs a type, and the reservation numbers within their ranges', () => {
    expect(validateProductValues({ ...food, productTypeId: null }).productTypeId).toBe('validation.required');
    const party = { ...food, kind: 'RESERVATION' as const };
    expect(validateProductValues(party).reservationDetails).toBe('validation.required');
    const booked = {
      ...party,
      reservation: { durationMinutes: '90', capacity: '12', bufferMinutes: '', entitlementPackageId: null },
    };
    expect(validateProductValues(booked).reservationDetails).toBeUndefined();
  });

  it("shows a kind's tabs in order, asterisks on its required ones", () => {
    const tabs = productTabsFor(PRODUCT_TABS, { kind: 'EMBED_GAME_CARD' });
    expect(tabs.map((t) => t.id)).toContain('gameCardDetails');
    expect(tabs.find((t) => t.id === 'gameCardDetails')?.required).toBe(true);
    expect(tabs.map((t) => t.id)).not.toContain('reservationProductDetailsTab');
    expect(productTabsFor(PRODUCT_TABS, { kind: 'MEMBERSHIP' }).map((t) => t.id)).not.toContain('inventory');
  });

  it('reads a missing daysAvailable as an empty list', () => {
    const record = {
      ...toRecord(),
      availability: { daysAvailable: null, availableFrom: null, availableTo: null },
    };
    expect(productValues(record).daysAvailable).toEqual([]);
  });
});

function toRecord(): ProductRecordShape {
  return {
    productTypeId: 2,
    kind: 'FOOD',
    name: 'Popcorn',
    image: null,
    categoryIds: [10],
    giftCardAmount: null,
    membershipId: null,
    modifierIds: [],
    revenueClassId: 5,
    taxRateId: null,
    isCadet: false,
    containsAlcohol: false,
    enabled: true,
    locations: [{ locationId: 1 }],
    gameCardDetails: null,
    reservationDetails: null,
    creditTypes: [],
    prices: [],
    loyaltyPoints: [],
    availability: { daysAvailable: [1], availableFrom: null, availableTo: null },
    membershipRequirements: [],
    inventory: { maxQuantity: null },
    blockedAccess: [],
    names: [],
  };
}
