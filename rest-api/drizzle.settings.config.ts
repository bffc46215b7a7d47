// drizzle-kit reads this to generate the settings migrations from src/db/schema-settings.ts
// (`npx drizzle-kit generate --config drizzle.settings.config.ts`), journaled separately from
// the foundation set (see src/db/migrations.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-settings.ts',
  out: './migrations/settings',
  tablesFilter: [
    'user_client_settings',
    'user_locations',
    'invitations',
    'departments',
    'role_departments',
    'role_locations',
    'audit_log',
  ],
});
