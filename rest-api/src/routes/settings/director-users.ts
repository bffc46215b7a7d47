/**
 * /settings/users-director (spec/3 §2 Director Users): paged list with role filter and search,
 * detail, add (an invited user with director access; logs the 'add_director_user' event), edit
 * under an optimistic version, and remove one at a time (multi-remove is disabled).
 */
import type { FastifyInstance } from 'fastify';
import { message } from '@marquee/core/messages/en';
import type { PagedQuery } from '@marquee/core/rest';
import type { DirectorUserInput } from '@marquee/core/settings/types';
import { validateDirectorUser } from '@marquee/core/settings/validation';
import { hasErrors } from '@marquee/core/validation';
import { invalidInput } from '../../http/errors.ts';
import { envelope, int, query } from '../../http/schemas.ts';
import { currentUser, requireMasterClient } from '../../plugins/auth.ts';
import {
  createDirectorUser,
  getDirectorUser,
  listDirectorUsers,
  removeDirectorUser,
  updateDirectorUser,
} from '../../repositories/settings/directorUsers.ts';
import { paging } from '../../resources/repository.ts';
import type { USER_SORTS } from '../../repositories/settings/users.ts';
import { logVisit } from '../../repositories/shell.ts';
import { can, idOf } from '../../resources/guards.ts';
import { actorOf } from './guards.ts';
import { directorUser, directorUserInput, idParams, paged, pagedQuery, removeResult } from './schemas.ts';
import { invite } from './users.ts';

/** The visit-log event of a new director user (spec/3 §2). */
export const ADD_DIRECTOR_USER_EVENT = 'add_director_user';

function checked(body: DirectorUserInput): DirectorUserInput & { roleId: number } {
  const errors = validateDirectorUser(body);
  if (hasErrors(errors)) throw invalidInput(errors);
  return body as DirectorUserInput & { roleId: number };
}

export async function directorUserRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PagedQuery & { roleId?: number } }>(
    '/settings/users-director',
    {
      schema: {
        querystring: pagedQuery(['name', 'email', 'phone', 'role'] satisfies (typeof USER_SORTS)[number][], {
          roleId: int({ minimum: 1 }),
        }),
        response: envelope(paged(directorUser)),
      },
      preHandler: can('directorUsers', 'list'),
    },
    async (request) => ({
      data: await listDirectorUsers(app.db, requireMasterClient(request), paging(request.query), request.query.roleId),
    }),
  );

  app.get(
    '/settings/users-director/:id',
    {
      schema: { params: idParams, querystring: query(), response: envelope(directorUser) },
      preHandler: can('directorUsers', 'detail'),
    },
    async (request) => ({ data: await getDirectorUser(app.db, requireMasterClient(request), idOf(request)) }),
  );

  app.post<{ Body: DirectorUserInput }>(
    '/settings/users-director',
    {
      schema: { querystring: query(), body: directorUserInput, response: envelope(directorUser) },
      preHandler: can('directorUsers', 'add'),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const input = checked(request.body);
      const [id, outboxId] = await app.db.transaction(async (tx) => {
        const created = await createDirectorUser(tx, masterClientId, actorOf(request), input);
        await logVisit(tx, { userId: currentUser(request).id, masterClientId, eventName: ADD_DIRECTOR_USER_EVENT });
        return [created, await invite(app, tx, request, created)] as const;
      });
      app.deliverMail([outboxId]);
      return { data: await getDirectorUser(app.db, masterClientId, id) };
    },
  );

  app.put<{ Body: DirectorUserInput }>(
    '/settings/users-director/:id',
    {
      schema: {
        params: idParams,
        querystring: query(),
        body: { ...directorUserInput, required: [...(directorUserInput.required as string[]), 'version'] },
        response: envelope(directorUser),
      },
      preHandler: can('directorUsers', 'update'),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const input = checked(request.body);
      const id = idOf(request);
      const data = await app.db.transaction(async (tx) => {
        await updateDirectorUser(tx, masterClientId, actorOf(request), id, {
          ...input,
          version: request.body.version!,
        });
        return getDirectorUser(tx, masterClientId, id);
      });
      return { data };
    },
  );

  app.delete<{ Querystring: { version?: number } }>(
    '/settings/users-director/:id',
    {
      schema: {
        params: idParams,
        querystring: query({ version: int({ minimum: 1 }) }, ['version']),
        response: envelope(removeResult),
      },
      preHandler: can('directorUsers', 'remove'),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const id = idOf(request);
      await app.db.transaction((tx) => removeDirectorUser(tx, masterClientId, id, request.query.version));
      return { data: { removed: 1, message: message('settings.directorUsers.deleted') } };
    },
  );
}
