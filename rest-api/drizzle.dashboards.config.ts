// drizzle-kit reads this to generate the dashboards migrations from src/db/schema-dashboards.ts
// (npx drizzle-kit generate --config drizzle.dashboards.config.ts). The foundation tables it
// references come from the foundation set, which runs first (src/db/migrations.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-dashboards.ts',
  out: './migrations/dashboards',
});
