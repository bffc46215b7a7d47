// drizzle-kit reads this to generate the bookings migrations from src/db/schema-bookings.ts
// (`pnpm --filter @marquee/rest-api exec drizzle-kit generate --config drizzle.bookings.config.ts`),
// journaled separately from the other sets (see src/db/migrations.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-bookings.ts',
  out: './migrations/bookings',
  tablesFilter: ['booking_*', 'bookings'],
});
