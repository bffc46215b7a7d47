/**
 * Customers (master clients) as provider staff see and open them. Opening one writes,
 * in the caller's transaction, the client and its reference data (open.ts), its first director
 * holding the shared Director role, the director's invitation and its e-mail, and an audit row.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { INVITATION_TTL_DAYS, INVITATION_TTL_MS, invitationStatus, type NewCustomerInput } from '@marquee/core/tenants';
import { INVITATION_PATH } from '@marquee/core/tenants';
import { languageById } from '@marquee/core/messages/languages';
import { en, format } from '@marquee/core/messages/en';
import { es } from '@marquee/core/messages/es';
import { ka } from '@marquee/core/messages/ka';
import type { Executor, Tx } from '../../db/client.ts';
import { locations, masterClients, roles, userMasterClients, userRoles, users } from '../../db/schema.ts';
import { userClientSettings } from '../../db/schema-settings.ts';
import { tenantInvitations, tenantProfiles } from '../../db/schema-tenants.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/queueMail.ts';
import { newSessionToken, sha256Hex } from '../../security/tokens.ts';
import { audit } from '../audit.ts';
import { nameKeyOf, openMasterClient } from './open.ts';

const CATALOGUES = { en, es, ka } as const;

export interface CustomerRow {
  masterClientId: number;
  name: string;
  country: string;
  timeZone: string;
  currency: string;
  locations: number;
  directorName: string;
  directorEmail: string;
  invitation: ReturnType<typeof invitationStatus>;
  createdAt: string | null;
}

/** The newest invitation of each of the given clients. */
async function latestInvitations(db: Executor, ids: number[]) {
  if (ids.length === 0)
    return new Map<number, typeof tenantInvitations.$inferSelect & { email: string; name: string }>();
  const rows = await db
    .select({ inv: tenantInvitations, email: users.email, first: users.firstName, last: users.lastName })
    .from(tenantInvitations)
    .innerJoin(users, eq(users.id, tenantInvitations.userId))
    .where(inArray(tenantInvitations.masterClientId, ids))
    .orderBy(desc(tenantInvitations.id));
  const map = new Map<number, typeof tenantInvitations.$inferSelect & { email: string; name: string }>();
  for (const r of rows) {
    if (!map.has(r.inv.masterClientId))
      map.set(r.inv.masterClientId, { ...r.inv, email: r.email, name: `${r.first} ${r.last}` });
  }
  return map;
}

export async function customerPage(
  db: Executor,
  q: { search: string; page: number; rowsPerPage: number },
  now: Date,
): Promise<{ data: CustomerRow[]; total: number }> {
  const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = q.search ? ilike(masterClients.name, pattern) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(masterClients).where(where);
  const locationCount = db
    .select({ mc: locations.masterClientId, n: count().as('n') })
    .from(locations)
    .groupBy(locations.masterClientId)
    .as('lc');
  const rows = await db
    .select({
      masterClientId: masterClients.id,
      name: masterClients.name,
      country: tenantProfiles.country,
      timeZone: tenantProfiles.timeZone,
      currency: tenantProfiles.currency,
      createdAt: tenantProfiles.createdAt,
      locations: sql<number>`coalesce(${locationCount.n}, 0)`,
    })
    .from(masterClients)
    .leftJoin(tenantProfiles, eq(tenantProfiles.masterClientId, masterClients.id))
    .leftJoin(locationCount, eq(locationCount.mc, masterClients.id))
    .where(where)
    .orderBy(asc(masterClients.name), asc(masterClients.id))
    .limit(q.rowsPerPage)
    .offset(q.page * q.rowsPerPage);
  const invitations = await latestInvitations(
    db,
    rows.map((r) => r.masterClientId),
  );
  return {
    total: Number(total),
    data: rows.map((r) => {
      const inv = invitations.get(r.masterClientId) ?? null;
      return {
        masterClientId: r.masterClientId,
        name: r.name,
        country: r.country ?? '',
        timeZone: r.timeZone ?? '',
        currency: r.currency ?? '',
        locations: Number(r.locations),
        directorName: inv?.name ?? '',
        directorEmail: inv?.email ?? '',
        invitation: invitationStatus(inv && { usedAt: inv.usedAt, expiresAt: inv.revokedAt ?? inv.expiresAt }, now),
        createdAt: r.createdAt?.toISOString() ?? null,
      };
    }),
  };
}

export async function customerById(db: Executor, masterClientId: number, now: Date): Promise<CustomerRow | null> {
  const [row] = await db
    .select({ name: masterClients.name })
    .from(masterClients)
    .where(eq(masterClients.id, masterClientId));
  if (!row) return null;
  // The name is unique (tenant_profiles), so searching for it finds this row among few.
  const page = await customerPage(db, { search: row.name, page: 0, rowsPerPage: 100 }, now);
  return page.data.find((c) => c.masterClientId === masterClientId) ?? null;
}

export async function isNameTaken(db: Executor, name: string): Promise<boolean> {
  const key = nameKeyOf(name);
  const [row] = await db
    .select({ id: masterClients.id })
    .from(masterClients)
    .where(sql`lower(trim(${masterClients.name})) = ${key}`)
    .limit(1);
  return row !== undefined;
}

export async function isEmailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

/** The shared Director role (no master client, route role admin): every client's director holds it. */
async function directorRoleId(tx: Executor): Promise<number> {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(isNull(roles.masterClientId), eq(roles.name, 'Director'), eq(roles.isProvider, false)))
    .orderBy(asc(roles.id))
    .limit(1);
  if (!row) throw new Error('The shared Director role is missing');
  return row.id;
}

interface InvitationMail {
  email: string;
  firstName: string;
  languageId: number;
  customer: string;
}

/**
 * A new invitation for the client's director: older unused ones are revoked, the token (43
 * random characters) is e-mailed and only its sha256 kept, and the mail is queued in `tx`.
 */
export async function writeInvitation(
  tx: Executor,
  jobs: JobQueue,
  publicUrl: string,
  inv: { masterClientId: number; userId: number; createdBy: number; now: Date } & InvitationMail,
): Promise<void> {
  await tx
    .update(tenantInvitations)
    .set({ revokedAt: inv.now })
    .where(
      and(
        eq(tenantInvitations.masterClientId, inv.masterClientId),
        eq(tenantInvitations.userId, inv.userId),
        isNull(tenantInvitations.usedAt),
        isNull(tenantInvitations.revokedAt),
      ),
    );
  const token = newSessionToken();
  await tx.insert(tenantInvitations).values({
    tokenHash: sha256Hex(token),
    masterClientId: inv.masterClientId,
    userId: inv.userId,
    createdBy: inv.createdBy,
    expiresAt: new Date(inv.now.getTime() + INVITATION_TTL_MS),
  });
  const catalogue = CATALOGUES[languageById(inv.languageId).code];
  const link = `${publicUrl}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
  await queueMail(tx, jobs, {
    to: inv.email,
    subject: format(catalogue['tenants.mail.subject'], { customer: inv.customer }),
    body: format(catalogue['tenants.mail.body'], {
      firstName: inv.firstName,
      customer: inv.customer,
      days: INVITATION_TTL_DAYS,
      link,
    }),
  });
}

/** Opens the customer; the caller checked the input and runs this in one transaction. */
export async function openCustomer(
  tx: Tx,
  jobs: JobQueue,
  publicUrl: string,
  input: NewCustomerInput,
  actor: { id: number; hash: string },
  now: Date,
): Promise<number> {
  const masterClientId = await openMasterClient(tx, {
    name: input.name,
    isDefault: false,
    country: input.country,
    timeZone: input.timeZone,
    currency: input.currency,
    createdBy: actor.id,
  });
  const [user] = await tx
    .insert(users)
    .values({
      email: input.directorEmail,
      // Unusable until the invitation sets a password (a hash of a random secret nobody holds).
      passwordHash: actor.hash,
      firstName: input.directorFirstName,
      lastName: input.directorLastName,
      languageId: input.directorLanguageId,
    })
    .returning({ id: users.id });
  const userId = user!.id;
  await tx.insert(userMasterClients).values({ userId, masterClientId });
  await tx.insert(userRoles).values({ userId, masterClientId, roleId: await directorRoleId(tx) });
  await tx.insert(userClientSettings).values({ userId, masterClientId, directorAccess: true, status: 'invited' });
  await writeInvitation(tx, jobs, publicUrl, {
    masterClientId,
    userId,
    createdBy: actor.id,
    now,
    email: input.directorEmail,
    firstName: input.directorFirstName,
    languageId: input.directorLanguageId,
    customer: input.name,
  });
  await audit(tx, {
    userId: actor.id,
    masterClientId,
    entity: 'customer',
    entityId: masterClientId,
    action: 'create',
    before: null,
    after: {
      name: input.name,
      country: input.country,
      timeZone: input.timeZone,
      currency: input.currency,
      directorEmail: input.directorEmail,
    },
  });
  return masterClientId;
}

/** The client's first director (the user of its first invitation), to invite again. */
export async function invitedDirector(db: Executor, masterClientId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      languageId: users.languageId,
      customer: masterClients.name,
      accepted: sql<boolean>`exists (select 1 from ${tenantInvitations} i where i.master_client_id = ${masterClientId} and i.user_id = ${users.id} and i.used_at is not null)`,
    })
    .from(tenantInvitations)
    .innerJoin(users, eq(users.id, tenantInvitations.userId))
    .innerJoin(masterClients, eq(masterClients.id, tenantInvitations.masterClientId))
    .where(eq(tenantInvitations.masterClientId, masterClientId))
    .orderBy(asc(tenantInvitations.id))
    .limit(1);
  return row ?? null;
}
