/**
 * Per-location settings of the guest registration form and of the integrations (spec/3 §2, §3).
 * Part of the locationsettings migration set (drizzle.locationsettings.config.ts).
 *
 * An integration row holds its public settings as JSON and its one secret (Voucherify's private
 * key) encrypted with AES-256-GCM (src/security/secrets.ts); ChurnZero belongs to the master
 * client, so its row has no location.
 */
import type { RegistrationSettings } from '@marquee/core/venue/registration';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { locations, masterClients } from './schema.ts';

export const registrationSettings = pgTable(
  'registration_settings',
  {
    locationId: integer('location_id')
      .primaryKey()
      .references(() => locations.id, { onDelete: 'cascade' }),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    settings: jsonb('settings').$type<RegistrationSettings>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('registration_settings_master_client_idx').on(t.masterClientId)],
);

export const integrationSettings = pgTable(
  'integration_settings',
  {
    id: serial('id').primaryKey(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    /** Null for an integration of the whole master client (ChurnZero). */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    /** A key of core INTEGRATION_KINDS. */
    kind: text('kind').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(false),
    /** The integration's fields except its secret. */
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    /** 'v1.<iv>.<tag>.<ciphertext>' (base64url), or null when none was saved. */
    secret: text('secret'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('integration_settings_scope_uq').on(t.masterClientId, t.kind, sql`coalesce(${t.locationId}, 0)`)],
);
