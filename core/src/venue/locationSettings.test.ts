import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, isCurrency, isTimeZone, timeZoneForState } from './locationSettings.ts';

describe('location settings', () => {
  it('knows IANA zones and refuses made-up ones', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
  it('maps demo states to their zone and anything else to the default', () => {
    expect(timeZoneForState('tx')).toBe('America/Chicago');
    expect(timeZoneForState('AZ')).toBe('America/Phoenix');
    expect(timeZoneForState('ZZ')).toBe(DEFAULT_TIME_ZONE);
  });
  it('accepts ISO 4217 codes only', () => {
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('usd')).toBe(false);
    expect(isCurrency('XYZ1')).toBe(false);
  });
});
