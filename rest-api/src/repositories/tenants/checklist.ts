/**
 * The setup checklist's counts, read from the data at request time: nothing stores
 * whether a step is done, so a step ticks the moment its rows exist and unticks if they go.
 */
import { sql } from 'drizzle-orm';
import type { ChecklistCounts } from '@marquee/core/tenants';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

export async function checklistCounts(db: Executor, masterClientId: number): Promise<ChecklistCounts> {
  const mc = masterClientId;
  // One statement of scalar sub-selects, each on a master_client_id index: cheap for any size.
  const [row] = await queryRows<{ [K in keyof ChecklistCounts]: number | string }>(
    db,
    sql`select
      (select count(*) from locations where master_client_id = ${mc}) as "locations",
      (select count(*) from tax_rates where master_client_id = ${mc}) as "taxRates",
      (select count(*) from revenue_classes where master_client_id = ${mc}) as "revenueClasses",
      (select count(*) from products where master_client_id = ${mc}) as "products",
      (select count(*) from booking_resources where master_client_id = ${mc}) as "resources",
      (select count(*) from booking_activities where master_client_id = ${mc}) as "activities",
      (select count(*) from club_settings where master_client_id = ${mc} and channel = 'BOOKING') as "bookingSettings",
      (select count(*) from club_offerings where master_client_id = ${mc} and channel = 'BOOKING') as "onlineOfferings",
      (select count(*) from roles where master_client_id = ${mc}) as "roles",
      (select count(*) from user_master_clients where master_client_id = ${mc}) as "users"`,
  );
  // node-postgres answers count(*) as text, PGlite as a number (TOOLCHAIN.md).
  const counts = row!;
  return {
    locations: Number(counts.locations),
    taxRates: Number(counts.taxRates),
    revenueClasses: Number(counts.revenueClasses),
    products: Number(counts.products),
    resources: Number(counts.resources),
    activities: Number(counts.activities),
    bookingSettings: Number(counts.bookingSettings),
    onlineOfferings: Number(counts.onlineOfferings),
    roles: Number(counts.roles),
    users: Number(counts.users),
  };
}
