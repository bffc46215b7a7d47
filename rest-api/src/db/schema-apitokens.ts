/**
 * API tokens for internal tools. Generated into migrations/apitokens by
 * drizzle.apitokens.config.ts and journaled in __drizzle_migrations_apitokens.
 *
 * Only the sha256 of a token is stored: the secret is 32 random bytes, so no dictionary or brute
 * force reaches it and a slow hash (scrypt) would only cost time on every request. A token works
 * in one master client; its bits are intersected with its creator's current ones on every request
 * (plugins/auth.ts). Revoked and expired rows stay for the record; they never authenticate again.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { masterClients, users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** `mq_<mc>_…abcd`: enough to tell tokens apart in the list, useless to an attacker. */
    hint: text('hint').notNull(),
    permissionBits: text('permission_bits').notNull(),
    permissionChunkLength: integer('permission_chunk_length').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Null: never expires. */
    expiresAt: at('expires_at'),
    /** Written at most once a minute per token (core LAST_USED_RESOLUTION_SECONDS). */
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_idx').on(t.tokenHash),
    index('api_tokens_master_client_idx').on(t.masterClientId, t.createdAt),
    check('api_tokens_bits_ck', sql`${t.permissionBits} ~ '^[01]*$'`),
  ],
);
