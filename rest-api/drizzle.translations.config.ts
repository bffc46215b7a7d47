// drizzle-kit reads this to generate the translations migrations from src/db/schema-translations.ts
// (`pnpm --filter @marquee/rest-api exec drizzle-kit generate --config drizzle.translations.config.ts`),
// journaled separately from the other sets (see src/db/migrations.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema-translations.ts'],
  out: './migrations/translations',
  tablesFilter: ['translations'],
});
