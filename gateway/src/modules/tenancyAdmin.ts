import type { LoginResponse } from '@marquee/core/rest';
import { CHECKLIST_ITEMS, type ChecklistCounts, checklistDone } from '@marquee/core/tenants';
import { toMe } from '../auth/identity.ts';
import type { Customer, InvitationStatus, Resolvers } from '../generated/graphql.ts';

/** The REST API's customer row (rest-api/src/routes/tenancy/customers.ts). */
interface RestCustomer extends Omit<Customer, 'invitation'> {
  invitation: 'pending' | 'accepted' | 'expired' | 'none';
}

const toCustomer = (c: RestCustomer): Customer => ({
  ...c,
  invitation: c.invitation.toUpperCase() as InvitationStatus,
});

/** schema/tenancy-admin.graphql: customers, the director's invitation and the setup checklist. */
export const tenancyAdminResolvers: Resolvers = {
  Query: {
    customers: async (_parent, { page, rowsPerPage, search }, { rest }) => {
      const answer = await rest.get<{ data: RestCustomer[]; total: number; page: number; rowsPerPage: number }>(
        '/tenants/customers',
        { page: page ?? undefined, rowsPerPage: rowsPerPage ?? undefined, search: search ?? undefined },
      );
      return {
        rows: answer.data.map(toCustomer),
        total: answer.total,
        page: answer.page,
        rowsPerPage: answer.rowsPerPage,
      };
    },
    setupChecklist: async (_parent, _args, { rest }) => {
      const done = checklistDone(await rest.get<ChecklistCounts>('/tenants/checklist'));
      const items = CHECKLIST_ITEMS.map((i) => ({ id: i.id, path: i.path, done: done[i.id] }));
      return { items, complete: items.every((i) => i.done) };
    },
    invitation: async (_parent, { token }, { rest, reply }) => {
      await reply.server.throttle.codeCheck(reply.request);
      return rest.post('/auth/invitation', { token });
    },
  },
  Mutation: {
    openCustomer: async (_parent, { input }, { rest }) =>
      toCustomer(await rest.post<RestCustomer>('/tenants/customers', input)),
    resendCustomerInvitation: async (_parent, { masterClientId }, { rest }) =>
      toCustomer(await rest.post<RestCustomer>(`/tenants/customers/${masterClientId}/invitation`)),
    acceptInvitation: async (_parent, { input }, context) => {
      await context.reply.server.throttle.codeCheck(context.reply.request);
      const answer = await context.account.post<LoginResponse & { masterClientId: number }>(
        '/auth/invitation-accept',
        input,
      );
      context.startSession(answer.token, answer.user);
      return {
        user: toMe(answer.user, answer.masterClientId, context.sessionTtlSeconds),
        masterClientId: answer.masterClientId,
        expiresIn: answer.expiresIn,
      };
    },
  },
};
