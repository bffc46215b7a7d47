/**
 * API tokens, Settings → API tokens: list, create (the token answered once), revoke.
 * Guarded by the screen's own module (core API_TOKENS_INDEX): VIEW lists, ADD creates, REMOVE
 * revokes; always in the request's master client, and only by a person (a token never makes or
 * revokes tokens). A token carries at most what its creator holds in that master client.
 */
import { FLAG_NAMES, Flag, type FlagName } from '@marquee/core/permissions';
import {
  API_TOKENS_INDEX,
  type ApiTokenGrant,
  apiTokenStatus,
  grantsToPermissions,
  MAX_TOKEN_GRANTS,
  tokenWithinCreator,
  validateApiToken,
} from '@marquee/core/settings/apiTokens';
import type { FastifyInstance } from 'fastify';
import { invalidInput } from '../../http/errors.ts';
import { arrayOf, envelope, int, nullableStr, obj, query, str } from '../../http/schemas.ts';
import { currentUser, peopleOnly, requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { type ApiTokenRow, createApiToken, listApiTokens, revokeApiToken } from '../../repositories/apiTokens.ts';
import { recordNotFound } from '../../resources/errors.ts';

const guard = (flag: keyof typeof Flag) => [peopleOnly, requireModule(API_TOKENS_INDEX, Flag[flag])];
const id = int({ minimum: 1, maximum: 999999999 });
const iso = { type: ['string', 'null'], format: 'date-time' };

const tokenSchema = obj({
  id: int(),
  name: str(),
  hint: str(),
  permissionBits: str(),
  permissionChunkLength: int(),
  createdById: int(),
  createdByName: str(),
  createdAt: str(),
  expiresAt: nullableStr(),
  lastUsedAt: nullableStr(),
  revokedAt: nullableStr(),
  status: str(),
});

const grantSchema = obj({
  module: int({ minimum: 0, maximum: 999 }),
  flags: arrayOf(str({ enum: FLAG_NAMES }), { maxItems: FLAG_NAMES.length, uniqueItems: true }),
});

function view(row: ApiTokenRow, now: Date) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: apiTokenStatus(row, now),
  };
}

interface CreateBody {
  name: string;
  grants: { module: number; flags: FlagName[] }[];
  expiresAt: string | null;
}

export async function apiTokenRoutes(app: FastifyInstance) {
  app.get(
    '/settings/api-tokens',
    { schema: { querystring: query(), response: envelope(arrayOf(tokenSchema)) }, preHandler: guard('view') },
    async (request) => {
      const now = app.config.now();
      const rows = await listApiTokens(app.db, requireMasterClient(request));
      return { data: rows.map((r) => view(r, now)) };
    },
  );

  app.post<{ Body: CreateBody }>(
    '/settings/api-tokens',
    {
      schema: {
        querystring: query(),
        body: obj({
          name: str({ maxLength: 400 }),
          grants: arrayOf(grantSchema, { maxItems: MAX_TOKEN_GRANTS }),
          expiresAt: iso,
        }),
        response: envelope(obj({ token: str(), apiToken: tokenSchema })),
      },
      preHandler: guard('add'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const caller = currentUser(request);
      const now = app.config.now();
      const grants: ApiTokenGrant[] = request.body.grants;
      const input = {
        name: request.body.name.trim(),
        grants,
        expiresAt: request.body.expiresAt === null ? null : new Date(request.body.expiresAt),
      };
      const problems = validateApiToken(input, now);
      if (Object.keys(problems).length > 0) throw invalidInput(problems);
      const permissions = grantsToPermissions(grants);
      // The caller's bits in this master client (the auth hook read them for it).
      if (!tokenWithinCreator(permissions, caller.permissions)) {
        throw invalidInput({ grants: 'apiTokens.error.beyondCreator' });
      }
      const { created, row } = await app.db.transaction(async (tx) => {
        const created = await createApiToken(tx, {
          masterClientId: mc,
          name: input.name,
          permissions,
          createdBy: caller.id,
          expiresAt: input.expiresAt,
        });
        const [row] = (await listApiTokens(tx, mc)).filter((r) => r.id === created.id);
        return { created, row: row! };
      });
      return { data: { token: created.token, apiToken: view(row, now) } };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/settings/api-tokens/:id/revoke',
    {
      schema: { params: obj({ id }), querystring: query(), response: envelope(tokenSchema) },
      preHandler: guard('remove'),
    },
    async (request) => {
      const mc = requireMasterClient(request);
      const now = app.config.now();
      const row = await app.db.transaction((tx) =>
        revokeApiToken(tx, mc, request.params.id, currentUser(request).id, now),
      );
      if (!row) throw recordNotFound();
      return { data: view(row, now) };
    },
  );
}
