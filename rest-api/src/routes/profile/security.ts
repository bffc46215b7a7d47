/** POST /user-profile-security: change password; the caller's other sessions are signed out. */
import type { FastifyInstance } from 'fastify';
import type { ChangePasswordRequest } from '@marquee/core/rest';
import { hasErrors, validateChangePassword } from '@marquee/core/validation';
import { invalidInput, unauthorized } from '../../http/errors.ts';
import { envelope, obj, okData, query, str } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { revokeRecoveryCodes } from '../../repositories/recovery.ts';
import { revokeUserSessions } from '../../repositories/sessions.ts';
import { passwordHashOf, setPasswordHash } from '../../repositories/users.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';

const password = () => str({ maxLength: 200 });
const body = obj({ currentPassword: password(), newPassword: password(), repeatNewPassword: password() });

export async function securityRoutes(app: FastifyInstance) {
  app.post<{ Body: ChangePasswordRequest }>(
    '/user-profile-security',
    { schema: { querystring: query(), body, response: envelope(okData) } },
    async (request) => {
      const errors = validateChangePassword(request.body);
      if (hasErrors(errors)) throw invalidInput(errors);
      const userId = currentUser(request).id;
      const stored = await passwordHashOf(app.db, userId);
      if (!stored) throw unauthorized();
      if (!(await verifyPassword(request.body.currentPassword, stored))) {
        throw invalidInput({ currentPassword: 'validation.currentPassword.wrong' });
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await app.db.transaction(async (tx) => {
        await setPasswordHash(tx, userId, passwordHash);
        await revokeUserSessions(tx, userId, request.sessionTokenHash ?? undefined);
        // A recovery code e-mailed before the change must not undo it.
        await revokeRecoveryCodes(tx, userId);
      });
      return { data: { ok: true } };
    },
  );
}
