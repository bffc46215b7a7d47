/**
 * Writes one audit row in the caller's transaction: the change and its record commit
 * or roll back together, so a refused or failed save leaves no row. A change of nothing writes
 * nothing.
 */
import { type AuditAction, type AuditValue, changedFields } from '@marquee/core/settings/audit';
import type { Tx } from '../db/client.ts';
import { auditLog } from '../db/schema-settings.ts';

export interface AuditEntry {
  userId: number;
  masterClientId: number;
  entity: string;
  entityId: number;
  action: AuditAction;
  before: Record<string, AuditValue> | null;
  after: Record<string, AuditValue> | null;
  /** Fields stored masked. */
  secrets?: readonly string[];
}

export async function audit(tx: Tx, entry: AuditEntry): Promise<void> {
  const changes = changedFields(entry.before, entry.after, entry.secrets);
  if (Object.keys(changes).length === 0) return;
  const { userId, masterClientId, entity, entityId, action } = entry;
  await tx.insert(auditLog).values({ userId, masterClientId, entity, entityId, action, changes });
}
