/**
 * Translations (spec/3 §2 Translations): a location's wording of the fixed guest texts
 * (core/src/settings/translations.ts GUEST_TEXTS) per language, generated into
 * migrations/translations by drizzle.translations.config.ts. Product names per language live with
 * the product (product_names); the screen edits both.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { languages, locations, masterClients } from './schema.ts';

export const translations = pgTable(
  'translations',
  {
    masterClientId: integer('master_client_id')
      .notNull()
      .references(() => masterClients.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    /** A key of GUEST_TEXTS, e.g. 'booking.title'. */
    key: text('key').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.languageId, t.key] }),
    index('translations_client_idx').on(t.masterClientId),
  ],
);
