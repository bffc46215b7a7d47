import type { LocationLookup, MasterClientList } from '@marquee/core/rest';
import type { Resolvers } from '../generated/graphql.ts';

/** schema/tenancy.graphql: master clients and the locations of the selected one. */
export const tenancyResolvers: Resolvers = {
  Query: {
    masterClients: (_parent, _args, { rest }) => rest.get<MasterClientList>('/master-clients'),
    locations: (_parent, { groupId }, { rest }) =>
      rest.get<LocationLookup[]>('/location', { src: 'lookup', group: groupId ?? undefined }),
  },
};
