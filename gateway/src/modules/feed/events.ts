import type { Resolvers, VenueEventsResult } from '../../generated/graphql.ts';

/**
 * schema/venue-events.graphql: POST /feed/events. The REST API checks every rule per event and answers the
 * GraphQL shape as is; the gateway only forwards.
 */
export const venueEventResolvers: Resolvers = {
  Mutation: {
    recordVenueEvents: (_parent, { events }, { rest }) => rest.post<VenueEventsResult>('/feed/events', { events }),
  },
};
