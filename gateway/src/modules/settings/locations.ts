import type { PagedList } from '@marquee/core/rest';
import { SETTINGS_SCREENS } from '@marquee/core/settings/screens';
import type { Location, LocationCreateInput, LocationUpdateInput, RemoveResult } from '@marquee/core/settings/types';
import type { Resolvers } from '../../generated/graphql.ts';
import { idsParam, pagedQuery, toPage } from './paging.ts';
import { assertRemoveMany } from './removal.ts';

/** schema/settings.graphql, Locations: /settings/locations. */
export const locationResolvers: Resolvers = {
  Query: {
    settingsLocations: async (_parent, args, { rest }) =>
      toPage(
        await rest.get<PagedList<Location>>('/settings/locations', pagedQuery(args, { groupId: args.groupId })),
        (l) => l,
      ),
    settingsLocation: (_parent, { id }, { rest }) => rest.get<Location>(`/settings/locations/${id}`),
  },
  Mutation: {
    createLocation: (_parent, { input }, { rest }) => {
      const body: LocationCreateInput = {
        ...input,
        code: input.code ?? undefined,
        groupId: input.groupId ?? null,
      };
      return rest.post<Location>('/settings/locations', body);
    },
    updateLocation: (_parent, { id, version, input }, { rest }) => {
      const body: LocationUpdateInput = { ...input, groupId: input.groupId ?? null, version };
      return rest.put<Location>(`/settings/locations/${id}`, body);
    },
    deleteLocations: async (_parent, { ids }, context) => {
      await assertRemoveMany(context, SETTINGS_SCREENS.locations.actions, ids);
      return context.rest.delete<RemoveResult>('/settings/locations', idsParam(ids));
    },
  },
};
