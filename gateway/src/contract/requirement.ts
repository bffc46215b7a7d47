import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { menuItems } from '@marquee/core/menu';
import type { FlagName } from '@marquee/core/permissions';
import { RESOURCE_FIELDS, RESOURCE_SCREENS, screenPermission } from '@marquee/core/resources/screens';
import type { GraphQLSchema } from 'graphql/index.js';
import { type Access, accessOf } from '../auth/access.ts';
import type { PermissionFlag } from '../generated/graphql.ts';

/** core's flag names as the SDL spells them (enum PermissionFlag), which is what a tool sends and reads. */
const SDL_FLAG: Record<FlagName, PermissionFlag> = {
  view: 'VIEW',
  detailView: 'DETAIL_VIEW',
  add: 'ADD',
  updateAndExecute: 'UPDATE_AND_EXECUTE',
  remove: 'REMOVE',
  removeMultiple: 'REMOVE_MULTIPLE',
};

/**
 * The module a field's `@requires` names, for people: `products (menu 4)`, `groups (screen 6)`.
 * An index alone is ambiguous here (13 is both the groups menu and the locations screen, spec/3
 * §6), so a resource screen's field is named by its screen, menu index or screen permission id;
 * other fields by the menu entries with that index; `module N` when nothing names it.
 */
export function moduleLabel(fieldName: string, module: number): string {
  const resource = RESOURCE_FIELDS[fieldName];
  if (resource && screenPermission(resource[0], resource[1])[0] === module) {
    const [key] = resource;
    return `${key} (${RESOURCE_SCREENS[key].menu === module ? 'menu' : 'screen'} ${module})`;
  }
  // Screens name the module; a link that shares its index (the API explorer's) is not one, nor a
  // screen opened by another flag of a module that is not its own (Import sales: the Sales feed).
  const names = (item: ReturnType<typeof menuItems>[number]) =>
    item.index === module && item.type !== 'link' && !(item.type === 'item' && item.flag !== undefined);
  const entries = [...new Set(menuItems().flatMap((item) => (names(item) ? [item.id] : [])))];
  return entries.length > 0 ? `${entries.join('/')} (menu ${module})` : `module ${module}`;
}

/** The sentence a root field's description ends with: who may call it. */
export function requirementText(fieldName: string, access: Access): string {
  if (access.kind === 'public') return 'Requires: nothing; callable without signing in.';
  if (access.kind === 'signedIn') return 'Requires: a signed-in user; no permission bit.';
  const needs = `Requires: ${moduleLabel(fieldName, access.module)} ${SDL_FLAG[access.flag]}`;
  if (!access.many) return `${needs}.`;
  return `${needs}; REMOVE_MULTIPLE too when \`${access.many}\` holds more than one distinct value.`;
}

/**
 * Appends the permission each root field needs to its description, from its access directive,
 * so the served schema (introspection, the explorer) and the printed one state it without anyone
 * writing it twice. Runs after applyAccessControl, which has already refused a field without one.
 */
export function describeAccess(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (fieldConfig, fieldName) => {
      const access = accessOf(schema, fieldConfig);
      if (access === null || access instanceof Error) return fieldConfig;
      const text = requirementText(fieldName, access);
      const description = fieldConfig.description?.trim() ? `${fieldConfig.description.trim()}\n\n${text}` : text;
      return { ...fieldConfig, description };
    },
  });
}
