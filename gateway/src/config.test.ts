import { describe, expect, it } from 'vitest';
import { THROTTLE_RULES } from '@marquee/core/throttle';
import { loadGatewayConfig } from './config.ts';

describe('loadGatewayConfig', () => {
  it('has the documented defaults outside production', () => {
    const config = loadGatewayConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      restApiUrl: 'http://127.0.0.1:4001',
      upstreamTimeoutMs: 70_000,
      nodeEnv: 'development',
      production: false,
      introspection: true,
      cookieSecure: false,
    });
    expect(config.webDist).toMatch(/\/web\/dist$/);
  });

  it('turns introspection off and secure cookies on in production, unless told otherwise', () => {
    expect(loadGatewayConfig({ NODE_ENV: 'production' })).toMatchObject({ introspection: false, cookieSecure: true });
    expect(
      loadGatewayConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true', COOKIE_SECURE: 'false' }),
    ).toMatchObject({
      introspection: true,
      cookieSecure: false,
    });
  });

  it('reads the environment and refuses malformed values', () => {
    const config = loadGatewayConfig({ PORT: '8080', REST_API_URL: 'http://rest:4001/', UPSTREAM_TIMEOUT_MS: '500' });
    expect(config).toMatchObject({ port: 8080, restApiUrl: 'http://rest:4001', upstreamTimeoutMs: 500 });
    expect(() => loadGatewayConfig({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => loadGatewayConfig({ UPSTREAM_TIMEOUT_MS: '0' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
    expect(() => loadGatewayConfig({ COOKIE_SECURE: 'maybe' })).toThrow(/COOKIE_SECURE/);
  });

  it('throttles with core limits in memory, overridable per rule, and trusts no proxy by default', () => {
    const config = loadGatewayConfig({});
    expect(config).toMatchObject({ throttle: THROTTLE_RULES, redisUrl: null, trustProxy: false });
    const custom = loadGatewayConfig({
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '3/2',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: 'true',
    });
    expect(custom.throttle.loginPerAccount).toEqual({ max: 3, windowSeconds: 2 });
    expect(custom.throttle.codeCheckPerAddress).toEqual(THROTTLE_RULES.codeCheckPerAddress);
    expect(custom).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', trustProxy: true });
    expect(() => loadGatewayConfig({ RATE_LIMIT_RECOVERY_PER_ADDRESS: '3' })).toThrow(
      /RATE_LIMIT_RECOVERY_PER_ADDRESS/,
    );
    expect(() => loadGatewayConfig({ RATE_LIMIT_LOGIN_PER_ADDRESS: '0/60' })).toThrow(/RATE_LIMIT_LOGIN_PER_ADDRESS/);
    expect(() => loadGatewayConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });
});
