import type { MessageKey } from '../messages/en.ts';
import { en } from '../messages/en.ts';
import { AUDIT_ENTITIES } from '../settings/audit.ts';
import { AUDIT_PERMISSION, type AuditRow, auditEntityLabel } from '../settings/auditLog.ts';
import type { ExportColumn } from './columns.ts';

const ACTION: Readonly<Record<AuditRow['action'], MessageKey>> = {
  create: 'audit.action.CREATE',
  update: 'audit.action.UPDATE',
  delete: 'audit.action.DELETE',
};

/** One changed field as the screen shows it: `field: before → after`, an absent value as —. */
const change = (c: AuditRow['changes'][number]) => `${c.field}: ${c.before ?? '—'} → ${c.after ?? '—'}`;

/**
 * The audit log's columns, in the screen's order: the instant as ISO 8601 (UTC, where the screen
 * shows the viewer's local time), entity and action by their labels, one changed field a line.
 */
export const AUDIT_EXPORT_COLUMNS: readonly ExportColumn<AuditRow>[] = [
  { key: 'at', label: 'audit.col.at', kind: 'text', value: (r) => r.at },
  { key: 'user', label: 'audit.col.user', kind: 'text', value: (r) => r.userName },
  { key: 'entity', label: 'audit.col.entity', kind: 'text', value: (r) => en[auditEntityLabel(r.entity)] },
  { key: 'record', label: 'audit.col.record', kind: 'number', value: (r) => r.entityId },
  { key: 'action', label: 'audit.col.action', kind: 'text', value: (r) => en[ACTION[r.action]] },
  { key: 'changes', label: 'audit.col.changes', kind: 'text', value: (r) => r.changes.map(change).join('\n') },
];

/** An entity the audit screen's filter offers (anything else is no filter). */
export const isAuditExportEntity = (value: string | null): value is string =>
  value !== null && (AUDIT_ENTITIES as readonly string[]).includes(value);

/** The audit log's own right, which an export also needs: DETAILED VIEW of Roles & Security. */
export const AUDIT_EXPORT_MODULE = AUDIT_PERMISSION.module;
export const AUDIT_EXPORT_FLAG = AUDIT_PERMISSION.flagName;
