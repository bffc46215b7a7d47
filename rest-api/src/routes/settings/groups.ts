/**
 * /settings/groups (spec/3 §2 Groups, §7) on the resource wing: paged list with search and sort,
 * the sub-table, detail, create, update under an optimistic version, single and multiple removal.
 */
import { GROUP_RULES, GROUP_SORTS, Group, GroupInput } from '@marquee/core/resources/groups';
import { LocationRef } from '@marquee/core/resources/types';
import type { FastifyInstance } from 'fastify';
import { locationGroups } from '../../db/schema.ts';
import {
  createGroup,
  deleteGroups,
  getGroup,
  listGroups,
  locationsOfGroups,
  updateGroup,
} from '../../repositories/settings/groups.ts';
import { registerResource } from '../../resources/register.ts';

export async function groupRoutes(app: FastifyInstance) {
  await registerResource(app, {
    screen: 'groups',
    row: Group,
    list: { sorts: GROUP_SORTS, load: listGroups },
    get: getGroup,
    subTable: {
      row: LocationRef,
      load: async (db, masterClientId, id) => (await locationsOfGroups(db, masterClientId, [id])).get(id) ?? [],
    },
    create: { body: GroupInput, rules: GROUP_RULES, write: createGroup },
    update: { body: GroupInput, rules: GROUP_RULES, write: updateGroup },
    remove: { write: deleteGroups },
    unique: { table: locationGroups, columns: { name: locationGroups.name } },
  });
}
