import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_PAY_LINK_SECRET, loadRestConfig } from '../config.ts';

const PAY_LINK_SECRET = 'p'.repeat(40);
const key = 'ab'.repeat(32);

describe('INTEGRATIONS_SECRET_KEY', () => {
  it('is required in production', () => {
    expect(() => loadRestConfig({ NODE_ENV: 'production', PAY_LINK_SECRET })).toThrow(/INTEGRATIONS_SECRET_KEY/);
    expect(loadRestConfig({ NODE_ENV: 'production', PAY_LINK_SECRET, INTEGRATIONS_SECRET_KEY: key }).secretKey).toBe(
      key,
    );
  });
  it('may be absent elsewhere (the development key stands in)', () => {
    expect(loadRestConfig({ NODE_ENV: 'development' }).secretKey).toBeUndefined();
  });
});

describe('PAY_LINK_SECRET', () => {
  it('is required in production, with a message naming it', () => {
    expect(() => loadRestConfig({ NODE_ENV: 'production', INTEGRATIONS_SECRET_KEY: key })).toThrow(
      /PAY_LINK_SECRET is required in production/,
    );
    expect(
      loadRestConfig({ NODE_ENV: 'production', INTEGRATIONS_SECRET_KEY: key, PAY_LINK_SECRET }).payLinkSecret,
    ).toBe(PAY_LINK_SECRET);
  });
  it('is the same fixed development secret in every process elsewhere, so replicas verify each other’s links', () => {
    // Two loads stand for two replicas: a random secret per process made links fail on the other.
    expect(loadRestConfig({}).payLinkSecret).toBe(DEVELOPMENT_PAY_LINK_SECRET);
    expect(loadRestConfig({}).payLinkSecret).toBe(loadRestConfig({ DATABASE_URL: 'postgres://x/y' }).payLinkSecret);
  });
});

describe('SEED_DEMO', () => {
  const production = { NODE_ENV: 'production', INTEGRATIONS_SECRET_KEY: key, PAY_LINK_SECRET };
  it('seeds the embedded database by default outside production, as npm start does', () => {
    expect(loadRestConfig({}).seedDemo).toBe(true);
  });
  it('never seeds PostgreSQL or production unless asked', () => {
    expect(loadRestConfig({ DATABASE_URL: 'postgres://x/y' }).seedDemo).toBe(false);
    expect(loadRestConfig(production).seedDemo).toBe(false);
    expect(loadRestConfig({ ...production, DATABASE_URL: 'postgres://x/y' }).seedDemo).toBe(false);
    expect(loadRestConfig({ DATABASE_URL: 'postgres://x/y', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadRestConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadRestConfig({ SEED_DEMO: 'yes please' })).toThrow(/SEED_DEMO/);
  });
});
