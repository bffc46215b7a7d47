import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The content security policy the built web app runs under (checked in headless Chromium).
 * Scripts only from our origin: Vite emits no inline script. Styles need 'unsafe-inline': Fluent
 * UI (Griffel) inserts style rules at run time and index.html has one small style block.
 * Avatars and pictures may be data: URLs (core/src/settings/image.ts) or blob: previews.
 */
export function contentSecurityPolicy(production: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The Excel export runs in a module worker from our origin.
    'worker-src': ["'self'"],
    // Only behind TLS: on plain http://localhost it would send the app's requests to https.
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every answer of the gateway (pages, assets, /graphql, /health): CSP,
 * frame denial (frame-ancestors and X-Frame-Options), nosniff, no referrer (the recovery link
 * carries its code in the URL), and HSTS only in production, where the gateway sits behind TLS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, production: boolean): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(production) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Cross-origin isolation would refuse data:/blob: avatars in some browsers; not needed here.
    crossOriginEmbedderPolicy: false,
  });
}
