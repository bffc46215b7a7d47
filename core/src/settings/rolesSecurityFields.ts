/**
 * What each GraphQL root field of Roles and Security and of Roles & Departments needs (schema/roles/),
 * checked against the SDL's @requires by gateway/src/auth/requires.test.ts; the REST routes use
 * the same ids (rest-api/src/routes/settings/rolesSecurity.ts).
 */
import type { FlagName } from '../permissions.ts';
import { ROLES_SECURITY } from './securityMatrix.ts';
import { TRANSLATIONS_MENU } from './translations.ts';

export const ROLES_SECURITY_FIELDS: Readonly<Record<string, { module: number; flag: FlagName }>> = {
  securityRoles: { module: ROLES_SECURITY.menu, flag: 'view' },
  addSecurityRole: { module: ROLES_SECURITY.actions, flag: 'add' },
  renameSecurityRole: { module: ROLES_SECURITY.actions, flag: 'updateAndExecute' },
  duplicateSecurityRole: { module: ROLES_SECURITY.actions, flag: 'updateAndExecute' },
  removeSecurityRole: { module: ROLES_SECURITY.actions, flag: 'remove' },
  saveSecurityRolePermissions: { module: ROLES_SECURITY.actions, flag: 'updateAndExecute' },
  // Roles & Departments: the menu index for everything (the spec gives it no screen id).
  rolesDepartments: { module: ROLES_SECURITY.menu, flag: 'view' },
  addDepartment: { module: ROLES_SECURITY.menu, flag: 'add' },
  updateDepartment: { module: ROLES_SECURITY.menu, flag: 'updateAndExecute' },
  removeDepartments: { module: ROLES_SECURITY.menu, flag: 'remove' },
  addLinkedRole: { module: ROLES_SECURITY.menu, flag: 'add' },
  renameLinkedRole: { module: ROLES_SECURITY.menu, flag: 'updateAndExecute' },
  removeLinkedRole: { module: ROLES_SECURITY.menu, flag: 'remove' },
  // The audit screen (core/src/settings/auditLog.ts AUDIT_PERMISSION).
  auditLog: { module: ROLES_SECURITY.menu, flag: 'detailView' },
  auditLogUsers: { module: ROLES_SECURITY.menu, flag: 'detailView' },
  // Translations (spec/3 §6 menu 121; core/src/settings/translations.ts).
  translations: { module: TRANSLATIONS_MENU, flag: 'view' },
  cultures: { module: TRANSLATIONS_MENU, flag: 'view' },
  saveTranslations: { module: TRANSLATIONS_MENU, flag: 'updateAndExecute' },
};
