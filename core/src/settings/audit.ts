/**
 * The audit log's record of a change (issue 11, DESIGN.md Permissions): the fields that differ
 * between before and after, each with both values; secrets are masked, never stored.
 */
export type AuditAction = 'create' | 'update' | 'delete';
export type AuditValue = string | number | boolean | null | readonly number[];
export type AuditChanges = Record<string, { before: AuditValue; after: AuditValue }>;

export const MASKED = '••••';

const same = (a: AuditValue, b: AuditValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changed fields of `before` → `after` (a create has no before, a delete no after). Fields
 * named in `secrets` show as masked on both sides when they changed.
 */
export function changedFields(
  before: Record<string, AuditValue> | null,
  after: Record<string, AuditValue> | null,
  secrets: readonly string[] = [],
): AuditChanges {
  const out: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const b = before?.[key] ?? null;
    const a = after?.[key] ?? null;
    if (same(a, b)) continue;
    const secret = secrets.includes(key);
    out[key] = { before: secret && b !== null ? MASKED : b, after: secret && a !== null ? MASKED : a };
  }
  return out;
}
