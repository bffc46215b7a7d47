import { describe, expect, it } from 'vitest';
import { validateCreditType } from './creditType.ts';
import { validateDiscount } from './discount.ts';
import { validateFoodModifier } from './foodModifier.ts';
import { validateMembership } from './membership.ts';
import { validateProductCategory } from './productCategory.ts';
import { EXPIRATION_TYPE } from './reference.ts';
import { validateRevenueClass } from './revenueClass.ts';
import { validateTaxRate } from './taxRate.ts';

const long = 'x'.repeat(101);
// 100 emoji are 200 UTF-16 units but 100 characters: allowed.
const emoji100 = '🎳'.repeat(100);

describe('catalogue validators', () => {
  const tax = { name: 'Sales', percentage: '8.25', taxTypeId: 1, locationIds: [1] };
  it('tax rate: percentage 0–100, known type, a location, name ≤ 100 characters', () => {
    expect(validateTaxRate(tax)).toEqual({});
    expect(validateTaxRate({ ...tax, name: emoji100 })).toEqual({});
    expect(validateTaxRate({ ...tax, percentage: '100' })).toEqual({});
    expect(validateTaxRate({ ...tax, percentage: '100.01' }).percentage).toBe('resources.percentage');
    expect(validateTaxRate({ ...tax, percentage: 'abc' }).percentage).toBe('resources.percentage');
    expect(validateTaxRate({ ...tax, percentage: '' }).percentage).toBe('validation.required');
    expect(validateTaxRate({ ...tax, name: long }).name).toBe('validation.tooLong');
    expect(validateTaxRate({ ...tax, name: '  ' }).name).toBe('validation.required');
    expect(validateTaxRate({ ...tax, taxTypeId: 9 }).taxTypeId).toBe('settings.unknownOption');
    expect(validateTaxRate({ ...tax, locationIds: [] }).locationIds).toBe('resources.selectOne');
  });

  const modifier = { name: 'Extra cheese', groupName: 'Toppings', price: '1.50', locationIds: [1] };
  it('food modifier: the price is an amount of spec/1 §5', () => {
    expect(validateFoodModifier(modifier)).toEqual({});
    expect(validateFoodModifier({ ...modifier, price: '$999999.99' })).toEqual({});
    expect(validateFoodModifier({ ...modifier, price: '1000000' }).price).toBe('resources.amount');
    expect(validateFoodModifier({ ...modifier, price: '1.505' }).price).toBe('resources.amount');
    expect(validateFoodModifier({ ...modifier, price: '-1' }).price).toBe('resources.amount');
    expect(validateFoodModifier({ ...modifier, groupName: long }).groupName).toBe('validation.tooLong');
  });

  const membership = {
    name: 'Monthly Fun Pass',
    description: '',
    price: '29.99',
    expirationTypeId: EXPIRATION_TYPE.months,
    expirationPeriod: 1,
    creditTypes: [{ creditTypeId: 1, quantity: 100 }],
    locationIds: [1],
  };
  it('membership: amount, a period unless it never expires, each credit type once', () => {
    expect(validateMembership(membership)).toEqual({});
    expect(validateMembership({ ...membership, expirationPeriod: null }).expirationPeriod).toBe('validation.required');
    expect(
      validateMembership({ ...membership, expirationTypeId: EXPIRATION_TYPE.never, expirationPeriod: null }),
    ).toEqual({});
    expect(validateMembership({ ...membership, price: '12345678' }).price).toBe('resources.amount');
    const twice = [...membership.creditTypes, { creditTypeId: 1, quantity: 5 }];
    expect(validateMembership({ ...membership, creditTypes: twice }).creditTypes).toBe(
      'catalogue.memberships.creditTwice',
    );
  });

  const discount = {
    name: 'Happy Hour',
    typeId: 1,
    value: '15',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    enabled: true,
    revenueClassIds: [1],
  };
  it('discount: percent ≤ 100, amount by spec/1 §5, end not before start', () => {
    expect(validateDiscount(discount)).toEqual({});
    expect(validateDiscount({ ...discount, endDate: null })).toEqual({});
    expect(validateDiscount({ ...discount, endDate: '2026-01-01' })).toEqual({});
    expect(validateDiscount({ ...discount, endDate: '2025-12-31' }).endDate).toBe('resources.dateWindow');
    expect(validateDiscount({ ...discount, value: '101' }).value).toBe('resources.percentage');
    expect(validateDiscount({ ...discount, typeId: 2, value: '101' })).toEqual({});
    expect(validateDiscount({ ...discount, typeId: 2, value: '1000000' }).value).toBe('resources.amount');
    expect(validateDiscount({ ...discount, revenueClassIds: [] }).revenueClassIds).toBe('resources.selectOne');
    expect(validateDiscount({ ...discount, typeId: 3 }).typeId).toBe('settings.unknownOption');
  });

  it('revenue class, product category, credit type: names required and ≤ 100 characters', () => {
    expect(validateRevenueClass({ name: 'Arcade', typeId: 3, description: '' })).toEqual({});
    expect(validateRevenueClass({ name: '', typeId: 3, description: long })).toEqual({
      name: 'validation.required',
      description: 'validation.tooLong',
    });
    expect(validateRevenueClass({ name: 'A', typeId: 0, description: '' }).typeId).toBe('settings.unknownOption');
    const category = { name: 'Arcade', description: '', displayOrder: 1, locationIds: [1] };
    expect(validateProductCategory(category)).toEqual({});
    expect(validateProductCategory({ ...category, name: long, locationIds: [] })).toEqual({
      name: 'validation.tooLong',
      locationIds: 'resources.selectOne',
    });
    const credit = { name: 'Game Credits', description: '', isMonetary: true, expirationDays: null };
    expect(validateCreditType(credit)).toEqual({});
    expect(validateCreditType({ ...credit, name: long }).name).toBe('validation.tooLong');
  });
});
