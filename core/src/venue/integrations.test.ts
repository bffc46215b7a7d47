import { describe, expect, it } from 'vitest';
import { isMask, maskSecret, tagScriptUrls, validateIntegration } from './integrations.ts';

describe('integrations validation (spec/3 §5)', () => {
  it('requires a field only when its integration is enabled', () => {
    expect(validateIntegration('googleAnalytics', { isEnabled: false, measurementId: '' })).toEqual({});
    expect(validateIntegration('googleAnalytics', { isEnabled: true, measurementId: ' ' })).toEqual({
      measurementId: 'validation.required',
    });
    expect(validateIntegration('voucherify', { isEnabled: true })).toEqual({
      clientId: 'validation.required',
      privateKey: 'validation.required',
      host: 'validation.required',
    });
  });
  it('requires the enabled flag', () => {
    expect(validateIntegration('churnZero', { isEnabled: null, accountId: 'a' })).toEqual({
      isEnabled: 'validation.required',
    });
  });
  it('allows at most 100 characters, enabled or not', () => {
    expect(validateIntegration('googleTagManager', { isEnabled: false, containerId: 'x'.repeat(101) })).toEqual({
      containerId: 'validation.tooLong',
    });
    expect(validateIntegration('googleTagManager', { isEnabled: true, containerId: 'x'.repeat(100) })).toEqual({});
  });
  it('a saved private key counts when blank or masked', () => {
    const values = { isEnabled: true, clientId: 'c', host: 'h' };
    expect(validateIntegration('voucherify', { ...values, privateKey: '' }, true)).toEqual({});
    expect(validateIntegration('voucherify', { ...values, privateKey: maskSecret('sk_live_1234') }, true)).toEqual({});
    expect(validateIntegration('voucherify', { ...values, privateKey: '' }, false)).toEqual({
      privateKey: 'validation.required',
    });
  });
  it('masks all but the last four characters', () => {
    expect(maskSecret('sk_live_1234')).toBe('••••••••1234');
    expect(isMask(maskSecret('abc'))).toBe(true);
    expect(isMask('sk_live')).toBe(false);
  });
});

describe('tagScriptUrls', () => {
  it('loads the enabled tags with their ids, encoded', () => {
    expect(tagScriptUrls({ measurementId: 'G-ABC', containerId: null })).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ABC',
    ]);
    expect(tagScriptUrls({ measurementId: null, containerId: 'GTM-1"><script>' })).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-1%22%3E%3Cscript%3E',
    ]);
    expect(tagScriptUrls({ measurementId: null, containerId: null })).toEqual([]);
  });
});
