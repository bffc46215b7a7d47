// drizzle-kit reads this to generate the foundation migrations from src/db/schema.ts
// (`pnpm db:generate`). Other areas have their own config, schema file and migration set
// (see src/db/migrations.ts). The generated files run unchanged on PGlite and PostgreSQL.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations/foundation',
});
