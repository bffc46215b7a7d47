/**
 * Rows the tenancy and permission tests act on, written straight into the REST API's database,
 * and fingerprints of tables to prove that a refused call wrote nothing.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { encodePermissions } from '../../core/src/permissions.ts';
import type { Db } from '../../rest-api/src/db/client.ts';
import { queryRows } from '../../rest-api/src/db/rows.ts';
import { locationGroups, locations } from '../../rest-api/src/db/schema.ts';
import { userClientSettings } from '../../rest-api/src/db/schema-settings.ts';
import { userWithBits } from './roles.ts';

/** The demo master clients by name: FunZone (A), Bowlarama (B), JumpPark (C). */
export async function demoMasterClients(db: Db): Promise<{ a: number; b: number; c: number }> {
  const rows = await queryRows<{ id: number; name: string }>(db, sql`select id, name from master_clients`);
  const id = (prefix: string) => Number(rows.find((r) => r.name.startsWith(prefix))!.id);
  return { a: id('FunZone'), b: id('Bowlarama'), c: id('JumpPark') };
}

const tag = () => randomUUID().slice(0, 8);

export async function newGroup(db: Db, masterClientId: number): Promise<{ id: number; version: number }> {
  const [row] = await db
    .insert(locationGroups)
    .values({ masterClientId, name: `Group ${tag()}` })
    .returning({ id: locationGroups.id, version: locationGroups.version });
  return row!;
}

export async function newLocation(
  db: Db,
  masterClientId: number,
): Promise<{ id: number; code: string; version: number }> {
  const code = `T${tag().toUpperCase()}`;
  const [row] = await db
    .insert(locations)
    .values({ masterClientId, name: `Location ${code}`, code, storeNumber: '9000' })
    .returning({ id: locations.id, code: locations.code, version: locations.version });
  return row!;
}

/** A staff-like user of one master client (calendar view only), optionally a director user there. */
export async function newUser(
  db: Db,
  masterClientId: number,
  options: { director?: boolean } = {},
): Promise<{ id: number; email: string; roleId: number }> {
  const made = await userWithBits(db, masterClientId, encodePermissions({ 16: ['view'] }));
  await db
    .insert(userClientSettings)
    .values({ userId: made.userId, masterClientId, directorAccess: options.director ?? false });
  return { id: made.userId, email: made.email, roleId: made.roleId };
}

/** Tables a settings or tenancy call may write (sessions left out: every call slides one). */
export const WRITTEN_TABLES = [
  'master_clients',
  'api_tokens',
  'location_groups',
  'locations',
  'roles',
  'users',
  'user_roles',
  'user_master_clients',
  'user_locations',
  'user_client_settings',
  'invitations',
  'outbox',
  'visit_logs',
  'contacts',
  'recovery_codes',
  // Customers opened by provider staff.
  'tenant_profiles',
  'tenant_invitations',
  // Marketing e-mail; guest_messages is left out: delivery jobs update it in the background.
  'email_branding',
  'message_templates',
  // Catalogue.
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
  // Products.
  'products',
  'product_locations',
  'product_category_links',
  'product_modifiers',
  'product_credit_types',
  'product_prices',
  'product_loyalty_points',
  'product_membership_requirements',
  'product_blocked_accesses',
  'product_display_order',
  'product_names',
  // Roles & Departments.
  'departments',
  'role_departments',
  'role_locations',
  'audit_log',
  // Translations.
  'translations',
  // Bookings.
  'bookings',
  'booking_slots',
  'booking_payments',
  'booking_offerings',
  'booking_customers',
  'booking_emails',
  'booking_pay_links',
  // Calendar, general and registration settings, integrations.
  'location_settings',
  'calendar_exceptions',
  'registration_settings',
  'integration_settings',
  // Guests, segments and CRM.
  'guest_notes',
  'guest_tags',
  'guest_tag_links',
  'guest_segments',
  // Not guest_segment_counts: only the count job writes it, in the background, whenever a count
  // queued by an earlier save runs; a request at most queues a job.
  'segment_sends',
  // Club booking and the kiosk.
  'club_settings',
  'club_offerings',
  'club_lightning_deals',
  'club_booking_discounts',
  'club_booking_discount_offerings',
  'club_notifications',
  'club_deals',
  // The desk's check-ins and guest keys.
  'desk_checkins',
  'desk_guest_keys',
  // The time-type sends.
  'message_sends',
  // The venue feed: its rows stand for the dashboard facts written with them.
  'feed_transactions',
  'feed_employees',
  'feed_events',
  'feed_gift_cards',
  // Sales imports: an upload stages its rows, a start moves its status.
  'feed_imports',
  'feed_import_rows',
] as const;

/** One hash per table of its whole content: equal fingerprints, nothing written. */
export async function fingerprint(db: Db, tables: readonly string[] = WRITTEN_TABLES): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ h: string | null }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(table)} t`,
    );
    out[table] = row?.h ?? '';
  }
  return out;
}
