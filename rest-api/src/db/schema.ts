/**
 * The database schema (drizzle). One table per entity; later areas (dashboards, settings)
 * add their tables here and a new generated migration. Entity ids are identity columns;
 * reference lists (languages, date formats, contact types) keep fixed ids because the web and
 * the spec name them (default language id 1).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Key/value facts about the database itself, e.g. the demo-data marker. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// ── Tenancy ────────────────────────────────────────────────────────────────────────────────

export const masterClients = pgTable('master_clients', {
  id: id(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

export const locationGroups = pgTable(
  'location_groups',
  {
    id: id(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    name: text('name').notNull(),
    /** Optimistic lock: every settings save bumps it and must name the version it read. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('location_groups_master_client_idx').on(t.masterClientId)],
);

export const locations = pgTable(
  'locations',
  {
    id: id(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    groupId: integer('group_id').references(() => locationGroups.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    storeNumber: text('store_number').notNull(),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default('US'),
    /** Off: the location leaves every picker and lookup and takes no new bookings or products (core/venue/locationEnabled.ts). */
    enabled: boolean('enabled').notNull().default(true),
    /** Optimistic lock: every settings save bumps it and must name the version it read. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('locations_master_client_idx').on(t.masterClientId),
    uniqueIndex('locations_master_client_code_uq').on(t.masterClientId, t.code),
  ],
);

// ── Users, roles, permissions ──────────────────────────────────────────────────────────────

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

export const dateFormats = pgTable('date_formats', {
  id: integer('id').primaryKey(),
  format: text('format').notNull(),
});

/**
 * Role definitions. Those of a master client are its own; those with no master client (role 1
 * 'Director', provider support) are shared definitions. Either way a user holds a role per
 * master client (user_roles).
 */
export const roles = pgTable('roles', {
  id: id(),
  /** Null for roles shared by every master client (e.g. provider support). */
  masterClientId: integer('master_client_id').references(() => masterClients.id),
  name: text('name').notNull(),
  routeRole: text('route_role', { enum: ['admin', 'staff', 'user'] }).notNull(),
  permissionBits: text('permission_bits').notNull(),
  permissionChunkLength: integer('permission_chunk_length').notNull(),
  /** A role of the provider's own staff: only provider staff may give it. */
  isProvider: boolean('is_provider').notNull().default(false),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Comma-separated job titles; empty shows 'Guest'. */
    title: text('title').notNull().default(''),
    phone: text('phone').notNull().default(''),
    image: text('image'),
    languageId: integer('language_id')
      .notNull()
      .default(1)
      .references(() => languages.id),
    dateFormatId: integer('date_format_id')
      .notNull()
      .default(1)
      .references(() => dateFormats.id),
    isProfileCompleted: boolean('is_profile_completed').notNull().default(false),
    /** Optimistic lock: every profile save bumps it and must name the version it read. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    check('users_email_lower_ck', sql`${t.email} = lower(${t.email})`),
  ],
);

export const userMasterClients = pgTable(
  'user_master_clients',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.masterClientId] })],
);

/**
 * The one role a user holds in each of their master clients (DESIGN.md, Permissions). The
 * membership must exist, so taking someone out of a master client takes their role there too
 * and nowhere else.
 */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.masterClientId] }),
    foreignKey({
      name: 'user_roles_membership_fk',
      columns: [t.userId, t.masterClientId],
      foreignColumns: [userMasterClients.userId, userMasterClients.masterClientId],
    }),
    index('user_roles_role_idx').on(t.roleId),
  ],
);

/** External admin sites a user may open (spec/1 §2.7 admin links). */
export const dnsEntries = pgTable(
  'dns_entries',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    host: text('host').notNull(),
  },
  (t) => [index('dns_entries_user_idx').on(t.userId)],
);

export const contactTypes = pgTable('contact_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Points of contact; at least one completes the profile. */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    contactTypeId: integer('contact_type_id')
      .notNull()
      .references(() => contactTypes.id),
  },
  (t) => [index('contacts_user_idx').on(t.userId)],
);

// ── Sessions and recovery ──────────────────────────────────────────────────────────────────

/** Only the sha256 of the opaque token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

// ── Messaging, logs, shell ─────────────────────────────────────────────────────────────────

/** E-mail waiting for (or done with) delivery; readable in non-production via /dev/outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    // "to" is a reserved word in SQL; the column says what it holds instead.
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id)],
);

export const visitLogs = pgTable(
  'visit_logs',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    masterClientId: integer('master_client_id').references(() => masterClients.id),
    eventName: text('event_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('visit_logs_user_idx').on(t.userId)],
);

export const quickPanelEntries = pgTable('quick_panel_entries', {
  id: id(),
  kind: text('kind', { enum: ['note', 'event'] }).notNull(),
  title: text('title').notNull(),
  detail: text('detail').notNull(),
});
