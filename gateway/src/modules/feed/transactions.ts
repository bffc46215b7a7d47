import type { Resolvers, VenueFeedReferences, VenueTransactionsResult } from '../../generated/graphql.ts';

/**
 * schema/venue-feed.graphql: POST /feed/transactions, GET /feed/references. The REST API checks every rule per
 * transaction and answers the GraphQL shape as is; the gateway only forwards.
 */
export const venueFeedResolvers: Resolvers = {
  Query: {
    venueFeedReferences: (_parent, _args, { rest }) => rest.get<VenueFeedReferences>('/feed/references'),
  },
  Mutation: {
    recordVenueTransactions: (_parent, { transactions }, { rest }) =>
      rest.post<VenueTransactionsResult>('/feed/transactions', { transactions }),
  },
};
