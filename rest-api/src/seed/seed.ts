/**
 * Fills an empty database with the demo data, once. A marker row in app_meta records that it
 * ran; an advisory lock keeps two starting processes from both seeding the same server.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import * as st from '../db/schema-settings.ts';
import { hashPassword } from '../security/passwords.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedDashboards } from './dashboards/seed.ts';
import { DEMO_CHUNK_LENGTH, DEMO_PERMISSIONS } from './permissions.ts';
import { seededRandom } from './prng.ts';
import { CONTACT_TYPES, DATE_FORMATS, LANGUAGES, QUICK_PANEL } from './reference.ts';
import { DEMO_DEPARTMENTS, generateStaff, STAFF_ROLES } from './staff.ts';
import { DEMO_MASTER_CLIENTS, type DemoLocation, extraLocations, type MasterClientKey } from './tenancy.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './users.ts';
import { seedVenue } from './venue.ts';
import { seedBookings } from './bookings.ts';
import { seedMarketing } from './marketing.ts';
import { seedGuestActivity } from './guestActivity.ts';
import { seedClubBooking } from './clubbooking.ts';
import { openMasterClient } from '../repositories/tenants/open.ts';

const MARKER = 'demo_seed';
const SEED = 20260101;
/** The demo customers are American venues priced in dollars. */
const DEMO_PROFILE = { country: 'US', timeZone: 'America/Chicago', currency: 'USD', createdBy: null };

export interface SeedOptions {
  /** Multiplies the amount of generated data (SEED_SCALE). */
  scale: number;
  /** Last day of the dashboard demo facts (ISO); today (UTC) when absent. */
  dashboardAnchorDate?: string;
}

/** Seeds when the marker is absent; answers whether it did. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<boolean> {
  // Already seeded (every start but the first, and every test database copied from a seeded
  // one): answer before paying for the hashes. The check under the lock below still decides.
  if ((await db.select().from(t.appMeta).where(eq(t.appMeta.key, MARKER))).length > 0) return false;
  // Hash outside the transaction: scrypt is slow on purpose and needs no lock.
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(738201)`);
    const done = await tx.select().from(t.appMeta).where(eq(t.appMeta.key, MARKER));
    if (done.length > 0) return false;
    await seedReference(tx);
    const clientIds = await seedTenancy(tx, options.scale);
    await seedUsers(tx, clientIds, hashes);
    await seedCatalogue(tx, clientIds);
    await seedDashboards(tx, [...clientIds.values()], {
      scale: options.scale,
      anchorDate: options.dashboardAnchorDate,
    });
    // Generated staff reuse a demo user's hash of the demo password: scrypt per person is slow.
    await seedStaff(tx, clientIds, hashes[0]!);
    await seedVenue(tx, clientIds, options.scale, seededRandom(SEED + 2));
    await seedBookings(
      tx,
      clientIds,
      options.dashboardAnchorDate ?? new Date().toISOString().slice(0, 10),
      seededRandom(SEED + 3),
    );
    await seedMarketing(tx, clientIds);
    await seedGuestActivity(tx, [...clientIds.values()], seededRandom(SEED + 3));
    await seedClubBooking(tx, [...clientIds.values()]);
    await tx.insert(t.appMeta).values({ key: MARKER, value: new Date().toISOString() });
    return true;
  });
}

async function seedReference(tx: Tx) {
  await tx.insert(t.languages).values(LANGUAGES);
  await tx.insert(t.dateFormats).values(DATE_FORMATS);
  await tx.insert(t.contactTypes).values(CONTACT_TYPES);
  await tx.insert(t.quickPanelEntries).values([...QUICK_PANEL]);
}

async function seedTenancy(tx: Tx, scale: number): Promise<Map<MasterClientKey, number>> {
  const random = seededRandom(SEED);
  const ids = new Map<MasterClientKey, number>();
  let storeNumber = 1001;
  const row = (masterClientId: number, groupId: number | null, l: DemoLocation) => ({
    masterClientId,
    groupId,
    name: l.name,
    code: l.code,
    storeNumber: String(storeNumber++),
    address1: `${random.int(100, 9899)} ${l.street}`,
    city: l.city,
    state: l.state,
    postalCode: l.postalCode,
  });
  for (const client of DEMO_MASTER_CLIENTS) {
    // The same path as a customer opened by provider staff: the row, its profile, its reference data.
    const masterClientId = await openMasterClient(tx, {
      ...DEMO_PROFILE,
      name: client.name,
      isDefault: client.isDefault,
    });
    ids.set(client.key, masterClientId);
    const rows = [];
    for (const group of client.groups) {
      const [g] = await tx
        .insert(t.locationGroups)
        .values({ masterClientId, name: group.name })
        .returning({ id: t.locationGroups.id });
      rows.push(...group.locations.map((l) => row(masterClientId, g!.id, l)));
    }
    rows.push(...client.ungrouped.map((l) => row(masterClientId, null, l)));
    rows.push(...extraLocations(client, scale, random).map((l) => row(masterClientId, null, l)));
    await tx.insert(t.locations).values(rows);
  }
  return ids;
}

async function seedUsers(tx: Tx, clientIds: Map<MasterClientKey, number>, hashes: string[]) {
  for (const [i, u] of DEMO_USERS.entries()) {
    // Director (role 1, locked) and provider support serve every master client as one shared role;
    // any other role belongs to one master client, so each client's administrators can edit theirs.
    const shared = i === 0 || (u.role.isProvider ?? false);
    const roleValues = (masterClientId: number | null) => ({
      masterClientId,
      name: u.role.name,
      routeRole: u.role.routeRole,
      permissionBits: u.role.permissionBits,
      permissionChunkLength: DEMO_CHUNK_LENGTH,
      isProvider: u.role.isProvider ?? false,
    });
    const clientsOfUser = u.masterClients.map((key) => clientIds.get(key)!);
    const roleRows = await tx
      .insert(t.roles)
      .values(shared ? [roleValues(null)] : clientsOfUser.map(roleValues))
      .returning({ id: t.roles.id });
    const roleIn = (index: number) => (shared ? roleRows[0]! : roleRows[index]!).id;
    const [user] = await tx
      .insert(t.users)
      .values({
        email: u.email,
        passwordHash: hashes[i]!,
        firstName: u.firstName,
        lastName: u.lastName,
        title: u.title,
        phone: u.phone,
        isProfileCompleted: u.contacts.length > 0,
      })
      .returning({ id: t.users.id });
    const userId = user!.id;
    const memberships = clientsOfUser.map((masterClientId) => ({ userId, masterClientId }));
    await tx.insert(t.userMasterClients).values(memberships);
    // Assignments are per master client: the shared role, or that client's own copy.
    await tx.insert(t.userRoles).values(memberships.map((m, index) => ({ ...m, roleId: roleIn(index) })));
    if (u.dns.length > 0) await tx.insert(t.dnsEntries).values(u.dns.map((d) => ({ userId, ...d })));
    if (u.contacts.length > 0) await tx.insert(t.contacts).values(u.contacts.map((c) => ({ userId, ...c })));
  }
}

/** Per master client: its staff roles and generated staff (settings lists), and director access. */
async function seedStaff(tx: Tx, clientIds: Map<MasterClientKey, number>, passwordHash: string) {
  const random = seededRandom(SEED + 1);
  for (const client of DEMO_MASTER_CLIENTS) {
    const masterClientId = clientIds.get(client.key)!;
    const domain = `${client.key}.test`;
    const locationRows = await tx
      .select({ id: t.locations.id })
      .from(t.locations)
      .where(eq(t.locations.masterClientId, masterClientId))
      .orderBy(t.locations.id);
    const roleRows = await tx
      .insert(t.roles)
      .values(
        STAFF_ROLES[client.key].map((name) => ({
          masterClientId,
          name,
          routeRole: 'staff' as const,
          permissionBits: DEMO_PERMISSIONS.venueStaff,
          permissionChunkLength: DEMO_CHUNK_LENGTH,
        })),
      )
      .returning({ id: t.roles.id });
    await tx
      .insert(st.departments)
      .values(
        locationRows.flatMap((l) => DEMO_DEPARTMENTS.map((name) => ({ masterClientId, name, locationId: l.id }))),
      );
    const staff = generateStaff(client.key, domain, locationRows.length, random);
    const created = await tx
      .insert(t.users)
      .values(
        staff.map((s) => ({
          email: s.email,
          passwordHash,
          firstName: s.firstName,
          lastName: s.lastName,
          phone: s.phone,
          isProfileCompleted: true,
        })),
      )
      .returning({ id: t.users.id });
    const ids = created.map((u) => u.id);
    await tx.insert(t.userMasterClients).values(ids.map((userId) => ({ userId, masterClientId })));
    await tx
      .insert(t.userRoles)
      .values(staff.map((s, i) => ({ userId: ids[i]!, masterClientId, roleId: roleRows[s.role]!.id })));
    await tx
      .insert(st.userLocations)
      .values(staff.flatMap((s, i) => s.locations.map((l) => ({ userId: ids[i]!, locationId: locationRows[l]!.id }))));
    await tx.insert(st.userClientSettings).values(
      staff.map((s, i) => ({
        userId: ids[i]!,
        masterClientId,
        posPassword: s.posPassword,
        cardId: s.cardId,
        startDate: s.startDate,
        payrollId: s.payrollId,
        payRate: s.payRate,
        directorAccess: s.directorAccess,
        directorLocationId: s.directorAccess ? locationRows[s.locations[0]!]!.id : null,
        status: s.status,
      })),
    );
  }
  // The demo director uses the director tool in every master client.
  const [director] = await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO_USERS[0]!.email));
  await tx
    .insert(st.userClientSettings)
    .values(
      [...clientIds.values()].map((masterClientId) => ({ userId: director!.id, masterClientId, directorAccess: true })),
    );
}
