/**
 * The shape of GET /settings/roles-security (spec/3 §3 Security role permissions), built from a
 * role's bit string and core's matrix rows, so the REST API answers what the web draws and the
 * gateway types: per role its id, label, disabled flag and sub-tables of rows.
 */
import type { MessageKey } from '../messages/en.ts';
import type { PermissionSource } from '../permissions.ts';
import type { MatrixFlags } from './matrixRules.ts';
import { flagsOf, MATRIX_AREAS } from './securityMatrix.ts';

export interface SecurityRow extends MatrixFlags {
  routeId: number;
  label: MessageKey;
  labelValues: Record<string, string> | null;
  /** A copy of `delete` (spec/3 §3 massDelete). */
  massDelete: boolean | null;
}

export interface SecuritySubTable {
  id: string;
  label: MessageKey;
  isStandalone: boolean;
  rows: SecurityRow[];
}

export interface SecurityRole {
  roleId: number;
  label: string;
  /** True when the caller may not change this role (locked, shared, their own, provider, or no edit permission). */
  disabled: boolean;
  isProvider: boolean;
  subTables: SecuritySubTable[];
}

export function subTablesOf(p: PermissionSource): SecuritySubTable[] {
  return MATRIX_AREAS.map((area) => ({
    id: area.id,
    label: area.label,
    isStandalone: area.isStandalone,
    rows: area.modules.map((m) => {
      const flags = flagsOf(p, m);
      return {
        routeId: m.routeId,
        label: m.label,
        labelValues: m.labelValues ?? null,
        ...flags,
        massDelete: flags.delete,
      };
    }),
  }));
}
