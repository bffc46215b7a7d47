// drizzle-kit reads this to generate the apitokens migrations from src/db/schema-apitokens.ts
// (`pnpm --filter @marquee/rest-api exec drizzle-kit generate --config drizzle.apitokens.config.ts`),
// journaled separately from the other sets (see src/db/migrations.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-apitokens.ts',
  out: './migrations/apitokens',
  tablesFilter: ['api_tokens'],
});
