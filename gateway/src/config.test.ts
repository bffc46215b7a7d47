import { describe, expect, it } from 'vitest';
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
});
