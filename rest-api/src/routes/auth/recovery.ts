/**
 * Password recovery (spec/1 §2.3): request a code by e-mail, validate it, submit a new password.
 * The request step answers the same whether or not the address belongs to a user.
 */
import type { FastifyInstance } from 'fastify';
import { RECOVERY_CODE_TTL_MINUTES } from '@marquee/core/constants';
import { message } from '@marquee/core/messages/en';
import type {
  RecoveryRequest,
  RecoverySubmitRequest,
  RecoveryValidateRequest,
  RecoveryValidateResponse,
} from '@marquee/core/rest';
import { hasErrors, validateNewPassword, validateResetEmail } from '@marquee/core/validation';
import { badRequest, invalidInput } from '../../http/errors.ts';
import { queueMail } from '../../mail/queueMail.ts';
import { envelope, int, obj, okData, query, str } from '../../http/schemas.ts';
import {
  consumeRecoveryCode,
  createRecoveryCode,
  isRecoveryCodeUsable,
  revokeRecoveryCodes,
} from '../../repositories/recovery.ts';
import { revokeUserSessions } from '../../repositories/sessions.ts';
import { findUserByEmail, setPasswordHash } from '../../repositories/users.ts';
import { hashPassword } from '../../security/passwords.ts';

export const RECOVERY_SUBJECT = 'Reset your Marquee password';

function recoveryMail(firstName: string, link: string): string {
  return [
    `Hello ${firstName},`,
    '',
    'Someone asked to reset the password of your Marquee account. To choose a new password, open',
    `this link within ${RECOVERY_CODE_TTL_MINUTES} minutes:`,
    '',
    link,
    '',
    "If it wasn't you, ignore this e-mail: your password stays as it is.",
  ].join('\n');
}

const codeField = str({ maxLength: 200 });
const passwordField = str({ maxLength: 200 });
const publicRoute = { public: true };

export async function recoveryRoutes(app: FastifyInstance) {
  app.post<{ Body: RecoveryRequest }>(
    '/auth/account-recovery',
    {
      schema: { querystring: query(), body: obj({ email: str({ maxLength: 254 }) }), response: envelope(okData) },
      config: publicRoute,
    },
    async (request) => {
      const errors = validateResetEmail(request.body.email);
      if (hasErrors(errors)) throw invalidInput(errors);
      const user = await findUserByEmail(app.db, request.body.email);
      if (user) {
        // The code, its e-mail and the e-mail's delivery job commit together or not at all.
        await app.db.transaction(async (tx) => {
          const code = await createRecoveryCode(tx, user.id);
          const link = `${app.config.publicUrl}/auth/acrback?code=${encodeURIComponent(code)}`;
          await queueMail(tx, app.jobs, {
            to: user.email,
            subject: RECOVERY_SUBJECT,
            body: recoveryMail(user.firstName, link),
          });
        });
      }
      return { data: { ok: true } };
    },
  );

  app.post<{ Body: RecoveryValidateRequest }>(
    '/auth/account-recovery-validate',
    {
      schema: { querystring: query(), body: obj({ code: codeField }), response: envelope(obj({ code: int() })) },
      config: publicRoute,
    },
    async (request) => {
      const valid = request.body.code !== '' && (await isRecoveryCodeUsable(app.db, request.body.code));
      const data: RecoveryValidateResponse = { code: valid ? 0 : 1 };
      return { data };
    },
  );

  app.post<{ Body: RecoverySubmitRequest }>(
    '/auth/account-recovery-submit',
    {
      schema: {
        querystring: query(),
        body: obj({ token: codeField, newPassword: passwordField, repeatNewPassword: passwordField }),
        response: envelope(okData),
      },
      config: publicRoute,
    },
    async (request) => {
      const { token, newPassword, repeatNewPassword } = request.body;
      const errors = validateNewPassword({ newPassword, repeatNewPassword });
      if (hasErrors(errors)) throw invalidInput(errors);
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        const userId = token ? await consumeRecoveryCode(tx, token) : null;
        if (userId === null) throw badRequest(message('recovery.invalid.text'));
        await setPasswordHash(tx, userId, passwordHash);
        // Whoever held a session or another e-mailed code from before the reset loses it.
        await revokeUserSessions(tx, userId);
        await revokeRecoveryCodes(tx, userId);
      });
      return { data: { ok: true } };
    },
  );
}
