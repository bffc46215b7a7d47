import type { PagedList } from '@marquee/core/rest';
import type { RemoveResult } from '@marquee/core/resources/types';
import type { DirectorUser, DirectorUserInput } from '@marquee/core/settings/types';
import type { DirectorUserInput as GqlDirectorUserInput, Resolvers } from '../../generated/graphql.ts';
import { pagedQuery, toPage } from '../../resources/paging.ts';

const body = (input: GqlDirectorUserInput, version?: number): DirectorUserInput => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phone: input.phone,
  roleId: input.roleId ?? null,
  locationId: input.locationId ?? null,
  ...(version === undefined ? {} : { version }),
});

/** schema/settings/director-users.graphql: /settings/users-director. */
export const directorUserResolvers: Resolvers = {
  Query: {
    directorUsers: async (_parent, args, { rest }) =>
      toPage(
        await rest.get<PagedList<DirectorUser>>('/settings/users-director', pagedQuery(args, { roleId: args.roleId })),
        (u) => u,
      ),
    directorUser: (_parent, { id }, { rest }) => rest.get<DirectorUser>(`/settings/users-director/${id}`),
  },
  Mutation: {
    createDirectorUser: (_parent, { input }, { rest }) =>
      rest.post<DirectorUser>('/settings/users-director', body(input)),
    updateDirectorUser: (_parent, { id, version, input }, { rest }) =>
      rest.put<DirectorUser>(`/settings/users-director/${id}`, body(input, version)),
    deleteDirectorUser: (_parent, { id, version }, { rest }) =>
      rest.delete<RemoveResult>(`/settings/users-director/${id}`, { version }),
  },
};
