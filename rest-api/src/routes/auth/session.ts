/** GET /me, POST /ping and POST /out: the life of a session after sign-in. */
import type { FastifyInstance } from 'fastify';
import type { Identity, PingResponse } from '@marquee/core/rest';
import { envelope, int, obj, okData, query } from '../../http/schemas.ts';
import { bearerToken, currentUser } from '../../plugins/auth.ts';
import { buildIdentity } from '../../repositories/identity.ts';
import { revokeSession, slideLiveSession } from '../../repositories/sessions.ts';
import { sha256Hex } from '../../security/tokens.ts';
import { identitySchema } from './schemas.ts';

export async function sessionRoutes(app: FastifyInstance) {
  app.get('/me', { schema: { querystring: query(), response: envelope(identitySchema) } }, async (request) => {
    // Roles of the requested master client (else the default one); clientRoles carries them all.
    const caller = currentUser(request);
    const data: Identity = await buildIdentity(app.db, caller.id, request.masterClientId, caller);
    return { data };
  });

  // The explicit keep-alive: slides the expiry to the full TTL even inside the auth hook's
  // slack, so the lifetime it reports is exact.
  app.post(
    '/ping',
    { schema: { querystring: query(), response: envelope(obj({ expiresIn: int() })) } },
    async (request) => {
      const ttl = app.config.sessionTtlSeconds;
      if (request.sessionTokenHash) await slideLiveSession(app.db, request.sessionTokenHash, ttl, 0, app.config.now());
      const data: PingResponse = { expiresIn: ttl };
      return { data };
    },
  );

  // Public: signing out must succeed even when the session has already expired.
  app.post(
    '/out',
    { schema: { querystring: query(), response: envelope(okData) }, config: { public: true } },
    async (request) => {
      const token = bearerToken(request);
      if (token) await revokeSession(app.db, sha256Hex(token));
      return { data: { ok: true } };
    },
  );
}
