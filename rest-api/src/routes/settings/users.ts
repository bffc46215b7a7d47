/**
 * /settings/users (spec/3 §2 Users, §5, §7): paged list with role filter, search and sort,
 * detail, create (invites by e-mail), update under an optimistic version with the role-1 lock,
 * removal from the master client, the role list, and resending the invitation.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '@marquee/core/messages/en';
import type { PagedQuery } from '@marquee/core/rest';
import { AVATAR_TYPES, dataUrlProblem, IMAGE_BODY_LIMIT_BYTES } from '@marquee/core/settings/image';
import type { UserInput } from '@marquee/core/settings/types';
import { validateUser } from '@marquee/core/settings/validation';
import { hasErrors } from '@marquee/core/validation';
import type { Executor } from '../../db/client.ts';
import { badRequest, invalidFields, invalidInput } from '../../http/errors.ts';
import { arrayOf, envelope, int, obj, query } from '../../http/schemas.ts';
import { currentUser, requireMasterClient } from '../../plugins/auth.ts';
import { writeInvitation } from '../../repositories/settings/invitations.ts';
import { paging } from '../../resources/repository.ts';
import { roleLookup } from '../../repositories/settings/roles.ts';
import { assertIdentityEditable } from '../../repositories/settings/sharedIdentity.ts';
import {
  createUser,
  getUser,
  listUsers,
  removeUsers,
  USER_SORTS,
  updateUser,
  type UserSettingsInput,
  userToInvite,
} from '../../repositories/settings/users.ts';
import { can, canRemove, idOf, idsOf } from '../../resources/guards.ts';
import { actorOf } from './guards.ts';
import {
  idParams,
  idsQuery,
  paged,
  pagedQuery,
  removeResult,
  roleRef,
  userDetail,
  userInput,
  userRow,
} from './schemas.ts';

/** Validates the dialog's rules and the avatar (type and size of the data URL). */
export function checkUser(body: UserInput): UserInput & { roleId: number } {
  const errors = validateUser(body);
  if (hasErrors(errors)) throw invalidInput(errors);
  if (typeof body.img === 'string') {
    const problem = dataUrlProblem(body.img, { types: AVATAR_TYPES });
    if (problem) throw invalidFields({ img: problem.text });
  }
  return body as UserInput & { roleId: number };
}

/** The per-master-client fields that were sent; absent ones are left as they are. */
function settingsOf(b: UserInput): UserSettingsInput {
  const out: UserSettingsInput = {};
  for (const f of ['posPassword', 'cardId', 'startDate', 'payrollId', 'payRate'] as const) {
    const value = b[f];
    if (value !== undefined) out[f] = value.trim();
  }
  if (b.access !== undefined) out.directorAccess = b.access;
  return out;
}

/** Writes the invitation of `userId` in the caller's transaction; answers the outbox id to deliver. */
export async function invite(app: FastifyInstance, tx: Executor, request: FastifyRequest, userId: number) {
  const masterClientId = requireMasterClient(request);
  const user = await userToInvite(tx, masterClientId, userId);
  return writeInvitation(tx, app.config.publicUrl, {
    userId,
    email: user.email,
    firstName: user.firstName,
    masterClientId,
    invitedBy: currentUser(request).id,
  });
}

export async function userRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PagedQuery & { roleId?: number } }>(
    '/settings/users',
    {
      schema: {
        querystring: pagedQuery(USER_SORTS, { roleId: int({ minimum: 1 }) }),
        response: envelope(paged(userRow)),
      },
      preHandler: can('users', 'list'),
    },
    async (request) => ({
      data: await listUsers(app.db, requireMasterClient(request), paging(request.query), {
        roleId: request.query.roleId,
      }),
    }),
  );

  app.get(
    '/settings/users/get-roles',
    { schema: { querystring: query(), response: envelope(arrayOf(roleRef)) }, preHandler: can('users', 'list') },
    async (request) => ({ data: await roleLookup(app.db, requireMasterClient(request)) }),
  );

  app.get(
    '/settings/users/:id',
    {
      schema: { params: idParams, querystring: query(), response: envelope(userDetail) },
      preHandler: can('users', 'detail'),
    },
    async (request) => ({
      data: await getUser(app.db, requireMasterClient(request), idOf(request), currentUser(request).id),
    }),
  );

  app.post<{ Body: UserInput }>(
    '/settings/users',
    {
      schema: { querystring: query(), body: userInput, response: envelope(userDetail) },
      preHandler: can('users', 'add'),
      bodyLimit: IMAGE_BODY_LIMIT_BYTES,
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const b = checkUser(request.body);
      const [id, outboxId] = await app.db.transaction(async (tx) => {
        const created = await createUser(tx, masterClientId, actorOf(request), {
          ...b,
          locationIds: b.locationIds ?? [],
          image: b.img ?? null,
          settings: settingsOf(b),
        });
        return [created, await invite(app, tx, request, created)] as const;
      });
      app.deliverMail([outboxId]);
      return { data: await getUser(app.db, masterClientId, id, currentUser(request).id) };
    },
  );

  app.put<{ Body: UserInput }>(
    '/settings/users/:id',
    {
      schema: {
        params: idParams,
        querystring: query(),
        body: { ...userInput, required: [...(userInput.required as string[]), 'version'] },
        response: envelope(userDetail),
      },
      preHandler: can('users', 'update'),
      bodyLimit: IMAGE_BODY_LIMIT_BYTES,
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const b = checkUser(request.body);
      const id = idOf(request);
      const data = await app.db.transaction(async (tx) => {
        await updateUser(tx, masterClientId, actorOf(request), id, {
          ...b,
          image: b.img,
          version: b.version!,
          settings: settingsOf(b),
        });
        return getUser(tx, masterClientId, id, currentUser(request).id);
      });
      return { data };
    },
  );

  app.delete(
    '/settings/users',
    { schema: { querystring: idsQuery, response: envelope(removeResult) }, preHandler: canRemove('users') },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const ids = idsOf(request);
      if (ids.includes(currentUser(request).id)) throw badRequest(message('settings.users.removeSelf'));
      const removed = await app.db.transaction((tx) => removeUsers(tx, masterClientId, ids));
      return { data: { removed, message: message('settings.users.deleted') } };
    },
  );

  app.post<{ Body: { userId: number } }>(
    '/settings/user-invite',
    {
      schema: {
        querystring: query(),
        body: obj({ userId: int({ minimum: 1 }) }),
        response: envelope(obj({ message: { type: 'string' } })),
      },
      preHandler: can('users', 'update'),
    },
    async (request) => {
      // A link that sets the password signs the person in everywhere: like their e-mail, it is for
      // someone who administers all their master clients.
      const outboxId = await app.db.transaction(async (tx) => {
        await userToInvite(tx, requireMasterClient(request), request.body.userId);
        await assertIdentityEditable(tx, actorOf(request), request.body.userId);
        return invite(app, tx, request, request.body.userId);
      });
      app.deliverMail([outboxId]);
      return { data: { message: message('settings.users.inviteSent') } };
    },
  );
}
