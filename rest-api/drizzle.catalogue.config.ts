// drizzle-kit reads this to generate the catalogue migrations from src/db/schema-catalogue.ts
// (`pnpm --filter @marquee/rest-api exec drizzle-kit generate --config drizzle.catalogue.config.ts`),
// journaled separately from the other sets (see src/db/migrations.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-catalogue.ts',
  out: './migrations/catalogue',
  tablesFilter: [
    'tax_rates',
    'tax_rate_locations',
    'revenue_classes',
    'product_categories',
    'product_category_locations',
    'credit_types',
    'memberships',
    'membership_credit_types',
    'membership_locations',
    'discounts',
    'discount_revenue_classes',
    'food_modifiers',
    'food_modifier_locations',
    'vendors',
    'vendor_locations',
    'product_types',
    'price_levels',
    'blocked_accesses',
    'entitlement_packages',
  ],
});
