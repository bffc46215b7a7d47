// drizzle-kit reads this to generate the feed migrations from src/db/schema-feed.ts
// (`pnpm --filter @marquee/rest-api exec drizzle-kit generate --config drizzle.feed.config.ts`),
// journaled separately from the other sets (see src/db/migrations.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-feed.ts',
  out: './migrations/feed',
  tablesFilter: [
    'feed_transactions',
    'feed_employees',
    'venue_changes',
    'feed_events',
    'feed_imports',
    'feed_import_rows',
    'feed_gift_cards',
  ],
});
