/**
 * schema/clubbooking/setup.graphql over REST /club-booking/resources and /activities.
 * The REST API checks tenancy, permissions and input; GraphQL drops absent optional arguments.
 */
import type { Resolvers } from '../../generated/graphql.ts';

type ListArgs = {
  locationId?: number | null;
  search?: string | null;
  page?: number | null;
  rowsPerPage?: number | null;
  ids?: readonly number[] | null;
};

/** Only the arguments given: the REST query refuses nulls. */
const listQuery = ({ ids, ...args }: ListArgs) => ({
  ...(Object.fromEntries(Object.entries(args).filter(([, v]) => v != null)) as Record<string, string | number>),
  // An empty list names no row: `ids=0` matches none (ids start at 1).
  ...(ids == null ? {} : { ids: ids.length === 0 ? '0' : ids.join(',') }),
});

export const bookingSetupResolvers: Resolvers = {
  Query: {
    bookingResources: (_p, args, { rest }) => rest.get('/club-booking/resources', listQuery(args)),
    bookingResource: (_p, { id }, { rest }) => rest.get(`/club-booking/resources/${id}`),
    bookingActivities: (_p, args, { rest }) => rest.get('/club-booking/activities', listQuery(args)),
    bookingActivity: (_p, { id }, { rest }) => rest.get(`/club-booking/activities/${id}`),
  },
  Mutation: {
    createBookingResource: (_p, { input }, { rest }) => rest.post('/club-booking/resources', input),
    updateBookingResource: (_p, { id, input, keepBookings }, { rest }) =>
      rest.put(`/club-booking/resources/${id}`, { ...input, keepBookings: keepBookings === true }),
    createBookingActivity: (_p, { input }, { rest }) => rest.post('/club-booking/activities', input),
    updateBookingActivity: (_p, { id, input, keepBookings }, { rest }) =>
      rest.put(`/club-booking/activities/${id}`, { ...input, keepBookings: keepBookings === true }),
  },
};
