import type { PagedList } from '@marquee/core/rest';
import { SETTINGS_SCREENS } from '@marquee/core/settings/screens';
import type { Group, GroupInput, LocationRef, RemoveResult } from '@marquee/core/settings/types';
import type { Resolvers } from '../../generated/graphql.ts';
import { idsParam, pagedQuery, toPage } from './paging.ts';
import { assertRemoveMany } from './removal.ts';

/** schema/settings.graphql, Groups: /settings/groups and its sub-table. */
export const groupResolvers: Resolvers = {
  Query: {
    settingsGroups: async (_parent, args, { rest }) =>
      toPage(await rest.get<PagedList<Group>>('/settings/groups', pagedQuery(args)), (g) => g),
    settingsGroup: (_parent, { id }, { rest }) => rest.get<Group>(`/settings/groups/${id}`),
    groupSubTable: (_parent, { id }, { rest }) => rest.get<LocationRef[]>('/settings/groups/sub-table', { id }),
  },
  Mutation: {
    createGroup: (_parent, { input }, { rest }) => {
      const body: GroupInput = { name: input.name, locationIds: input.locationIds };
      return rest.post<Group>('/settings/groups', body);
    },
    updateGroup: (_parent, { id, version, input }, { rest }) => {
      const body: GroupInput = { name: input.name, locationIds: input.locationIds, version };
      return rest.put<Group>(`/settings/groups/${id}`, body);
    },
    deleteGroups: async (_parent, { ids }, context) => {
      await assertRemoveMany(context, SETTINGS_SCREENS.groups.actions, ids);
      return context.rest.delete<RemoveResult>('/settings/groups', idsParam(ids));
    },
  },
};
