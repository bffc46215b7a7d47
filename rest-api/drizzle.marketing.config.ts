// drizzle-kit reads this to generate the marketing migrations from src/db/schema-marketing.ts
// (`pnpm --filter @marquee/rest-api exec drizzle-kit generate --config drizzle.marketing.config.ts`),
// journaled separately from the other sets (see src/db/migrations.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-marketing.ts',
  out: './migrations/marketing',
  tablesFilter: ['email_branding', 'message_templates', 'guest_messages', 'segment_sends'],
});
