/**
 * /settings/users-director (spec/3 §2 Director Users) on the resource wing: paged list with role
 * filter, search and sort, detail, add (an invited user with director access; logs the
 * 'add_director_user' event), edit under an optimistic version; beside it, removal one at a time
 * (multi-remove is disabled) by DELETE /:id?version=, as the gateway calls it. The identity and
 * role rules are those of the users screen (repositories/settings/users.ts).
 */
import { DirectorUser, DirectorUserInput } from '@marquee/core/resources/directorUsers';
import { removedKey } from '@marquee/core/resources/screens';
import { Id, RemoveResult } from '@marquee/core/resources/types';
import { USER_SORTS } from '@marquee/core/resources/users';
import { message } from '@marquee/core/messages/en';
import { validateDirectorUser } from '@marquee/core/settings/validation';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { currentUser, requireMasterClient } from '../../plugins/auth.ts';
import {
  createDirectorUser,
  getDirectorUser,
  listDirectorUsers,
  removeDirectorUser,
  updateDirectorUser,
} from '../../repositories/settings/directorUsers.ts';
import { logVisit } from '../../repositories/shell.ts';
import { auditChange } from '../../resources/audited.ts';
import { can, idOf } from '../../resources/guards.ts';
import { envelopeOf, MASTER_CLIENT_QUERY, registerResource } from '../../resources/register.ts';
import { actorOf } from './guards.ts';
import { invite } from './invitations.ts';

/** The visit-log event of a new director user (spec/3 §2). */
export const ADD_DIRECTOR_USER_EVENT = 'add_director_user';

export async function directorUserRoutes(app: FastifyInstance) {
  await registerResource(app, {
    screen: 'directorUsers',
    row: DirectorUser,
    list: { sorts: USER_SORTS, filters: { roleId: Type.Optional(Id) }, load: listDirectorUsers },
    get: getDirectorUser,
    create: {
      body: DirectorUserInput,
      check: validateDirectorUser,
      write: async (tx, masterClientId, input, request) => {
        // validateDirectorUser refuses a null role.
        const id = await createDirectorUser(tx, masterClientId, actorOf(request), { ...input, roleId: input.roleId! });
        await logVisit(tx, { userId: currentUser(request).id, masterClientId, eventName: ADD_DIRECTOR_USER_EVENT });
        return invite(app, tx, request, id);
      },
    },
    update: {
      body: DirectorUserInput,
      check: validateDirectorUser,
      write: (tx, masterClientId, id, input, request) =>
        updateDirectorUser(tx, masterClientId, actorOf(request), id, { ...input, roleId: input.roleId! }),
    },
  });

  app.withTypeProvider<TypeBoxTypeProvider>().delete(
    '/settings/users-director/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) }),
        querystring: Type.Object({ ...MASTER_CLIENT_QUERY, version: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: envelopeOf(RemoveResult),
      },
      preHandler: can('directorUsers', 'remove'),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const id = idOf(request);
      await app.db.transaction(async (tx) => {
        const before = await getDirectorUser(tx, masterClientId, id); // 404 for another master client's
        await removeDirectorUser(tx, masterClientId, id, request.query.version);
        await auditChange(tx, request, { entity: 'directorUsers', id, action: 'delete', before, after: null });
      });
      return { data: { removed: 1, message: message(removedKey('directorUsers', 1)) } };
    },
  );
}
