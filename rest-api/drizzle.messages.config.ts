// drizzle-kit reads this to generate the messages migrations from src/db/schema-messages.ts
// (`pnpm --filter @marquee/rest-api exec drizzle-kit generate --config drizzle.messages.config.ts`),
// journaled separately from the other sets (see src/db/migrations.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-messages.ts',
  out: './migrations/messages',
  tablesFilter: ['message_sends'],
});
