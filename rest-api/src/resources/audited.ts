/**
 * The audit hook of the resource wing: registerResource calls it inside the transaction
 * of every create, update and removal with the record as read before and after the write, so each
 * resource is audited without code of its own. The caller is the signed-in user; the record's
 * master client is the request's.
 */
import { type AuditAction, auditSnapshot, MASKED, secretsOf } from '@marquee/core/settings/audit';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { currentUser, requireMasterClient } from '../plugins/auth.ts';
import { audit } from '../repositories/audit.ts';

export interface AuditedChange {
  entity: string;
  id: number;
  action: AuditAction;
  before: object | null;
  after: object | null;
  /** The save's body: a secret sent non-empty but never read back (a password) counts as changed. */
  input?: unknown;
}

export async function auditChange(tx: Tx, request: FastifyRequest, change: AuditedChange): Promise<void> {
  const secrets = secretsOf(change.entity);
  const before = change.before && auditSnapshot(change.before);
  const after = change.after && auditSnapshot(change.after);
  const sent = (change.input ?? {}) as Record<string, unknown>;
  for (const field of secrets) {
    const value = sent[field];
    if (after && typeof value === 'string' && value !== '' && !(field in after)) {
      // Unreadable, so unknown whether it differs: both sides masked, the field marked as set.
      if (before) before[field] = null;
      after[field] = MASKED;
    }
  }
  await audit(tx, {
    userId: currentUser(request).id,
    masterClientId: requireMasterClient(request),
    entity: change.entity,
    entityId: change.id,
    action: change.action,
    before,
    after,
    secrets,
  });
}
