/** POST /login: checks the credentials and opens a session (rotating the caller's old one). */
import type { FastifyInstance } from 'fastify';
import { message } from '@marquee/core/messages/en';
import type { LoginRequest, LoginResponse } from '@marquee/core/rest';
import { hasErrors, validateLogin } from '@marquee/core/validation';
import { HttpError, invalidInput } from '../../http/errors.ts';
import { envelope, int, obj, query, str } from '../../http/schemas.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { buildIdentity } from '../../repositories/identity.ts';
import { createSession, revokeSession } from '../../repositories/sessions.ts';
import { markInvitedUserActive } from '../../repositories/settings/users.ts';
import { findUserByEmail } from '../../repositories/users.ts';
import { burnPasswordCheck, verifyPassword } from '../../security/passwords.ts';
import { sha256Hex } from '../../security/tokens.ts';
import { identitySchema } from './schemas.ts';

const schema = {
  querystring: query(),
  body: obj({ username: str({ maxLength: 254 }), password: str({ maxLength: 200 }) }),
  response: envelope(obj({ token: str(), expiresIn: int(), user: identitySchema })),
};

export async function loginRoutes(app: FastifyInstance) {
  app.post<{ Body: LoginRequest }>('/login', { schema, config: { public: true } }, async (request) => {
    const { username, password } = request.body;
    const errors = validateLogin({ username, password });
    if (hasErrors(errors)) throw invalidInput(errors);

    const user = await findUserByEmail(app.db, username);
    // Unknown user and wrong password answer alike, in about the same time.
    const ok = user ? await verifyPassword(password, user.passwordHash) : await burnPasswordCheck(password);
    if (!user || !ok) throw new HttpError(401, message('auth.login.failed'));

    const previous = bearerToken(request);
    const ttl = app.config.sessionTtlSeconds;
    const token = await app.db.transaction(async (tx) => {
      if (previous) await revokeSession(tx, sha256Hex(previous));
      await markInvitedUserActive(tx, user.id);
      return createSession(tx, user.id, ttl, app.config.now());
    });
    const data: LoginResponse = { token, expiresIn: ttl, user: await buildIdentity(app.db, user.id) };
    return { data };
  });
}
