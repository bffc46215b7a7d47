/**
 * The `permissionJson` of POST /settings/roles-security/save-permission (spec/3 §3): the role's
 * sub-tables as JSON text, each `{ rows: [{ routeId, view, detailView, updateAndExecute, delete,
 * add, massDelete }] }`, a standalone sub-table holding `routeId` and the booleans itself.
 * Parsed into one row of flags per module; null when the text is not such a matrix (unknown
 * module, a module twice, a flag that does not apply, a row that breaks the cascade rules).
 */
import { isConsistent, MATRIX_FLAGS, type MatrixFlags } from './matrixRules.ts';
import { MATRIX_MODULES } from './securityMatrix.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function rowOf(raw: Json): [number, MatrixFlags] | null {
  const routeId = raw.routeId;
  if (typeof routeId !== 'number') return null;
  const module = MATRIX_MODULES.get(routeId);
  if (!module) return null;
  const flags = {} as MatrixFlags;
  for (const f of MATRIX_FLAGS) {
    const v = raw[f] ?? null;
    if (v !== null && typeof v !== 'boolean') return null;
    if (!module.flags.includes(f) && v === true) return null;
    flags[f] = module.flags.includes(f) ? v === true : null;
  }
  return isConsistent(flags) ? [routeId, flags] : null;
}

export function parsePermissionJson(text: string): Map<number, MatrixFlags> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const subTables = isObject(parsed) ? parsed.subTables : parsed;
  if (!Array.isArray(subTables)) return null;
  const out = new Map<number, MatrixFlags>();
  for (const table of subTables) {
    if (!isObject(table)) return null;
    const rawRows = table.isStandalone === true ? [table] : table.rows;
    if (!Array.isArray(rawRows)) return null;
    for (const raw of rawRows) {
      const row = isObject(raw) ? rowOf(raw) : null;
      if (!row || out.has(row[0])) return null;
      out.set(row[0], row[1]);
    }
  }
  return out;
}
