// drizzle-kit reads this to generate the clubbooking migrations from src/db/schema-clubbooking.ts
// (`pnpm --filter @marquee/rest-api exec drizzle-kit generate --config drizzle.clubbooking.config.ts`),
// journaled separately from the other sets (see src/db/migrations.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-clubbooking.ts',
  out: './migrations/clubbooking',
  tablesFilter: ['club_*'],
});
