// drizzle-kit reads this to generate the desk migrations from src/db/schema-desk.ts
// (`pnpm --filter @marquee/rest-api exec drizzle-kit generate --config drizzle.desk.config.ts`),
// journaled separately from the other sets (see src/db/migrations.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-desk.ts',
  out: './migrations/desk',
  tablesFilter: ['desk_*'],
});
