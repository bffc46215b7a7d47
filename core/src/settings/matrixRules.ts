/**
 * The cascade rules of the Roles and Security matrix (spec/3 §4), pure, shared by the web's
 * checkboxes and the REST API's check of a saved matrix:
 * - ticking Edit or Delete also ticks View and Detailed View; ticking Add also ticks View,
 *   Detailed View and Edit;
 * - a box stays locked on while a higher permission that requires it is ticked;
 * - unticking clears the permission;
 * - role-, sub-table- and row-level boxes cascade downward, indeterminate when mixed.
 * A flag that is null on a row does not apply to it: it is never drawn, ticked or counted.
 */

/** The five columns of the matrix; massDelete is saved as a copy of `delete` (spec/3 §3). */
export const MATRIX_FLAGS = ['view', 'detailView', 'updateAndExecute', 'delete', 'add'] as const;
export type MatrixFlag = (typeof MATRIX_FLAGS)[number];

/** One row's flags: true/false, or null where the flag does not apply. */
export type MatrixFlags = Record<MatrixFlag, boolean | null>;

/** What ticking a flag also ticks. */
export const IMPLIES: Record<MatrixFlag, readonly MatrixFlag[]> = {
  view: [],
  detailView: [],
  updateAndExecute: ['view', 'detailView'],
  delete: ['view', 'detailView'],
  add: ['view', 'detailView', 'updateAndExecute'],
};

/** The flags whose being ticked keeps `flag` locked on. */
export function requiredBy(flag: MatrixFlag): MatrixFlag[] {
  return MATRIX_FLAGS.filter((f) => IMPLIES[f].includes(flag));
}

/** True when `flag` is ticked and a ticked higher flag requires it. */
export function isLocked(flags: MatrixFlags, flag: MatrixFlag): boolean {
  return flags[flag] === true && requiredBy(flag).some((f) => flags[f] === true);
}

/** `flags` with `flag` set to `on`, the rules applied. A locked box does not untick. */
export function setFlag(flags: MatrixFlags, flag: MatrixFlag, on: boolean): MatrixFlags {
  if (flags[flag] === null) return flags;
  if (!on) return isLocked(flags, flag) ? flags : { ...flags, [flag]: false };
  const next = { ...flags, [flag]: true };
  for (const implied of IMPLIES[flag]) if (next[implied] !== null) next[implied] = true;
  return next;
}

/** True when `flags` obeys the rules (every ticked flag's implied flags are ticked too). */
export function isConsistent(flags: MatrixFlags): boolean {
  return MATRIX_FLAGS.every((f) => flags[f] !== true || IMPLIES[f].every((i) => flags[i] !== false));
}

export type CheckState = 'checked' | 'unchecked' | 'indeterminate' | 'none';

/** The state of a group box (a sub-table, a role) over the rows below it. */
export function groupState(rows: readonly MatrixFlags[], flag: MatrixFlag): CheckState {
  const values = rows.map((r) => r[flag]).filter((v): v is boolean => v !== null);
  if (values.length === 0) return 'none';
  if (values.every(Boolean)) return 'checked';
  return values.some(Boolean) ? 'indeterminate' : 'unchecked';
}

/** A group box ticked or unticked: every row below it, each by the row rules. */
export function setGroupFlag(rows: readonly MatrixFlags[], flag: MatrixFlag, on: boolean): MatrixFlags[] {
  return rows.map((r) => setFlag(r, flag, on));
}

/** A group box clicked: an unchecked or mixed box ticks all, a checked one unticks all it can. */
export function toggleGroupFlag(rows: readonly MatrixFlags[], flag: MatrixFlag): MatrixFlags[] {
  return setGroupFlag(rows, flag, groupState(rows, flag) !== 'checked');
}
