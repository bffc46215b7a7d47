import type { GroupLocations, GroupLookup, RoleRef } from '@marquee/core/settings/types';
import type { Resolvers } from '../../generated/graphql.ts';

/** schema/settings.graphql lookups: /group, /roles and /groups/locations with src=lookup. */
export const settingsLookupResolvers: Resolvers = {
  Query: {
    groupOptions: (_parent, { exclude }, { rest }) =>
      rest.get<GroupLookup[]>('/group', { src: 'lookup', exclude: exclude ?? undefined }),
    roleOptions: (_parent, _args, { rest }) => rest.get<RoleRef[]>('/roles', { src: 'lookup' }),
    groupsWithLocations: (_parent, _args, { rest }) =>
      rest.get<GroupLocations[]>('/groups/locations', { src: 'lookup' }),
  },
};
