// drizzle-kit reads this to generate the locationsettings migrations from src/db/schema-locationsettings.ts
// (`pnpm --filter @marquee/rest-api exec drizzle-kit generate --config drizzle.locationsettings.config.ts`),
// journaled separately from the other sets (see src/db/migrations.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-locationsettings.ts',
  out: './migrations/locationsettings',
  tablesFilter: ['location_settings'],
});
