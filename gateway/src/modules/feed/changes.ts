import type { Resolvers, VenueChangePage } from '../../generated/graphql.ts';

/**
 * schema/venue-changes.graphql: GET /feed/changes. The REST API checks the permissions, the cursor
 * and the page size, and answers the GraphQL shape as is; the gateway only forwards.
 */
export const venueChangeResolvers: Resolvers = {
  Query: {
    venueChanges: (_parent, { entity, after, first }, { rest }) =>
      rest.get<VenueChangePage>('/feed/changes', {
        entity,
        ...(after == null ? {} : { after }),
        ...(first == null ? {} : { first: String(first) }),
      }),
  },
};
