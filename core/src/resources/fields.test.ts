import { describe, expect, it } from 'vitest';
import {
  amountInput,
  fromCents,
  isAmount,
  isPercentage,
  PERCENTAGE_DECIMALS,
  percentageInput,
  toCents,
  uniqueFields,
  validateFields,
} from './fields.ts';
import { GROUP_RULES } from './groups.ts';
import { LOCATION_RULES, LOCATION_UPDATE_RULES } from './locations.ts';

describe('amounts (spec/1 §5)', () => {
  it('accepts digits with an optional point, ≤ 2 decimals, ≤ 6 integer digits, and a $ sign', () => {
    for (const ok of ['0', '12', '12.5', '12.50', '999999.99', '$12.30', '007.1', '5.'])
      expect(isAmount(ok), ok).toBe(true);
    for (const bad of ['', '.', 'abc', '1.234', '1000000', '-1', '1,000', '1e3'])
      expect(isAmount(bad), bad).toBe(false);
    expect(isAmount('1234', 3)).toBe(false);
  });
  it('keeps what an amount input may hold, stripping a leading zero before a digit', () => {
    expect(amountInput('05')).toBe('5');
    expect(amountInput('0.5')).toBe('0.5');
    expect(amountInput('$12.345')).toBe('12.34');
    expect(amountInput('1234567')).toBe('123456');
    expect(amountInput('1.2.3')).toBe('1.23');
  });
  it('keeps what a percentage input may hold: 0 to 100, ≤ 4 decimals (or fewer by prop)', () => {
    expect(percentageInput('08.875')).toBe('8.875');
    expect(percentageInput('8.87512')).toBe('8.8751');
    expect(percentageInput('12.345', 2)).toBe('12.34');
    expect(percentageInput('150')).toBe('15');
    expect(percentageInput('100.5')).toBe('100.');
    expect(percentageInput('100.00')).toBe('100.00');
    expect(percentageInput('7%')).toBe('7');
    for (const typed of ['0.5', '99.9999', '100'])
      expect(isPercentage(percentageInput(typed), PERCENTAGE_DECIMALS), typed).toBe(true);
  });
  it('stores money as integer cents', () => {
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('$3')).toBe(300);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('1.234')).toBeNull();
    expect(fromCents(1250)).toBe('12.50');
    expect(fromCents(7)).toBe('0.07');
  });
});

describe('validateFields', () => {
  const rules = {
    name: { required: true, unique: true },
    price: { required: true, amount: true },
    percentage: { percentage: true },
    startDate: {},
    endDate: { notBefore: 'startDate' },
  };
  it('answers the first broken rule of each field', () => {
    expect(
      validateFields(rules, {
        name: 'x'.repeat(101),
        price: '1234567',
        percentage: '100.5',
        startDate: '2026-05-02',
        endDate: '2026-05-01',
      }),
    ).toEqual({
      name: 'validation.tooLong',
      price: 'resources.amount',
      percentage: 'resources.percentage',
      endDate: 'resources.dateWindow',
    });
  });
  it('flags required fields that are blank or absent, and passes good values', () => {
    expect(validateFields(rules, { name: '  ' })).toEqual({
      name: 'validation.required',
      price: 'validation.required',
    });
    expect(
      validateFields(rules, {
        name: 'Sales tax',
        price: '$8.25',
        percentage: 100,
        startDate: '05/01/2026',
        endDate: '05/01/2026',
      }),
    ).toEqual({});
  });
  it('counts code points: 100 emoji are not too long', () => {
    expect(validateFields(rules, { name: '😀'.repeat(100), price: '1' })).toEqual({});
  });
  it('lists the unique fields with the field that shows the message', () => {
    expect(uniqueFields(rules)).toEqual([{ field: 'name', as: 'name', message: 'resources.nameTaken' }]);
    expect(uniqueFields(LOCATION_RULES)).toEqual([
      { field: 'storeNumber', as: 'storeNumber', message: 'resources.storeNumberTaken' },
    ]);
  });
  it('checks percentages from 0 to 100', () => {
    expect([
      isPercentage('0'),
      isPercentage('8.25'),
      isPercentage(100),
      isPercentage('101'),
      isPercentage('-1'),
      isPercentage('8.875'),
      isPercentage('8.875', 4),
      isPercentage('8.87501', 4),
    ]).toEqual([true, true, true, false, false, false, true, false]);
  });
});

describe('group and location rules', () => {
  it('groups: name and at least one location, shown on the form field `locations`', () => {
    expect(validateFields(GROUP_RULES, { name: '', locationIds: [] })).toEqual({
      name: 'validation.required',
      locations: 'settings.groups.locationsRequired',
    });
  });
  it('locations: store number digits only, US postal code or empty', () => {
    const base = { name: 'A', storeNumber: '', address1: '', address2: '', city: '', state: '', postalCode: '' };
    expect(validateFields(LOCATION_RULES, base)).toEqual({});
    expect(validateFields(LOCATION_RULES, { ...base, storeNumber: '12a', postalCode: '7870' })).toEqual({
      storeNumber: 'resources.storeNumberDigits',
      postalCode: 'resources.postalCode',
    });
    expect(validateFields(LOCATION_UPDATE_RULES, { ...base, postalCode: '78701-1234' })).toEqual({});
    expect(validateFields(LOCATION_UPDATE_RULES, { ...base, name: '' })).toEqual({});
  });
});
