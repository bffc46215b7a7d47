// drizzle-kit reads this to generate the tenants migrations from src/db/schema-tenants.ts
// (`pnpm --filter @marquee/rest-api exec drizzle-kit generate --config drizzle.tenants.config.ts`),
// journaled separately from the other sets (see src/db/migrations.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-tenants.ts',
  out: './migrations/tenants',
  tablesFilter: ['tenant_*'],
});
