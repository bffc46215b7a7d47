import { describe, expect, it } from 'vitest';
import { loadRestConfig } from '../config.ts';

describe('INTEGRATIONS_SECRET_KEY', () => {
  it('is required in production', () => {
    expect(() => loadRestConfig({ NODE_ENV: 'production' })).toThrow(/INTEGRATIONS_SECRET_KEY/);
    const key = 'ab'.repeat(32);
    expect(loadRestConfig({ NODE_ENV: 'production', INTEGRATIONS_SECRET_KEY: key }).secretKey).toBe(key);
  });
  it('may be absent elsewhere (the development key stands in)', () => {
    expect(loadRestConfig({ NODE_ENV: 'development' }).secretKey).toBeUndefined();
  });
});
