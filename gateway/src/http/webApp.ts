import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths the SPA fallback must never answer: an API miss is a 404, not the app's HTML. */
const API_PREFIXES = ['/graphql', '/health', '/ready'];

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A client-side route (`/dashboards/owners`), not a missing asset (`/assets/x.js`). */
function isAppRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  const last = (request.url.split('?')[0] ?? '').split('/').pop() ?? '';
  return !last.includes('.');
}

/**
 * Serves the built web app on the gateway's origin (DESIGN.md), so the session cookie is
 * first-party. Hashed assets are cached for good; index.html never, so a deploy shows at once.
 * GraphQL answers are not compressed: they are small JSON, and compressing them would cost CPU
 * on every request under load.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) {
    // Fastify's own 404 logs the raw URL ('Route GET:/auth/acrback?code=… not found'), which
    // would put recovery codes in the log; this answer logs nothing beyond the redacted request.
    app.setNotFoundHandler((_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(404).send({ message: 'Not found' }),
    );
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    // The build writes .br/.gz copies (web/scripts/precompress.mjs); served when the browser
    // accepts them, with no compression work per request. Without them the plain file goes out.
    preCompressed: true,
    // Runs after the plugin's own headers, so these cache rules win.
    setHeaders: (reply, path) => {
      const immutable = path.startsWith(join(webDist, 'assets'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isAppRoute(request)) return reply.sendFile('index.html');
    return reply.code(404).send({ message: 'Not found' });
  });
  return true;
}
