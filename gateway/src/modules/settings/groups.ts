import { resourceResolvers } from '../../resources/resolvers.ts';

/** schema/settings/groups.graphql: /settings/groups and its sub-table. */
export const groupResolvers = resourceResolvers({
  screen: 'groups',
  list: 'settingsGroups',
  detail: 'settingsGroup',
  subTable: 'groupSubTable',
  create: 'createGroup',
  update: 'updateGroup',
  remove: 'deleteGroups',
});
