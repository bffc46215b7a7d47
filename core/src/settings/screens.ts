/**
 * Which permission module guards what on the settings screens (spec/3 §6, spec/1 §2.7).
 *
 * Two numberings meet here. The menu entry of a screen is shown, and its list is readable, when
 * the VIEW bit of its menu access index is set (locations 12, groups 13, users 14, director
 * users 30). The actions inside a screen (open, add, edit, remove, remove many) use the screen's
 * own permission id of spec/3 §6 (groups 6, locations 13, director users 15); the users screen
 * has no screen id in the spec, so its actions use its menu index 14.
 *
 * The REST API (`requireModule`) and the gateway (`@requires`) enforce this table; the web reads
 * the same table to hide what the server would refuse.
 */
import type { FlagName } from '../permissions.ts';

export interface ScreenModules {
  /** Menu access index: VIEW here lists rows, sub-tables and lookups of the screen. */
  list: number;
  /** Screen permission id: DETAIL_VIEW, ADD, UPDATE_AND_EXECUTE, REMOVE, REMOVE_MULTIPLE here. */
  actions: number;
}

export const SETTINGS_SCREENS = {
  groups: { list: 13, actions: 6 },
  locations: { list: 12, actions: 13 },
  users: { list: 14, actions: 14 },
  directorUsers: { list: 30, actions: 15 },
} as const satisfies Record<string, ScreenModules>;

export type SettingsScreen = keyof typeof SETTINGS_SCREENS;

/** What each operation of a screen needs: `[module, flag]`. */
export type ScreenOperation = 'list' | 'detail' | 'add' | 'update' | 'remove' | 'removeMultiple';

const FLAG_OF_OPERATION: Record<ScreenOperation, FlagName> = {
  list: 'view',
  detail: 'detailView',
  add: 'add',
  update: 'updateAndExecute',
  remove: 'remove',
  removeMultiple: 'removeMultiple',
};

export function screenPermission(screen: SettingsScreen, operation: ScreenOperation): [number, FlagName] {
  const modules = SETTINGS_SCREENS[screen];
  return [operation === 'list' ? modules.list : modules.actions, FLAG_OF_OPERATION[operation]];
}

/**
 * The GraphQL root fields of the settings screens (schema/settings.graphql) and the screen
 * operation each performs: their `@requires` must equal `screenPermission` of that pair (the
 * gateway's requires.test.ts checks every field, and fails on an unmapped one). Removal is
 * declared as REMOVE; removing several at once also needs REMOVE_MULTIPLE, checked on the ids.
 */
export const SETTINGS_FIELDS = {
  settingsGroups: ['groups', 'list'],
  settingsGroup: ['groups', 'detail'],
  groupSubTable: ['groups', 'list'],
  createGroup: ['groups', 'add'],
  updateGroup: ['groups', 'update'],
  deleteGroups: ['groups', 'remove'],
  settingsLocations: ['locations', 'list'],
  settingsLocation: ['locations', 'detail'],
  createLocation: ['locations', 'add'],
  updateLocation: ['locations', 'update'],
  deleteLocations: ['locations', 'remove'],
  settingsUsers: ['users', 'list'],
  settingsUser: ['users', 'detail'],
  settingsUserRoles: ['users', 'list'],
  createUser: ['users', 'add'],
  updateUser: ['users', 'update'],
  resendInvitation: ['users', 'update'],
  deleteUsers: ['users', 'remove'],
  directorUsers: ['directorUsers', 'list'],
  directorUser: ['directorUsers', 'detail'],
  createDirectorUser: ['directorUsers', 'add'],
  updateDirectorUser: ['directorUsers', 'update'],
  deleteDirectorUser: ['directorUsers', 'remove'],
} as const satisfies Record<string, readonly [SettingsScreen, ScreenOperation]>;
