import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
// 'graphql/index.js': the copy graphql-inspector loads; schemas of another copy are refused.
import { buildSchema } from 'graphql/index.js';

/** A breaking change made on purpose, as recorded in contract/breaking-changes.json. */
export interface AcceptedChange {
  /** graphql-inspector's change type, e.g. FIELD_REMOVED, FIELD_ARGUMENT_TYPE_CHANGED. */
  type: string;
  /** Where, as the check prints it: `Type.field` or `Type.field.argument`. */
  path: string;
  /** Why the break is worth it, and what a tool does instead. */
  reason: string;
}

export interface SchemaCheck {
  /** Breaking changes since the release that nobody recorded: the check fails on these. */
  unaccepted: Change[];
  /** Records that match no breaking change any more: the check fails, so the file stays true. */
  stale: AcceptedChange[];
  /** Breaking changes recorded as intended. */
  accepted: Change[];
  /** Changes that may surprise a client (a new enum value, a changed default): reported only. */
  dangerous: Change[];
}

const key = (type: string, path: string | undefined) => `${type} ${path ?? ''}`;

/** Reads the record file's contents, refusing anything but entries with a type, a path and a reason. */
export function parseAccepted(json: string): AcceptedChange[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) throw new Error('breaking-changes.json must hold an array');
  return value.map((entry, i) => {
    const { type, path, reason } = (entry ?? {}) as Record<string, unknown>;
    if (typeof type !== 'string' || typeof path !== 'string' || typeof reason !== 'string' || !reason.trim()) {
      throw new Error(`breaking-changes.json entry ${i} needs a type, a path and a non-empty reason`);
    }
    return { type, path, reason };
  });
}

/** Compares the release's printed schema with the current one, against the recorded breaks. */
export async function checkSchema(
  releaseSdl: string,
  currentSdl: string,
  records: AcceptedChange[],
): Promise<SchemaCheck> {
  const changes = await diff(buildSchema(releaseSdl), buildSchema(currentSdl));
  const recorded = new Set(records.map((r) => key(r.type, r.path)));
  const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);
  const found = new Set(breaking.map((c) => key(c.type, c.path)));
  return {
    unaccepted: breaking.filter((c) => !recorded.has(key(c.type, c.path))),
    stale: records.filter((r) => !found.has(key(r.type, r.path))),
    accepted: breaking.filter((c) => recorded.has(key(c.type, c.path))),
    dangerous: changes.filter((c) => c.criticality.level === CriticalityLevel.Dangerous),
  };
}

const line = (c: Change) => `  ${c.type} ${c.path ?? ''}: ${c.message}`;

/** What the check prints; the first lines say what to do about a failure. */
export function formatCheck(check: SchemaCheck): string {
  const out: string[] = [];
  if (check.unaccepted.length > 0) {
    out.push('Breaking schema changes since the release (contract/release.graphql) that are not recorded:');
    out.push(...check.unaccepted.map(line));
    out.push('Deprecate first (@deprecated(reason:)); if the break is intended, record each change');
    out.push('({ "type", "path", "reason" }) in contract/breaking-changes.json. See schema/README.md.');
  }
  if (check.stale.length > 0) {
    out.push('Recorded in contract/breaking-changes.json but no longer a change since the release; remove:');
    out.push(...check.stale.map((r) => `  ${r.type} ${r.path}`));
  }
  if (check.accepted.length > 0) out.push('Breaking changes recorded as intended:', ...check.accepted.map(line));
  if (check.dangerous.length > 0)
    out.push('Dangerous changes (allowed; tell the tools):', ...check.dangerous.map(line));
  return out.join('\n');
}

export const passes = (check: SchemaCheck) => check.unaccepted.length === 0 && check.stale.length === 0;
