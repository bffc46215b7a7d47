/**
 * /settings/groups (spec/3 §2 Groups, §7): paged list with search and sort, the sub-table, detail,
 * create, update under an optimistic version, single and multiple removal.
 */
import type { FastifyInstance } from 'fastify';
import { message } from '@marquee/core/messages/en';
import type { PagedQuery } from '@marquee/core/rest';
import { groupsDeletedKey } from '@marquee/core/settings/messages';
import type { GroupInput } from '@marquee/core/settings/types';
import { hasErrors } from '@marquee/core/validation';
import { validateGroup } from '@marquee/core/settings/validation';
import { invalidInput } from '../../http/errors.ts';
import { arrayOf, envelope, query, str } from '../../http/schemas.ts';
import { requireMasterClient } from '../../plugins/auth.ts';
import {
  createGroup,
  deleteGroups,
  GROUP_SORTS,
  getGroup,
  listGroups,
  locationsOfGroups,
  updateGroup,
} from '../../repositories/settings/groups.ts';
import { paging } from '../../repositories/settings/paging.ts';
import { can, canRemove, idOf, idsOf } from './guards.ts';
import { group, groupInput, idParams, idsQuery, locationRef, paged, pagedQuery, removeResult } from './schemas.ts';

function checked(body: GroupInput): GroupInput {
  const errors = validateGroup(body);
  if (hasErrors(errors)) throw invalidInput(errors);
  return { ...body, name: body.name.trim() };
}

export async function groupRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PagedQuery }>(
    '/settings/groups',
    {
      schema: { querystring: pagedQuery(GROUP_SORTS), response: envelope(paged(group)) },
      preHandler: can('groups', 'list'),
    },
    async (request) => ({ data: await listGroups(app.db, requireMasterClient(request), paging(request.query)) }),
  );

  app.get<{ Querystring: { id: string } }>(
    '/settings/groups/sub-table',
    {
      schema: { querystring: query({ id: str({ pattern: '^\\d{1,9}$' }) }), response: envelope(arrayOf(locationRef)) },
      preHandler: can('groups', 'list'),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const id = Number(request.query.id);
      await getGroup(app.db, masterClientId, id);
      return { data: (await locationsOfGroups(app.db, masterClientId, [id])).get(id) ?? [] };
    },
  );

  app.get(
    '/settings/groups/:id',
    {
      schema: { params: idParams, querystring: query(), response: envelope(group) },
      preHandler: can('groups', 'detail'),
    },
    async (request) => ({ data: await getGroup(app.db, requireMasterClient(request), idOf(request)) }),
  );

  app.post<{ Body: GroupInput }>(
    '/settings/groups',
    { schema: { querystring: query(), body: groupInput, response: envelope(group) }, preHandler: can('groups', 'add') },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const input = checked(request.body);
      const data = await app.db.transaction(async (tx) => {
        const id = await createGroup(tx, masterClientId, input);
        return getGroup(tx, masterClientId, id);
      });
      return { data };
    },
  );

  app.put<{ Body: GroupInput }>(
    '/settings/groups/:id',
    {
      schema: {
        params: idParams,
        querystring: query(),
        body: { ...groupInput, required: ['name', 'locationIds', 'version'] },
        response: envelope(group),
      },
      preHandler: can('groups', 'update'),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const input = checked(request.body);
      const id = idOf(request);
      const data = await app.db.transaction(async (tx) => {
        await updateGroup(tx, masterClientId, id, { ...input, version: request.body.version! });
        return getGroup(tx, masterClientId, id);
      });
      return { data };
    },
  );

  app.delete(
    '/settings/groups',
    { schema: { querystring: idsQuery, response: envelope(removeResult) }, preHandler: canRemove('groups') },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const ids = idsOf(request);
      const removed = await app.db.transaction((tx) => deleteGroups(tx, masterClientId, ids));
      return { data: { removed, message: message(groupsDeletedKey(removed)) } };
    },
  );
}
