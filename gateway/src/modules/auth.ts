import type { LoginResponse, RecoveryValidateResponse } from '@marquee/core/rest';
import { toMe } from '../auth/identity.ts';
import type { Resolvers } from '../generated/graphql.ts';

/** schema/auth.graphql: sign-in, sign-out, the signed-in user and password recovery. */
export const authResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, { session, masterClient, sessionTtlSeconds }) => {
      const identity = await session();
      return identity ? toMe(identity, masterClient, sessionTtlSeconds) : null;
    },
  },
  Mutation: {
    // The old token (if any) goes along as Bearer so the REST API rotates it (DESIGN.md, Sessions).
    login: async (_parent, { username, password, returnToken }, context) => {
      const answer = await context.reply.server.throttle.login(context.reply.request, username, () =>
        context.account.post<LoginResponse>('/login', { username, password }),
      );
      context.startSession(answer.token, answer.user);
      return {
        user: toMe(answer.user, context.masterClient, context.sessionTtlSeconds),
        expiresIn: answer.expiresIn,
        token: returnToken ? answer.token : null,
      };
    },
    logout: async (_parent, _args, context) => {
      if (context.token) {
        // Signing out must always succeed for the browser; a failed revoke expires on its own.
        await context.account.post('/out').catch((error: unknown) => {
          context.log.warn({ err: error }, 'logout: upstream revoke failed');
        });
      }
      context.endSession();
      return true;
    },
    // Throttled whether or not the address belongs to a user, so the answers do not tell.
    requestPasswordRecovery: async (_parent, { email }, { rest, reply }) => {
      await reply.server.throttle.recoveryRequest(reply.request, email);
      await rest.post('/auth/account-recovery', { email });
      return true;
    },
    validateRecoveryCode: async (_parent, { code }, { rest, reply }) => {
      await reply.server.throttle.codeCheck(reply.request);
      const answer = await rest.post<RecoveryValidateResponse>('/auth/account-recovery-validate', { code });
      return answer?.code === 0;
    },
    submitPasswordRecovery: async (_parent, { input }, { rest, reply }) => {
      await reply.server.throttle.codeCheck(reply.request);
      await rest.post('/auth/account-recovery-submit', input);
      return true;
    },
  },
};
