import { describe, expect, it } from 'vitest';
import { shopPrice } from './shopPrice.ts';

describe('guest shop price', () => {
  it('applies the lightning deal, then the discount code on the subtotal', () => {
    expect(
      shopPrice({
        unitCents: 2500,
        dealUnitCents: 2000,
        priceType: 'PER_PERSON',
        guests: 3,
        durationMinutes: 60,
        discount: { cutType: 'PERCENT', cutValue: '10' },
      }),
    ).toEqual({ listCents: 7500, subtotalCents: 6000, discountCents: 600, totalCents: 5400 });
  });

  it('prices per booking and per hour; an amount off never goes below zero', () => {
    const base = { unitCents: 3000, dealUnitCents: null, guests: 4, durationMinutes: 90, discount: null };
    expect(shopPrice({ ...base, priceType: 'PER_BOOKING' }).totalCents).toBe(3000);
    expect(shopPrice({ ...base, priceType: 'PER_HOUR' }).totalCents).toBe(4500);
    expect(
      shopPrice({ ...base, priceType: 'PER_BOOKING', discount: { cutType: 'AMOUNT', cutValue: '50.00' } }),
    ).toEqual({ listCents: 3000, subtotalCents: 3000, discountCents: 3000, totalCents: 0 });
  });
});
