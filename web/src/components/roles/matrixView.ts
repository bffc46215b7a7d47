/**
 * The matrix as the screen edits it: a role's rows from the server with the unsaved changes laid
 * over them (a draft: routeId → flags), and the clicks of role-, sub-table- and row-level boxes
 * turned into a new draft by core's cascade rules (core/src/settings/matrixRules.ts).
 */
import {
  type CheckState,
  groupState,
  MATRIX_FLAGS,
  type MatrixFlag,
  type MatrixFlags,
  setFlag,
  toggleGroupFlag,
} from '@marquee/core/settings/matrixRules';
import type { SecurityRoleFieldsFragment } from '../../generated/graphql.ts';

export type SecurityRoleData = SecurityRoleFieldsFragment;
export type SubTableData = SecurityRoleData['subTables'][number];
export type RowData = SubTableData['rows'][number];
/** Unsaved flags of one role, by module. */
export type Draft = ReadonlyMap<number, MatrixFlags>;

export const flagsOfRow = (row: RowData): MatrixFlags => ({
  view: row.view ?? null,
  detailView: row.detailView ?? null,
  updateAndExecute: row.updateAndExecute ?? null,
  delete: row.delete ?? null,
  add: row.add ?? null,
});

/** A row's flags with the draft applied. */
export const currentFlags = (row: RowData, draft: Draft): MatrixFlags => draft.get(row.routeId) ?? flagsOfRow(row);

const sameFlags = (a: MatrixFlags, b: MatrixFlags) => MATRIX_FLAGS.every((f) => a[f] === b[f]);

/** `draft` with `rows` set to `next`, dropping rows that are back to the server's flags. */
function withRows(draft: Draft, rows: readonly RowData[], next: readonly MatrixFlags[]): Draft {
  const out = new Map(draft);
  rows.forEach((row, i) => {
    if (sameFlags(next[i]!, flagsOfRow(row))) out.delete(row.routeId);
    else out.set(row.routeId, next[i]!);
  });
  return out;
}

export const allRows = (role: SecurityRoleData): RowData[] => role.subTables.flatMap((t) => t.rows);

/** The state of a box over `rows` (one row, a sub-table, or the whole role). */
export function boxState(rows: readonly RowData[], draft: Draft, flag: MatrixFlag): CheckState {
  return groupState(
    rows.map((r) => currentFlags(r, draft)),
    flag,
  );
}

/** A box over `rows` clicked: one row follows the row rules, a group box cascades down. */
export function clickBox(rows: readonly RowData[], draft: Draft, flag: MatrixFlag): Draft {
  const flags = rows.map((r) => currentFlags(r, draft));
  if (rows.length === 1) return withRows(draft, rows, [setFlag(flags[0]!, flag, flags[0]![flag] !== true)]);
  return withRows(draft, rows, toggleGroupFlag(flags, flag));
}

/** The draft as the save mutation's input. */
export const permissionsOf = (draft: Draft) => [...draft].map(([routeId, flags]) => ({ routeId, ...flags }));

/** Fluent's checkbox value of a state. */
export const checkedOf = (state: CheckState): boolean | 'mixed' =>
  state === 'indeterminate' ? 'mixed' : state === 'checked';

/** `[{ key, value }]` → `{ key: value }` for the message's placeholders. */
export const valuesOf = (pairs: readonly { key: string; value: string }[]) =>
  Object.fromEntries(pairs.map((p) => [p.key, p.value]));
