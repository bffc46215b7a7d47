/**
 * GET /graphiql: the GraphQL explorer page (web/graphiql.html, bundled by the web build), for
 * whoever core's mayExplore allows — anyone signed in during development, administrators in
 * production. The session comes from the cookie, as in the browser; a visitor who is not allowed
 * gets a plain 404 (signed out: 401), never the page. Its assets are the web app's static files.
 */
import { traceOf } from './trace.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_COOKIE } from '@marquee/core/constants';
import { EXPLORER_PATH, mayExplore } from '@marquee/core/explorer';
import type { Identity } from '@marquee/core/identity';
import { ErrorCode } from '@marquee/core/errors';
import type { FastifyInstance } from 'fastify';
import { hasCode } from '../errors.ts';
import type { UpstreamClient } from '../upstream/client.ts';

export interface ExplorerOptions {
  upstream: UpstreamClient;
  production: boolean;
  webDist: string;
}

export function registerGraphiql(app: FastifyInstance, { upstream, production, webDist }: ExplorerOptions): void {
  const page = join(webDist, 'graphiql.html');
  app.get(EXPLORER_PATH, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE] || null;
    const identity = token
      ? await upstream
          .call<Identity>({
            method: 'GET',
            path: '/me',
            token,
            masterClient: null,
            timezoneOffset: 0,
            requestId: request.id,
            traceId: traceOf(request.raw).traceId,
          })
          .catch((error: unknown) => {
            if (hasCode(error, ErrorCode.unauthenticated)) return null;
            throw error;
          })
      : null;
    reply.header('cache-control', 'no-store');
    if (!identity) return reply.code(401).type('text/plain').send('Sign in to Marquee first, then open /graphiql.');
    if (!mayExplore(identity, production)) return reply.code(404).send({ message: 'Not found' });
    if (!existsSync(page)) return reply.code(404).type('text/plain').send('The explorer is not built (pnpm build).');
    return reply.type('text/html').sendFile('graphiql.html', webDist);
  });
}
