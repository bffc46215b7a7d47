/**
 * The audit log's record of a change (DESIGN.md Permissions): the fields that differ
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

/** Strings longer than this are stored as their length and a fingerprint (images as data URLs). */
export const AUDIT_MAX_TEXT = 500;

/** FNV-1a of a text, in hex: enough to tell two long values apart in the log without storing them. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

function clip(text: string): string {
  return text.length > AUDIT_MAX_TEXT ? `[${text.length} characters #${fingerprint(text)}]` : text;
}

/** A linked record's id: `id`, or `locationId` for a location reference. */
const idOf = (v: unknown): number | undefined => {
  if (typeof v !== 'object' || v === null) return undefined;
  const { id, locationId } = v as { id?: unknown; locationId?: unknown };
  return typeof id === 'number' ? id : typeof locationId === 'number' ? locationId : undefined;
};
const hasId = (v: unknown) => idOf(v) !== undefined;

/** One field of a record as the log stores it: linked records as their sorted ids, the rest as text. */
function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return clip(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'number')) return [...value].sort((a, b) => a - b);
  if (Array.isArray(value) && value.every(hasId)) return value.map((v) => idOf(v)!).sort((a, b) => a - b);
  if (hasId(value)) return idOf(value)!;
  return clip(JSON.stringify(value));
}

/** Fields every record carries that are not the operator's change. */
const NOT_CHANGES = new Set(['id', 'version']);

/**
 * A record as read (a resource's detail answer) → the flat values the log compares (the generic
 * hook of rest-api/src/resources/register.ts): ids and versions left out, links as ids.
 */
export function auditSnapshot(record: object): Record<string, AuditValue> {
  const out: Record<string, AuditValue> = {};
  for (const [key, value] of Object.entries(record)) {
    if (!NOT_CHANGES.has(key)) out[key] = auditValue(value);
  }
  return out;
}

/**
 * Secret fields per entity, stored masked: a change shows that it happened, never the value. A
 * secret sent in a save but never read back (a password) is logged as changed when sent non-empty.
 */
export const AUDIT_SECRETS: Readonly<Record<string, readonly string[]>> = {
  users: ['posPassword', 'password'],
  directorUsers: ['posPassword', 'password'],
};

export const secretsOf = (entity: string): readonly string[] => AUDIT_SECRETS[entity] ?? [];

/**
 * Club booking and kiosk rows: the settings of a location (the row id is the
 * location's) and the location lists' rows, each audited where it is written.
 */
export const CLUB_AUDIT_ENTITIES = [
  'club_booking_settings',
  'club_kiosk_settings',
  'club_offerings',
  'club_kiosk_offerings',
  'club_lightning_deals',
  'club_booking_discounts',
  'club_notifications',
  'club_deals',
] as const;
export type ClubAuditEntity = (typeof CLUB_AUDIT_ENTITIES)[number];

/**
 * The entities the log holds, as the audit screen's entity filter offers them: the resource
 * screens (their keys), roles and departments, translations, and club booking's rows.
 */
export const AUDIT_ENTITIES = [
  'role',
  'department',
  'users',
  'directorUsers',
  'groups',
  'locations',
  'taxRates',
  'revenueClasses',
  'productCategories',
  'creditTypes',
  'memberships',
  'discounts',
  'foodModifiers',
  'products',
  'translations',
  ...CLUB_AUDIT_ENTITIES,
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Rows per page of the audit screen (server paged) and the most one page may ask for. */
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;
