/**
 * Every `@requires(module, flag)` of the SDL equals core's table for that field: the resource
 * screens (RESOURCE_FIELDS → screenPermission; a removal taking `ids` declares `many: "ids"`), the dashboards (their menu index, and
 * DASHBOARD_FIELDS for each widget), the admin links (ADMIN_LINKS_INDEX). A field with
 * `@requires` that no table names fails, so a new guarded field must be entered in core first.
 */
import { BOOKING_FIELDS } from '@marquee/core/bookings/fields';
import { type DashboardKey, DASHBOARDS } from '@marquee/core/dashboards/ids';
import { DASHBOARD_FIELDS, dashboardRequirement } from '@marquee/core/dashboards/access';
import { CLUB_FIELDS } from '@marquee/core/club/access';
import { ADMIN_LINKS_INDEX } from '@marquee/core/menu';
import type { FlagName } from '@marquee/core/permissions';
import { RESOURCE_FIELDS, screenPermission } from '@marquee/core/resources/screens';
import { API_TOKEN_FIELDS } from '@marquee/core/settings/apiTokens';
import { CHANGE_FIELDS } from '@marquee/core/feed/changes';
import { FEED_FIELDS } from '@marquee/core/feed/transactions';
import { IMPORT_FIELDS } from '@marquee/core/imports/kinds';
import { ROLES_SECURITY_FIELDS } from '@marquee/core/settings/rolesSecurityFields';
import { VENUE_FIELDS } from '@marquee/core/venue/fields';
import { MARKETING_FIELDS } from '@marquee/core/marketing/access';
import { GUEST_FIELDS } from '@marquee/core/marketing/guestAccess';
import { type GraphQLObjectType, getNamedType, isObjectType, Kind, parse } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { buildGatewaySchema, loadTypeDefs, SCHEMA_DIR } from '../schema.ts';
import { accessOf, isGuarded } from './access.ts';

const schema = buildGatewaySchema();
const roots = [schema.getQueryType()!, schema.getMutationType()!];

interface Declared {
  where: string;
  requires: { module: number; flag: FlagName };
  many?: string;
}

/** Every field of the SDL that declares @requires, with where it sits (`Type.field`). */
function declaredRequirements(): Declared[] {
  const out: Declared[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const access = accessOf(schema, field);
      if (access && !(access instanceof Error) && access.kind === 'requires') {
        out.push({
          where: `${type.name}.${field.name}`,
          requires: { module: access.module, flag: access.flag },
          many: access.many,
        });
      }
    }
  }
  return out;
}

/** Root fields of the resource screens' files: schema/settings/, schema/catalogue/ and their generated shape. */
function resourceRootFields(): string[] {
  const dirs = ['settings', 'catalogue', 'generated'].map((d) => `${SCHEMA_DIR}/${d}`).filter((d) => existsSync(d));
  const names: string[] = [];
  for (const definition of dirs.flatMap((d) => loadTypeDefs(d)).flatMap((sdl) => parse(sdl).definitions)) {
    if (definition.kind !== Kind.OBJECT_TYPE_EXTENSION && definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
    if (!['Query', 'Mutation'].includes(definition.name.value)) continue;
    names.push(...(definition.fields ?? []).map((f) => `${definition.name.value}.${f.name.value}`));
  }
  return names;
}

/** The dashboard each root dashboard query opens, by the object type it answers. */
function dashboardTypes(): Map<string, DashboardKey> {
  const out = new Map<string, DashboardKey>();
  for (const key of Object.keys(DASHBOARDS) as DashboardKey[]) {
    const type = getNamedType(schema.getQueryType()!.getFields()[key]!.type) as GraphQLObjectType;
    out.set(type.name, key);
  }
  return out;
}

/** What core says a field needs, or undefined when no table names it. */
function expected(where: string): { module: number; flag: FlagName } | undefined {
  const [typeName, field] = where.split('.') as [string, string];
  const isRoot = roots.some((r) => r.name === typeName);
  if (isRoot && field in RESOURCE_FIELDS) {
    const [screen, operation] = RESOURCE_FIELDS[field]!;
    const [module, flag] = screenPermission(screen, operation);
    return { module, flag };
  }
  if (typeName === 'Query' && field in DASHBOARDS) return dashboardRequirement(field as DashboardKey);
  if (isRoot && field in ROLES_SECURITY_FIELDS) return ROLES_SECURITY_FIELDS[field];
  if (isRoot && field in API_TOKEN_FIELDS) return API_TOKEN_FIELDS[field];
  if (isRoot && field in FEED_FIELDS) return FEED_FIELDS[field];
  if (isRoot && field in IMPORT_FIELDS) return IMPORT_FIELDS[field];
  if (isRoot && field in CHANGE_FIELDS) return CHANGE_FIELDS[field];
  if (isRoot && field in VENUE_FIELDS) return VENUE_FIELDS[field];
  if (isRoot && field in MARKETING_FIELDS) return MARKETING_FIELDS[field];
  if (isRoot && field in GUEST_FIELDS) return GUEST_FIELDS[field];
  if (isRoot && field in CLUB_FIELDS) return CLUB_FIELDS[field];
  if (isRoot && field in BOOKING_FIELDS) return BOOKING_FIELDS[field];
  if (typeName === 'Query' && field === 'adminSites') return { module: ADMIN_LINKS_INDEX, flag: 'view' };
  const dashboard = dashboardTypes().get(typeName);
  if (dashboard) return DASHBOARD_FIELDS[dashboard][field]?.requires;
  return undefined;
}

describe('@requires matches core', () => {
  const declared = declaredRequirements();

  it('finds the guarded fields', () => {
    expect(declared.length).toBeGreaterThan(60);
    expect(declared.map((d) => d.where)).toContain('Mutation.updateLocation');
  });

  it.each(declared.map((d) => [d.where, d] as const))('%s', (_where, d) => {
    const wanted = expected(d.where);
    expect(wanted, `${d.where} is guarded by @requires but no core table names it`).toBeDefined();
    expect(d.requires).toEqual(wanted);
  });

  it('declares many: "ids" on every removal taking ids, and nowhere else', () => {
    for (const d of declared) {
      const [typeName, name] = d.where.split('.') as [string, string];
      const field = roots.find((r) => r.name === typeName)?.getFields()[name];
      const takesIds = field?.args.some((a) => a.name === 'ids') ?? false;
      // A removal of any table (resource screens or the areas' own) that takes ids may remove several.
      const removes =
        (name in RESOURCE_FIELDS && RESOURCE_FIELDS[name]![1] === 'remove') || expected(d.where)?.flag === 'remove';
      expect(d.many, d.where).toBe(removes && takesIds ? 'ids' : undefined);
    }
  });

  it('maps every root field of the resource screens that is not a signed-in lookup, and nothing else', () => {
    const settingsFields = resourceRootFields();
    const unmapped = settingsFields.filter((where) => {
      const field = roots.find((r) => r.name === where.split('.')[0])!.getFields()[where.split('.')[1]!]!;
      const access = accessOf(schema, field);
      const lookup = access && !(access instanceof Error) && access.kind === 'signedIn';
      return !lookup && !(where.split('.')[1]! in RESOURCE_FIELDS);
    });
    expect(unmapped).toEqual([]);
    const names = new Set(settingsFields.map((w) => w.split('.')[1]));
    expect(Object.keys(RESOURCE_FIELDS).filter((f) => !names.has(f))).toEqual([]);
  });

  it('checks every field of every dashboard type against DASHBOARD_FIELDS', () => {
    for (const [typeName, key] of dashboardTypes()) {
      const type = schema.getType(typeName) as GraphQLObjectType;
      expect(isGuarded(schema, type)).toBe(true);
      expect(Object.keys(type.getFields()).sort()).toEqual(Object.keys(DASHBOARD_FIELDS[key]).sort());
    }
  });
});
