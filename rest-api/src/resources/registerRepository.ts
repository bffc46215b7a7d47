/**
 * registerResource for a repository made by tableResource: the screen's schemas and rules here,
 * the reads and writes from the repository. A repository linked to locations also gives the list
 * its `locationId` filter and the sub-table its locations.
 *
 * Usage:
 *   await registerRepository(app, {
 *     screen: 'foodModifiers', row: FoodModifier, sorts: FOOD_MODIFIER_SORTS,
 *     input: FoodModifierInput, rules: FOOD_MODIFIER_RULES, check: validateFoodModifier,
 *     repository: foodModifierResource,
 *     lookups: [...],                     // optional, as registerResource's
 *   });
 */
import type { FieldRules } from '@marquee/core/resources/fields';
import type { ResourceKey } from '@marquee/core/resources/screens';
import { Id, LocationRef } from '@marquee/core/resources/types';
import type { FieldErrors } from '@marquee/core/validation';
import type { FastifyInstance } from 'fastify';
import { type Static, type TObject, type TProperties, type TSchema, Type } from 'typebox';
import { type Lookup, registerResource, type ResourceSpec } from './register.ts';
import type { TableResource } from './tableResource.ts';

export interface RepositorySpec<Row extends TSchema, Input extends TObject, Sub extends TSchema, F> {
  screen: ResourceKey;
  row: Row;
  /** The `sort` names the list accepts; the first is the default. */
  sorts: readonly [string, ...string[]];
  /** The list's own parameters (the repository's `filters`); `locationId` comes with location links. */
  filters?: TProperties;
  /** The body of a create, and of an update without `version`. */
  input: Input;
  rules?: FieldRules;
  check?: (input: Static<Input>) => FieldErrors;
  /** Its list parameters (`F`) are checked by the `filters` schema before they reach it. */
  repository: TableResource<Static<Input>, Static<Row>, F>;
  /** The sub-table; the row's locations by default when it links locations. */
  subTable?: ResourceSpec<Row, TProperties, Input, Input, Sub>['subTable'];
  lookups?: Lookup[];
}

export async function registerRepository<
  Row extends TSchema,
  Input extends TObject,
  Sub extends TSchema = TSchema,
  F = object,
>(app: FastifyInstance, spec: RepositorySpec<Row, Input, Sub, F>): Promise<void> {
  const { repository: repo, input, rules, check } = spec;
  const locationsOf = repo.locationsOf;
  const subTable =
    spec.subTable ??
    (locationsOf && { row: LocationRef as unknown as Sub, load: (db, _mc, id) => locationsOf(db, id) as never });
  await registerResource(app, {
    screen: spec.screen,
    row: spec.row,
    list: {
      sorts: spec.sorts,
      filters: { ...(locationsOf ? { locationId: Type.Optional(Id) } : {}), ...spec.filters },
      load: (db, scope) => repo.list(db, scope as never),
    },
    get: (db, mc, id) => repo.get(db, mc, id),
    subTable,
    create: { body: input, rules, check, write: (tx, mc, v) => repo.create(tx, mc, v) },
    update: { body: input, rules, check, write: (tx, mc, id, v) => repo.update(tx, mc, id, v) },
    remove: { write: (tx, mc, ids, versions) => repo.remove(tx, mc, ids, versions) },
    unique: repo.unique,
    lookups: spec.lookups,
  });
}
