/**
 * The first director's invitation link, public: the token is the credential. Looking
 * at it answers whether it works (and, only then, whose it is); accepting it sets the password,
 * uses the link up and opens a session in the invited master client, all in one transaction.
 * The gateway throttles both per client address like recovery codes.
 */
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@marquee/core/rest';
import { INVITATION_PROBLEM_MESSAGE, MAX_INVITATION_TOKEN_LENGTH } from '@marquee/core/tenants';
import { hasErrors, validateNewPassword } from '@marquee/core/validation';
import { invalidInput } from '../../http/errors.ts';
import { envelope, int, nullableStr, obj, query, str } from '../../http/schemas.ts';
import { buildIdentity } from '../../repositories/identity.ts';
import { createSession, revokeUserSessions } from '../../repositories/sessions.ts';
import { markInvitedUserActive } from '../../repositories/settings/users.ts';
import { consumeInvitation, viewInvitation } from '../../repositories/tenants/invitations.ts';
import { setPasswordHash } from '../../repositories/users.ts';
import { hashPassword } from '../../security/passwords.ts';
import { identitySchema } from '../auth/schemas.ts';

const token = str({ maxLength: MAX_INVITATION_TOKEN_LENGTH });
const password = str({ maxLength: 200 });
const publicRoute = { public: true };

interface AcceptBody {
  token: string;
  newPassword: string;
  repeatNewPassword: string;
}

export async function invitationRoutes(app: FastifyInstance) {
  app.post<{ Body: { token: string } }>(
    '/auth/invitation',
    {
      schema: {
        querystring: query(),
        body: obj({ token }),
        response: envelope(obj({ problem: nullableStr(), firstName: str(), customer: str() })),
      },
      config: publicRoute,
    },
    async (request) => ({ data: await viewInvitation(app.db, request.body.token, app.config.now()) }),
  );

  app.post<{ Body: AcceptBody }>(
    '/auth/invitation-accept',
    {
      schema: {
        querystring: query(),
        body: obj({ token, newPassword: password, repeatNewPassword: password }),
        response: envelope(obj({ token: str(), expiresIn: int(), masterClientId: int(), user: identitySchema })),
      },
      config: publicRoute,
    },
    async (request) => {
      const { newPassword, repeatNewPassword } = request.body;
      const errors = validateNewPassword({ newPassword, repeatNewPassword });
      if (hasErrors(errors)) throw invalidInput(errors);
      const now = app.config.now();
      const seen = await viewInvitation(app.db, request.body.token, now);
      if (seen.problem) throw invalidInput({ token: INVITATION_PROBLEM_MESSAGE[seen.problem] });
      const passwordHash = await hashPassword(newPassword);
      const ttl = app.config.sessionTtlSeconds;
      const opened = await app.db.transaction(async (tx) => {
        // The UPDATE decides: of two simultaneous uses, one finds the link already used.
        const used = await consumeInvitation(tx, request.body.token, now);
        if (!used) return null;
        await setPasswordHash(tx, used.userId, passwordHash);
        await revokeUserSessions(tx, used.userId);
        await markInvitedUserActive(tx, used.userId);
        return { ...used, token: await createSession(tx, used.userId, ttl, now) };
      });
      if (!opened) throw invalidInput({ token: INVITATION_PROBLEM_MESSAGE.used });
      const data: LoginResponse & { masterClientId: number } = {
        token: opened.token,
        expiresIn: ttl,
        masterClientId: opened.masterClientId,
        user: await buildIdentity(app.db, opened.userId),
      };
      return { data };
    },
  );
}
