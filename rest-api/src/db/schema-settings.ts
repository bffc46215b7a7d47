/**
 * Tables of the settings area (spec/3 §2: groups, locations, users, director users), generated
 * into migrations/settings by drizzle.settings.config.ts and journaled in
 * __drizzle_migrations_settings. Version columns of foundation tables live in schema.ts.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { locations, masterClients, roles, users } from './schema.ts';

/**
 * What a user is within one master client beyond the foundation's user row: the full dialog's
 * fields, access to the director tool, and the director user's location.
 */
export const userClientSettings = pgTable(
  'user_client_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    posPassword: text('pos_password').notNull().default(''),
    cardId: text('card_id').notNull().default(''),
    /** MM/dd/yyyy as entered, or ''. */
    startDate: text('start_date').notNull().default(''),
    payrollId: text('payroll_id').notNull().default(''),
    payRate: text('pay_rate').notNull().default(''),
    /** Access to the director tool; such users are the Director Users screen's rows. */
    directorAccess: boolean('director_access').notNull().default(false),
    directorLocationId: integer('director_location_id').references(() => locations.id),
    /** 'invited' until the user first signs in. */
    status: text('status', { enum: ['active', 'invited'] })
      .notNull()
      .default('active'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.masterClientId] })],
);

/** The locations a user works at (the user's sub-table). */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] }), index('user_locations_location_idx').on(t.locationId)],
);

/** Every invitation sent (on creation and on resend); the e-mail itself goes to the outbox. */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('invitations_user_idx').on(t.userId)],
);

/** Departments of a master client (spec/3 §3 Department): a name and one location. */
export const departments = pgTable(
  'departments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    name: text('name').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [index('departments_client_location_idx').on(t.masterClientId, t.locationId)],
);

/** The departments a role is linked to (spec/3 §3 Role: Roles and Departments). */
export const roleDepartments = pgTable(
  'role_departments',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.departmentId] }),
    index('role_departments_department_idx').on(t.departmentId),
  ],
);

/** The locations a role is linked to. */
export const roleLocations = pgTable(
  'role_locations',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.locationId] }), index('role_locations_location_idx').on(t.locationId)],
);

/**
 * Every administrative change, written in the transaction of the change itself: who,
 * when, in which master client, what entity, and the before and after of the changed fields
 * (core/src/settings/audit.ts). The product only ever inserts here.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    index('audit_log_client_at_idx').on(t.masterClientId, t.at),
    index('audit_log_entity_idx').on(t.masterClientId, t.entity, t.entityId),
  ],
);
