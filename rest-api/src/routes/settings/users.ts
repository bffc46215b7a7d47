/**
 * /settings/users on the resource wing: paged list with role and location filters,
 * search and sort, detail, create (invites by e-mail), update under an optimistic version,
 * removal from the master client (never oneself), the role list; beside it, resending the
 * invitation. Who may change what (the shared identity, roles within one's own bits, the role-1
 * lock) is the repository's to decide: repositories/settings/users.ts.
 */
import { message } from '@marquee/core/messages/en';
import { AVATAR_TYPES, dataUrlProblem, IMAGE_BODY_LIMIT_BYTES } from '@marquee/core/settings/image';
import { Id } from '@marquee/core/resources/types';
import {
  InviteInput,
  InviteResult,
  RoleRef,
  USER_SORTS,
  UserDetail,
  UserInput,
  UserRow,
} from '@marquee/core/resources/users';
import { validateUser } from '@marquee/core/settings/validation';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { badRequest, invalidInput } from '../../http/errors.ts';
import { currentUser, requireMasterClient } from '../../plugins/auth.ts';
import { roleLookup } from '../../repositories/settings/roles.ts';
import { keepingAnAdministrator } from '../../repositories/settings/securityRoles.ts';
import { assertIdentityEditable } from '../../repositories/settings/sharedIdentity.ts';
import {
  createUser,
  getUser,
  listUsers,
  removeUsers,
  updateUser,
  type UserSettingsInput,
  userToInvite,
} from '../../repositories/settings/users.ts';
import { can } from '../../resources/guards.ts';
import { envelopeOf, MASTER_CLIENT_QUERY, registerResource } from '../../resources/register.ts';
import { actorOf } from './guards.ts';
import { invite } from './invitations.ts';

/** 400 on `img` unless the avatar is a data URL of an allowed type and size. */
function checkAvatar(img: string | null | undefined): void {
  const problem = typeof img === 'string' ? dataUrlProblem(img, { types: AVATAR_TYPES }) : null;
  if (problem) throw invalidInput({ img: problem });
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

export async function userRoutes(app: FastifyInstance) {
  await registerResource(app, {
    screen: 'users',
    row: UserRow,
    detail: UserDetail,
    bodyLimit: IMAGE_BODY_LIMIT_BYTES,
    list: { sorts: USER_SORTS, filters: { roleId: Type.Optional(Id), locationId: Type.Optional(Id) }, load: listUsers },
    // The user's master clients are listed only where the viewer belongs too.
    get: (db, masterClientId, id, request) => getUser(db, masterClientId, id, currentUser(request).id),
    create: {
      body: UserInput,
      check: validateUser,
      write: async (tx, masterClientId, input, request) => {
        checkAvatar(input.img);
        const id = await createUser(tx, masterClientId, actorOf(request), {
          ...input,
          roleId: input.roleId!, // validateUser refuses null
          locationIds: input.locationIds ?? [],
          image: input.img ?? null,
          settings: settingsOf(input),
        });
        return invite(app, tx, request, id);
      },
    },
    update: {
      body: UserInput,
      check: validateUser,
      write: async (tx, masterClientId, id, input, request) => {
        checkAvatar(input.img);
        // A new role may take away the last administrator of roles (spec/3 §4).
        await keepingAnAdministrator(tx, masterClientId, () =>
          updateUser(tx, masterClientId, actorOf(request), id, {
            ...input,
            roleId: input.roleId!, // validateUser refuses null
            image: input.img,
            settings: settingsOf(input),
          }),
        );
      },
    },
    remove: {
      write: (tx, masterClientId, ids, versions, request) => {
        if (ids.includes(currentUser(request).id)) throw badRequest(message('settings.users.removeSelf'));
        return keepingAnAdministrator(tx, masterClientId, () => removeUsers(tx, masterClientId, ids, versions));
      },
    },
    lookups: [
      {
        path: '/settings/users/get-roles',
        response: Type.Array(RoleRef),
        load: (db, masterClientId) => roleLookup(db, masterClientId),
      },
    ],
  });

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/settings/user-invite',
    {
      schema: {
        querystring: Type.Object(MASTER_CLIENT_QUERY),
        body: Type.Object(InviteInput.properties, { additionalProperties: false }),
        response: envelopeOf(InviteResult),
      },
      preHandler: can('users', 'update'),
    },
    async (request) => {
      const { userId } = request.body;
      // A link that sets the password signs the person in everywhere: like their e-mail, it is for
      // someone who administers all their master clients.
      await app.db.transaction(async (tx) => {
        await userToInvite(tx, requireMasterClient(request), userId);
        await assertIdentityEditable(tx, actorOf(request), userId);
        await invite(app, tx, request, userId);
      });
      return { data: { message: message('settings.users.inviteSent') } };
    },
  );
}
