import type { GroupLocations, GroupLookup, RoleRef } from '@marquee/core/settings/types';
import type { Resolvers } from '../../generated/graphql.ts';

/** schema/settings/lookups.graphql: /group, /roles and /groups/locations with src=lookup. */
export const settingsLookupResolvers: Resolvers = {
  Query: {
    groupOptions: (_parent, { exclude }, { rest }) =>
      rest.get<GroupLookup[]>('/group', { src: 'lookup', exclude: exclude ?? undefined }),
    roleOptions: (_parent, { grantable, userId }, { rest }) =>
      rest.get<RoleRef[]>(
        '/roles',
        grantable ? { src: 'lookup', grantable: true, userId: userId ?? undefined } : { src: 'lookup' },
      ),
    groupsWithLocations: (_parent, _args, { rest }) =>
      rest.get<GroupLocations[]>('/groups/locations', { src: 'lookup' }),
  },
};
