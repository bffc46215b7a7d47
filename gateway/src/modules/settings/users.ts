import type { PagedList } from '@marquee/core/rest';
import type { RemoveResult } from '@marquee/core/resources/types';
import type { InviteResult, RoleRef, UserDetail, UserInput, UserRow } from '@marquee/core/settings/types';
import type { Resolvers, UserInput as GqlUserInput, UserStatus } from '../../generated/graphql.ts';
import { idsParam, pagedQuery, toPage } from '../../resources/paging.ts';

const status = (s: UserRow['status']) => s.toUpperCase() as UserStatus;
export const toUser = <T extends UserRow>(u: T) => ({ ...u, status: status(u.status) });
const toDetail = (u: UserDetail) => toUser(u);

const OPTIONAL = ['locationIds', 'access', 'posPassword', 'cardId', 'startDate', 'payrollId', 'payRate'] as const;

function setIfGiven<K extends (typeof OPTIONAL)[number]>(body: UserInput, key: K, value: UserInput[K] | null) {
  if (value != null) body[key] = value;
}

/**
 * The REST body of a user save. Optional fields are sent only when given, so an absent one is
 * kept; `img` may be null (removes the avatar).
 */
export function userBody(input: GqlUserInput, version?: number): UserInput {
  const body: UserInput = {
    form: input.form === 'FULL' ? 'full' : 'simple',
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    roleId: input.roleId ?? null,
  };
  for (const f of OPTIONAL) setIfGiven(body, f, input[f]);
  if (input.img !== undefined) body.img = input.img;
  if (version !== undefined) body.version = version;
  return body;
}

/** schema/settings/users.graphql: /settings/users, get-roles and user-invite. */
export const userResolvers: Resolvers = {
  Query: {
    settingsUsers: async (_parent, args, { rest }) =>
      toPage(
        await rest.get<PagedList<UserRow>>(
          '/settings/users',
          pagedQuery(args, { roleId: args.roleId, locationId: args.locationId }),
        ),
        toUser,
      ),
    settingsUser: async (_parent, { id }, { rest }) => toDetail(await rest.get<UserDetail>(`/settings/users/${id}`)),
    settingsUserRoles: (_parent, _args, { rest }) => rest.get<RoleRef[]>('/settings/users/get-roles'),
  },
  Mutation: {
    createUser: async (_parent, { input }, { rest }) =>
      toDetail(await rest.post<UserDetail>('/settings/users', userBody(input))),
    updateUser: async (_parent, { id, version, input }, { rest }) =>
      toDetail(await rest.put<UserDetail>(`/settings/users/${id}`, userBody(input, version))),
    // Several ids also need REMOVE_MULTIPLE: checked by the access transform (`many: "ids"`).
    deleteUsers: (_parent, { ids }, { rest }) => rest.delete<RemoveResult>('/settings/users', idsParam(ids)),
    resendInvitation: (_parent, { userId }, { rest }) => rest.post<InviteResult>('/settings/user-invite', { userId }),
  },
};
