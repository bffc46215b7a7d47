/**
 * Reading the audit log: the audit screen's pages and a record's History, always of one
 * master client, newest first. Pages carry `hasMore` instead of a total (core/src/settings/auditLog.ts).
 * The indexes these queries use are in migrations/audit.
 */
import type { AuditChanges } from '@marquee/core/settings/audit';
import type { AuditFilters, AuditPage, AuditRow, AuditUser } from '@marquee/core/settings/auditLog';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { userMasterClients, users } from '../db/schema.ts';
import { auditLog } from '../db/schema-settings.ts';
import { MAX_LOOKUP_ROWS } from '../resources/tableResource.ts';

const toJson = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

function changesOf(stored: unknown): AuditRow['changes'] {
  return Object.entries((stored ?? {}) as AuditChanges).map(([field, c]) => ({
    field,
    before: toJson(c.before),
    after: toJson(c.after),
  }));
}

/** The day after `day` (YYYY-MM-DD), so a range's last day is included. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

export function auditWhere(masterClientId: number, f: AuditFilters) {
  return and(
    eq(auditLog.masterClientId, masterClientId),
    f.userId === undefined ? undefined : eq(auditLog.userId, f.userId),
    f.entity === undefined ? undefined : eq(auditLog.entity, f.entity),
    f.entityId === undefined ? undefined : eq(auditLog.entityId, f.entityId),
    f.from === undefined ? undefined : gte(auditLog.at, new Date(`${f.from}T00:00:00Z`)),
    f.to === undefined ? undefined : lt(auditLog.at, new Date(nextDay(f.to))),
  );
}

export async function auditPage(
  db: Executor,
  masterClientId: number,
  filters: AuditFilters,
  page: number,
  rowsPerPage: number,
): Promise<AuditPage> {
  const found = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      userId: auditLog.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.userId))
    .where(auditWhere(masterClientId, filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    // One more than the page: whether another page follows, without counting the log.
    .limit(rowsPerPage + 1)
    .offset(page * rowsPerPage);
  const data = found.slice(0, rowsPerPage).map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    userId: r.userId,
    userName: `${r.firstName} ${r.lastName}`.trim(),
    entity: r.entity,
    entityId: r.entityId,
    action: r.action,
    changes: changesOf(r.changes),
  }));
  return { data, page, rowsPerPage, hasMore: found.length > rowsPerPage };
}

/** The users the filter offers: the master client's own users, by name. */
export async function auditUsers(db: Executor, masterClientId: number): Promise<AuditUser[]> {
  const found = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(
      userMasterClients,
      and(eq(userMasterClients.userId, users.id), eq(userMasterClients.masterClientId, masterClientId)),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(MAX_LOOKUP_ROWS);
  return found.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim() }));
}
