/**
 * Customers opened in the product by provider staff. Generated into migrations/tenants
 * by drizzle.tenants.config.ts and journaled in __drizzle_migrations_tenants.
 *
 * tenant_profiles: what a master client is besides its name (country, zone, currency), and the
 * normalised name that keeps two customers from sharing one (master_clients predates this and
 * has no such index). tenant_invitations: the first director's set-password link. Only the
 * sha256 of the token is stored; a link works once (used_at set by the UPDATE that checks it)
 * and until expires_at; sending it again revokes the older ones.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { masterClients, users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tenantProfiles = pgTable(
  'tenant_profiles',
  {
    masterClientId: integer('master_client_id')
      .primaryKey()
      .references(() => masterClients.id),
    /** lower(trim(name)): one customer per name, whatever the case. */
    nameKey: text('name_key').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    /** IANA time zone. */
    timeZone: text('time_zone').notNull(),
    /** ISO 4217. */
    currency: text('currency').notNull(),
    /** The provider staff member who opened it; null for the demo seed's. */
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenant_profiles_name_key_uq').on(t.nameKey),
    check('tenant_profiles_country_ck', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('tenant_profiles_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const tenantInvitations = pgTable(
  'tenant_invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** Set when a newer invitation replaced this one. */
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('tenant_invitations_token_uq').on(t.tokenHash),
    index('tenant_invitations_master_client_idx').on(t.masterClientId),
    index('tenant_invitations_user_idx').on(t.userId),
  ],
);
