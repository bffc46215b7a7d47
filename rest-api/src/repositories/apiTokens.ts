/**
 * API tokens: create (the secret answered once, only its sha256 stored), list, revoke,
 * the caller behind a token on every request, and the batched record of last use. Every read and
 * write names the master client, so another client's token answers nothing.
 */
import { randomBytes } from 'node:crypto';
import type { ClientRole, MasterClient } from '@marquee/core/identity';
import { isProviderStaffEmail } from '@marquee/core/identity';
import type { PermissionSource } from '@marquee/core/permissions';
import { apiTokenHint, formatApiToken, intersectPermissions } from '@marquee/core/settings/apiTokens';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { users } from '../db/schema.ts';
import { apiTokens } from '../db/schema-apitokens.ts';
import { sha256Hex } from '../security/tokens.ts';
import { audit } from './audit.ts';
import type { SessionUser } from './identity.ts';

export interface NewApiToken {
  masterClientId: number;
  name: string;
  permissions: PermissionSource;
  createdBy: number;
  expiresAt: Date | null;
}

/** Creates a token and answers its id and the token itself (shown once, never stored). */
export async function createApiToken(tx: Tx, input: NewApiToken): Promise<{ id: number; token: string }> {
  const token = formatApiToken(input.masterClientId, randomBytes(32).toString('base64url'));
  const [row] = await tx
    .insert(apiTokens)
    .values({
      masterClientId: input.masterClientId,
      name: input.name,
      tokenHash: sha256Hex(token),
      hint: apiTokenHint(token),
      permissionBits: input.permissions.permissionBits,
      permissionChunkLength: input.permissions.permissionChunkLength,
      createdBy: input.createdBy,
      expiresAt: input.expiresAt,
    })
    .returning({ id: apiTokens.id });
  const id = row!.id;
  await audit(tx, {
    userId: input.createdBy,
    masterClientId: input.masterClientId,
    entity: 'apiToken',
    entityId: id,
    action: 'create',
    before: null,
    after: {
      name: input.name,
      permissionBits: input.permissions.permissionBits,
      expiresAt: input.expiresAt?.toISOString() ?? null,
    },
  });
  return { id, token };
}

export interface ApiTokenRow {
  id: number;
  name: string;
  hint: string;
  permissionBits: string;
  permissionChunkLength: number;
  createdById: number;
  createdByName: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  hint: apiTokens.hint,
  permissionBits: apiTokens.permissionBits,
  permissionChunkLength: apiTokens.permissionChunkLength,
  createdById: apiTokens.createdBy,
  createdByName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};

/** Every token of the master client, newest first (a master client holds tens, not thousands). */
export async function listApiTokens(db: Executor, masterClientId: number): Promise<ApiTokenRow[]> {
  return db
    .select(columns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(eq(apiTokens.masterClientId, masterClientId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/**
 * Revokes a token of the master client; the next request made with it is refused (the auth hook
 * reads the row on every request). Null when the id is not this master client's; a token already
 * revoked stays as it was and is answered as it is.
 */
export async function revokeApiToken(
  tx: Tx,
  masterClientId: number,
  id: number,
  revokedBy: number,
  now: Date,
): Promise<ApiTokenRow | null> {
  const mine = and(eq(apiTokens.id, id), eq(apiTokens.masterClientId, masterClientId));
  const [done] = await tx
    .update(apiTokens)
    .set({ revokedAt: now, revokedBy })
    .where(and(mine, isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (done) {
    await audit(tx, {
      userId: revokedBy,
      masterClientId,
      entity: 'apiToken',
      entityId: id,
      action: 'update',
      before: { revokedAt: null },
      after: { revokedAt: now.toISOString() },
    });
  }
  const [row] = await tx
    .select(columns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(mine);
  return row ?? null;
}

/** The caller behind a live token, as the auth hook needs it. */
export interface TokenCaller {
  tokenId: number;
  masterClientId: number;
  lastUsedAt: Date | null;
  /** The creator, narrowed to the token's master client with the token's bits. */
  user: SessionUser;
}

/**
 * The creator of a live token (neither revoked nor expired) as a caller who works only in the
 * token's master client, holding there the token's bits intersected with the creator's current
 * ones: a token applies its permissions exactly like a person, and never more than its creator
 * now holds. Null when the token is unknown, revoked or expired, or its creator has lost the
 * master client; the caller cannot tell which.
 */
export async function loadTokenCaller(db: Executor, tokenHash: string, now: Date): Promise<TokenCaller | null> {
  const [row] = await queryRows<{
    token_id: number;
    master_client_id: number;
    last_used_at: Date | string | null;
    permission_bits: string;
    permission_chunk_length: number;
    id: number;
    email: string;
    client_roles: ClientRole[];
    master_clients: MasterClient[];
  }>(
    db,
    sql`select t.id as token_id, t.master_client_id, t.last_used_at, t.permission_bits, t.permission_chunk_length,
      u.id, u.email,
      coalesce((select json_agg(json_build_object('masterClientId', ur.master_client_id, 'routeRole', r.route_role,
          'role', json_build_object('id', r.id, 'name', r.name, 'permissionBits', r.permission_bits,
            'permissionChunkLength', r.permission_chunk_length)) order by r.id)
        from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = u.id and ur.master_client_id = t.master_client_id), '[]') as client_roles,
      coalesce((select json_agg(json_build_object('masterClientId', mc.id, 'masterClientName', mc.name,
          'isDefault', mc.is_default))
        from user_master_clients umc join master_clients mc on mc.id = umc.master_client_id
        where umc.user_id = u.id and umc.master_client_id = t.master_client_id), '[]') as master_clients
    from api_tokens t join users u on u.id = t.created_by
    where t.token_hash = ${tokenHash} and t.revoked_at is null
      and (t.expires_at is null or t.expires_at > ${now.toISOString()}::timestamptz)`,
  );
  if (!row || row.master_clients.length === 0) return null;
  const carried: PermissionSource = {
    permissionBits: row.permission_bits,
    permissionChunkLength: Number(row.permission_chunk_length),
  };
  const clientRoles = row.client_roles.map((c) => ({
    ...c,
    role: { ...c.role, ...intersectPermissions(carried, c.role) },
  }));
  // The token is its own default master client: a request naming none works in it.
  const masterClients = row.master_clients.map((c) => ({ ...c, isDefault: true }));
  return {
    tokenId: Number(row.token_id),
    masterClientId: Number(row.master_client_id),
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at),
    user: {
      id: Number(row.id),
      email: row.email,
      isProviderStaff: isProviderStaffEmail(row.email),
      masterClients,
      masterClientIds: masterClients.map((c) => c.masterClientId),
      clientRoles,
    },
  };
}

/**
 * Records last use of several tokens in one statement, never moving it back (the auth hook
 * gathers them, see plugins/auth.ts). At most 1,000 ids a statement.
 */
export async function touchApiTokens(db: Executor, ids: readonly number[], now: Date): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          inArray(apiTokens.id, ids.slice(i, i + 1000)),
          or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, now)),
        ),
      );
  }
}
