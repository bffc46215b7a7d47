/**
 * The venue transaction feed: what tills, kiosks and card systems sent, as sent.
 * Generated into migrations/feed by drizzle.feed.config.ts and journaled in
 * __drizzle_migrations_feed. The dashboards read the facts written beside these rows
 * (schema-dashboards.ts); these keep the sender's ids, so a replay writes nothing, and what each
 * refund and void undid, so they never exceed their sale.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { locations, masterClients } from './schema.ts';

export const feedTransactions = pgTable(
  'feed_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    /** The sender's id; unique per master client, so two copies racing record one. */
    externalId: text('external_id').notNull(),
    /** sha256 of the normalised transaction: the same id with other content is refused. */
    contentHash: text('content_hash').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    /** SALE, REFUND or VOID (core FEED_KINDS). */
    kind: text('kind').notNull(),
    channel: smallint('channel').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'string' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** A refund's or void's sale (this table's id); null for a sale. */
    originalId: bigint('original_id', { mode: 'number' }),
    /** A sale's: what its refunds and voids have undone so far (never above totalCents). */
    undoneCents: bigint('undone_cents', { mode: 'number' }).notNull().default(0),
    /** The dashboards' fact (dash_sales id) of a sale; a refund or void points at its sale's. */
    saleId: bigint('sale_id', { mode: 'number' }).notNull(),
    guestId: bigint('guest_id', { mode: 'number' }),
    employeeId: integer('employee_id').notNull(),
    /** Lines and payments as sent (normalised to cents), for the record. */
    lines: jsonb('lines').notNull(),
    payments: jsonb('payments').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feed_transactions_external_uq').on(t.masterClientId, t.externalId),
    index('feed_transactions_location_idx').on(t.locationId, t.occurredAt),
  ],
);

/** Employees by the till's code, per location: created on first sight as dashboard employees. */
export const feedEmployees = pgTable(
  'feed_employees',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    code: text('code').notNull(),
    /** dash_employees id. */
    employeeId: integer('employee_id').notNull(),
  },
  (t) => [uniqueIndex('feed_employees_code_uq').on(t.locationId, t.code)],
);

/**
 * The change log BI tools page through (venueChanges): one row per written row of
 * feed_transactions, bookings and guests, recorded by statement triggers (migrations/feed), so no
 * write path can miss one. `xid` is the writing transaction's id: a reader only takes rows whose
 * transaction is older than the oldest one still running, ordered by (xid, id), so a transaction
 * that commits late still lands after every cursor handed out before it.
 * No foreign keys: the log outlives what it names (a deleted guest's DELETED change).
 */
export const venueChanges = pgTable(
  'venue_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    masterClientId: integer('master_client_id').notNull(),
    /** core CHANGE_ENTITIES: 1 transaction, 2 booking, 3 guest. */
    entity: smallint('entity').notNull(),
    rowId: bigint('row_id', { mode: 'number' }).notNull(),
    /** I inserted, U updated, D deleted. */
    op: text('op').notNull(),
    /** pg_current_xact_id() of the write, as a number (xid8 counts from 1 and never wraps). */
    xid: bigint('xid', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('venue_changes_page_idx').on(t.masterClientId, t.entity, t.xid, t.id)],
);

/**
 * Venue events (labour shifts, check-ins, waivers) as sent. Their externalIds are a namespace of
 * their own, apart from transactions': unique per master client, so two copies racing record one.
 */
export const feedEvents = pgTable(
  'feed_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    externalId: text('external_id').notNull(),
    /** sha256 of the normalised event: the same id with other content is refused. */
    contentHash: text('content_hash').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    /** core VENUE_EVENT_KINDS. */
    kind: text('kind').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** The event's detail as sent (normalised), for the record. */
    detail: jsonb('detail').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feed_events_external_uq').on(t.masterClientId, t.externalId),
    index('feed_events_location_idx').on(t.locationId, t.occurredAt),
  ],
);

/**
 * Gift cards by the card system's number, per master client: what a card holds, so a redemption
 * or expiry never takes more than was sold onto it. `id` is the dashboards' card id
 * (dash_gift_card_ledger.card_id); it starts at 10¹⁵, above the ids of cards the demo data
 * generates, so the two never name one card.
 */
export const feedGiftCards = pgTable(
  'feed_gift_cards',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: 1_000_000_000_000_000 }),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    number: text('number').notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('feed_gift_cards_number_uq').on(t.masterClientId, t.number)],
);

/**
 * A sales import (core/src/feed/import.ts): an uploaded file's rows staged in feed_import_rows,
 * then written through the feed in batches by a job. The counters move in the same database
 * transaction as each batch's writes, so after a restart the job resumes at `nextSeq` and no
 * batch is counted twice.
 */
export const feedImports = pgTable(
  'feed_imports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    /** core IMPORT_KINDS: what the rows add (sales, guests, products); every read names it. */
    kind: text('kind').notNull().default('SALES'),
    fileName: text('file_name').notNull(),
    /** csv or xlsx. */
    format: text('format').notNull(),
    /** core IMPORT_STATUSES. */
    status: text('status').notNull().default('STAGED'),
    /** Rows staged (blank rows left out) and the records they form (transactions; a guest or product a row). */
    totalRows: integer('total_rows').notNull(),
    totalTransactions: integer('total_transactions').notNull(),
    /** Rows with a problem, found at upload by every rule checkable before writing. */
    problemRows: integer('problem_rows').notNull(),
    /** The next transaction (feed_import_rows.seq) to write: everything before it is done. */
    nextSeq: integer('next_seq').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    /** Transactions, as the feed answered them. */
    accepted: integer('accepted').notNull().default(0),
    replayed: integer('replayed').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** Why the job stopped, when FAILED. */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('feed_imports_client_idx').on(t.masterClientId, t.id),
    index('feed_imports_kind_idx').on(t.masterClientId, t.kind, t.id),
  ],
);

/** The staged rows of an import; `seq` numbers the transactions in the order first seen. */
export const feedImportRows = pgTable(
  'feed_import_rows',
  {
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => feedImports.id, { onDelete: 'cascade' }),
    /** The file's line (the header is 1). */
    line: integer('line').notNull(),
    seq: integer('seq').notNull(),
    /** The cells by column name (core ImportCells). */
    cells: jsonb('cells').notNull(),
    /** The row's problems found at upload, its own and its record's (core RowProblem[]). */
    problems: jsonb('problems').notNull(),
    /** Set when its transaction was refused: why, in English, and the column it is about. */
    reason: text('reason'),
    reasonColumn: text('reason_column'),
  },
  (t) => [
    uniqueIndex('feed_import_rows_pk').on(t.importId, t.line),
    index('feed_import_rows_seq_idx').on(t.importId, t.seq),
  ],
);
