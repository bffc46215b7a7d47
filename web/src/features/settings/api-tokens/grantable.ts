/**
 * What the create form offers: the creator's own modules and flags in this master client, each
 * module labelled as the Roles and Security matrix labels it. Nothing beyond them can be ticked;
 * the REST API refuses more anyway (core tokenWithinCreator).
 */
import { FLAG_NAMES, type FlagName, type PermissionSource } from '@marquee/core/permissions';
import { permissionsToGrants } from '@marquee/core/settings/apiTokens';
import { MATRIX_MODULES } from '@marquee/core/settings/securityMatrix';
import type { MessageKey } from '@marquee/core/messages/en';

export interface GrantableModule {
  module: number;
  label: MessageKey;
  labelValues?: Record<string, string>;
  flags: readonly FlagName[];
}

/** The creator's modules that the matrix names, in module order, with the flags they hold. */
export function grantableModules(held: PermissionSource): GrantableModule[] {
  return permissionsToGrants(held).flatMap((g) => {
    const m = MATRIX_MODULES.get(g.module);
    if (!m) return [];
    const flags = FLAG_NAMES.filter((f) => g.flags.includes(f));
    return [{ module: g.module, label: m.label, ...(m.labelValues ? { labelValues: m.labelValues } : {}), flags }];
  });
}

/** GraphQL's enum value of a flag. */
export const FLAG_ENUM: Record<FlagName, string> = {
  view: 'VIEW',
  detailView: 'DETAIL_VIEW',
  add: 'ADD',
  updateAndExecute: 'UPDATE_AND_EXECUTE',
  remove: 'REMOVE',
  removeMultiple: 'REMOVE_MULTIPLE',
};

/** The message key of a flag's name: the matrix's column names, and one of ours for removing several. */
export const FLAG_LABEL: Record<FlagName, MessageKey> = {
  view: 'roles.col.view',
  detailView: 'roles.col.detailView',
  add: 'roles.col.add',
  updateAndExecute: 'roles.col.updateAndExecute',
  remove: 'roles.col.delete',
  removeMultiple: 'apiTokens.flag.removeMultiple',
};
