import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { accessIn, type Identity } from '@marquee/core/identity';
import { effectivePermissions, Flag, type FlagName, hasFlag, type PermissionSource } from '@marquee/core/permissions';
// 'graphql/index.js', not 'graphql': vitest resolves the bare name to index.mjs while Apollo and
// graphql-tools load index.js, and two copies of graphql refuse each other's objects.
import {
  defaultFieldResolver,
  type GraphQLField,
  type GraphQLFieldConfig,
  type GraphQLObjectType,
  type GraphQLSchema,
  isIntrospectionType,
  isObjectType,
} from 'graphql/index.js';
import type { GatewayContext } from '../context.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import type { PermissionFlag } from '../generated/graphql.ts';
import { assertMasterClient } from './tenancy.ts';

/** Who may resolve a field, as declared by @public, @signedIn or @requires (base.graphql). */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  /** `many`: a list argument; more than one distinct value also needs REMOVE_MULTIPLE of `module`. */
  | { kind: 'requires'; module: number; flag: FlagName; many?: string };

const FLAG_OF: Record<PermissionFlag, FlagName> = {
  VIEW: 'view',
  DETAIL_VIEW: 'detailView',
  ADD: 'add',
  UPDATE_AND_EXECUTE: 'updateAndExecute',
  REMOVE: 'remove',
  REMOVE_MULTIPLE: 'removeMultiple',
};

type Field = GraphQLField<unknown, unknown> | GraphQLFieldConfig<unknown, unknown>;

/** The declared access of a field: null when it declares none; an Error when it declares several. */
export function accessOf(schema: GraphQLSchema, field: Field): Access | null | Error {
  const found: Access[] = [];
  if (getDirective(schema, field, 'public')?.length) found.push({ kind: 'public' });
  if (getDirective(schema, field, 'signedIn')?.length) found.push({ kind: 'signedIn' });
  for (const args of getDirective(schema, field, 'requires') ?? []) {
    const flag = FLAG_OF[args.flag as PermissionFlag];
    const module = args.module as number;
    if (!flag || !Number.isInteger(module) || module < 0) return new Error(`bad @requires(${module}, ${args.flag})`);
    const many = args.many as string | undefined;
    if (many !== undefined && !('args' in field ? hasArg(field, many) : false)) {
      return new Error(`@requires(many: "${many}") names no argument of the field`);
    }
    found.push({ kind: 'requires', module, flag, ...(many === undefined ? {} : { many }) });
  }
  if (found.length > 1) return new Error('declares more than one of @public, @signedIn, @requires');
  return found[0] ?? null;
}

function hasArg(field: Field, name: string): boolean {
  const args = field.args;
  return Array.isArray(args) ? args.some((a) => a.name === name) : args !== undefined && name in args;
}

/**
 * Deny by default (DESIGN.md, Permissions): every root field, and every field of a type marked
 * @guarded (the dashboards, whose fields are widgets), declares exactly one access directive, and
 * no field anywhere declares more than one. Throws, listing every offender.
 */
export function assertAccessDeclared(schema: GraphQLSchema): void {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  const problems: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || isIntrospectionType(type)) continue;
    const mustDeclare = roots.has(type) || isGuarded(schema, type);
    for (const field of Object.values(type.getFields())) {
      const access = accessOf(schema, field);
      const where = `${type.name}.${field.name}`;
      if (access instanceof Error) problems.push(`${where} ${access.message}`);
      else if (access === null && mustDeclare) problems.push(`${where} declares none of @public, @signedIn, @requires`);
    }
  }
  if (problems.length > 0) throw new Error(`Access not declared correctly:\n  ${problems.join('\n  ')}`);
}

/** A type marked @guarded (schema/dashboards.graphql): each of its fields is access-checked on its own. */
export function isGuarded(schema: GraphQLSchema, type: GraphQLObjectType): boolean {
  return schema.getDirective('guarded') !== undefined && (getDirective(schema, type, 'guarded')?.length ?? 0) > 0;
}

/** Distinct values of the `many` argument (e.g. the ids to remove). */
function distinctCount(value: unknown): number {
  return Array.isArray(value) ? new Set(value).size : 0;
}

const decoded = new WeakMap<Identity, Map<number | null, PermissionSource>>();

/**
 * The bits of the request's master client (else the default one): roles are per master client.
 * Decoded once per identity and master client, not once per field (a dashboard checks fifteen).
 */
function permissionsOf(identity: Identity, masterClient: number | null): PermissionSource {
  let byClient = decoded.get(identity);
  if (!byClient) {
    byClient = new Map();
    decoded.set(identity, byClient);
  }
  let permissions = byClient.get(masterClient);
  if (!permissions) {
    permissions = effectivePermissions(accessIn(identity, masterClient).roles);
    byClient.set(masterClient, permissions);
  }
  return permissions;
}

/**
 * Session, tenancy and permission bits, checked before the field resolves, on every request.
 * Removing several rows at once (`many`) needs REMOVE_MULTIPLE besides the declared flag (spec/1 §6).
 */
export async function checkAccess(
  access: Access,
  context: GatewayContext,
  args: Record<string, unknown> = {},
): Promise<void> {
  if (access.kind === 'public') return;
  const identity = await context.session();
  if (!identity) throw unauthenticated();
  assertMasterClient(identity, context.masterClient);
  if (access.kind === 'requires') {
    const { permissionBits, permissionChunkLength } = permissionsOf(identity, context.masterClient);
    if (!hasFlag(permissionBits, permissionChunkLength, access.module, Flag[access.flag])) throw forbidden();
    if (access.many && distinctCount(args[access.many]) > 1) {
      if (!hasFlag(permissionBits, permissionChunkLength, access.module, Flag.removeMultiple)) throw forbidden();
    }
  }
}

/** The schema transform: validates declarations, then wraps every guarded field's resolver. */
export function applyAccessControl(schema: GraphQLSchema): GraphQLSchema {
  assertAccessDeclared(schema);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig) => {
      const access = accessOf(schema, fieldConfig);
      if (access === null || access instanceof Error || access.kind === 'public') return fieldConfig;
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        resolve: async (source, args, context: GatewayContext, info) => {
          await checkAccess(access, context, args as Record<string, unknown>);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
