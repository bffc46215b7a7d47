import { describe, expect, it } from 'vitest';
import { CUSTOMER_SELECTOR_INDEX } from './menu.ts';
import { DEFAULT_CHUNK_LENGTH, encodePermissions } from './permissions.ts';
import { CUSTOMER_SELECTOR_PATHS, sessionExpiredText, showsCustomerSelector } from './shell.ts';

const viewer = (bits: string) => ({
  permissionBits: bits,
  permissionChunkLength: DEFAULT_CHUNK_LENGTH,
});
const withSelector = viewer(encodePermissions({ 0: ['view'], [CUSTOMER_SELECTOR_INDEX]: ['view'] }));
const withoutSelector = viewer(encodePermissions({ 0: ['view'], [CUSTOMER_SELECTOR_INDEX]: ['add'] }));

describe('showsCustomerSelector', () => {
  it('shows on a listed path when module 119 may be viewed', () => {
    expect(showsCustomerSelector('/ownersbox', withSelector)).toBe(true);
    expect(showsCustomerSelector('/product-management/tax-rates', withSelector)).toBe(true);
    expect(showsCustomerSelector('/integrations', withSelector)).toBe(true);
  });

  it('hides on paths outside the list', () => {
    expect(showsCustomerSelector('/profile', withSelector)).toBe(false);
    expect(showsCustomerSelector('/settings/users', withSelector)).toBe(false);
    expect(showsCustomerSelector('/calendar', withSelector)).toBe(false);
  });

  it('hides without the view flag of module 119, or when signed out', () => {
    expect(showsCustomerSelector('/ownersbox', withoutSelector)).toBe(false);
    expect(showsCustomerSelector('/ownersbox', viewer(''))).toBe(false);
    expect(showsCustomerSelector('/ownersbox', null)).toBe(false);
  });

  it('lists the 24 paths of spec/1 §2.6 and the eight product-type lists once each', () => {
    expect(new Set(CUSTOMER_SELECTOR_PATHS).size).toBe(32);
    expect(CUSTOMER_SELECTOR_PATHS.length).toBe(32);
    expect(showsCustomerSelector('/product-management/food-products', withSelector)).toBe(true);
    // One product's editor belongs to one master client: no switching there.
    expect(showsCustomerSelector('/product-management/regular-products/5', withSelector)).toBe(false);
  });
});

describe('sessionExpiredText', () => {
  it('says the real lifetime in minutes, one minute at least', () => {
    expect(sessionExpiredText(900)).toEqual({ key: 'session.expired.text', minutes: 15 });
    expect(sessionExpiredText(1800)).toEqual({ key: 'session.expired.text', minutes: 30 });
    expect(sessionExpiredText(5)).toEqual({ key: 'session.expired.textOne', minutes: 1 });
  });
});
