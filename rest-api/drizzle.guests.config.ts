// drizzle-kit reads this to generate the guests migrations from src/db/schema-guests.ts
// (`pnpm --filter @marquee/rest-api exec drizzle-kit generate --config drizzle.guests.config.ts`),
// journaled separately from the other sets (see src/db/migrations.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema-guests.ts', './src/db/schema-guest-marketing.ts'],
  out: './migrations/guests',
  tablesFilter: [
    'guests',
    'guest_notes',
    'guest_tags',
    'guest_tag_links',
    'guest_stats',
    'guest_segments',
    'guest_segment_counts',
    'guest_totals',
  ],
});
