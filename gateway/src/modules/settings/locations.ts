import { resourceResolvers } from '../../resources/resolvers.ts';

/** schema/settings/locations.graphql: /settings/locations. */
export const locationResolvers = resourceResolvers({
  screen: 'locations',
  list: 'settingsLocations',
  filters: ['groupId'],
  detail: 'settingsLocation',
  create: 'createLocation',
  update: 'updateLocation',
  remove: 'deleteLocations',
  // A blank code is generated from the name; "no group" is null.
  toBody: ({ code, groupId, ...rest }) => ({ ...rest, ...(code ? { code } : {}), groupId: groupId ?? null }),
});
