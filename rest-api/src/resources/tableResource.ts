/**
 * A tenant-owned table as a repository: list, get, create, update and remove from
 * declarations, on the shared helpers of repository.ts (tenant filter, pagedList's search tricks,
 * versionedUpdate, ownedDelete with FOR UPDATE), so a simple repository is its table, its
 * columns, its value mapper and its search/sort/filter declarations.
 *
 * Usage:
 *   export const foodModifierResource = tableResource({
 *     table: foodModifiers,
 *     // Rows carry `locations`, saves replace them from `locationIds`, the list takes `locationId`.
 *     linkTables: { locations: foodModifierLocations },
 *     columns: { id: foodModifiers.id, name: foodModifiers.name, priceCents: foodModifiers.priceCents, version: … },
 *     toRow: (r): FoodModifier => ({ ...r, price: fromCents(r.priceCents) }),
 *     values: (v: FoodModifierInput) => ({ name: v.name.trim(), priceCents: toCents(v.price)! }),
 *     search: [foodModifiers.name],
 *     sorts: { name: foodModifiers.name, price: foodModifiers.priceCents },   // the first is the default
 *     filters: { typeId: (id: number) => eq(t.typeId, id) },                  // one per list parameter
 *     attach: { credits: creditsByMembership },     // further per-row parts, loaded for a page at once
 *     writeLinks: replaceCredits,                   // after the row is written, before its locations
 *   });
 *   foodModifierResource.list(db, scope) · .get(db, mc, id) · .create(tx, mc, input)
 *   .update(tx, mc, id, { ...input, version }) · .remove(tx, mc, ids, versions) · .options(db, mc)
 */
import type { LocationRef } from '@marquee/core/resources/types';
import type { PagedList } from '@marquee/core/rest';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../db/client.ts';
import { atLocation, type LocationLinks, locationsByParent, replaceLocations } from './links.ts';
import { recordNotFound } from './errors.ts';
import type { ListScope } from './register.ts';
import { type OwnedTable, ownedDelete, pagedList, versionedUpdate } from './repository.ts';

/** Most rows a lookup answers: a choice list, never a dump of the table. */
export const MAX_LOOKUP_ROWS = 1000;

type Selection = Record<string, AnyPgColumn | SQL | SQL.Aliased>;
type NamedTable = OwnedTable & { name: AnyPgColumn };
/** Per-row parts of a page: the page's ids → each id's part. */
type Attachments = Record<string, (db: Executor, ids: number[]) => Promise<Map<number, unknown>>>;
type Attached<A extends Attachments> = {
  [K in keyof A]: Awaited<ReturnType<A[K]>> extends Map<number, infer V> ? V : never;
};
type Links = { locations?: LocationLinks };
type Linked<K extends Links> = K extends { locations: LocationLinks } ? { locations: LocationRef[] } : unknown;
/** A row as read: the selected columns, the attached parts and the locations when linked. */
export type Loaded<C extends Selection, A extends Attachments, K extends Links> = SelectResultFields<C> &
  Attached<A> &
  Linked<K>;
type Filters<F> = { [P in keyof F]-?: (value: NonNullable<F[P]>) => SQL | undefined };

export interface TableResourceSpec<C extends Selection, A extends Attachments, K extends Links, Input, Row, F> {
  table: OwnedTable & { name?: AnyPgColumn };
  /** The columns a row selects; `id` is the key every link and page uses. */
  columns: C & { id: AnyPgColumn };
  linkTables?: K;
  attach?: A;
  /** The answer's row from the loaded one (formatting, reference names); the loaded row as is by default. */
  toRow?: (loaded: Loaded<C, A, K>) => Row;
  /** The table's values of an input (trimmed, converted); masterClientId and version are the helper's. */
  values: (input: Input) => Record<string, unknown>;
  /** Writes the row's other links (checked to be this master client's), after the row, before its locations. */
  writeLinks?: (tx: Executor, masterClientId: number, id: number, input: Input) => Promise<void>;
  /** Columns the list's search matches. */
  search: (AnyPgColumn | SQL)[];
  /** Sort name → column or expression; the first is the default. */
  sorts: Record<string, AnyPgColumn | SQL>;
  /** List parameter → its condition; an absent parameter is no filter. */
  filters?: Filters<F>;
  /** Runs after the removal's ownership and version checks, before the DELETE: may refuse it. */
  beforeRemove?: (tx: Executor, ids: number[]) => Promise<void>;
}

export interface TableResource<Input, Row, F> {
  table: OwnedTable;
  /** Rows under `where` (which must hold the tenant condition), with their parts. */
  rows(db: Executor, where: SQL | undefined, orderBy?: SQL[], limit?: number, offset?: number): Promise<Row[]>;
  list(db: Executor, scope: ListScope<Partial<F> & { locationId?: number }>): Promise<PagedList<Row>>;
  /** One row of this master client, or 404. */
  get(db: Executor, masterClientId: number, id: number): Promise<Row>;
  create(tx: Executor, masterClientId: number, input: Input): Promise<number>;
  /** 404 for another master client's id, 409 for a stale version. */
  update(tx: Executor, masterClientId: number, id: number, input: Input & { version: number }): Promise<void>;
  /** All the ids of this master client or none; a stale version refuses all. */
  remove(tx: Executor, masterClientId: number, ids: number[], versions?: number[]): Promise<number>;
  /** `{ id, name }` choices of this master client by name (at most MAX_LOOKUP_ROWS), optionally narrowed. */
  options(db: Executor, masterClientId: number, where?: SQL): Promise<{ id: number; name: string }[]>;
  /** Where the rules' unique fields live (registerResource's `unique`): the name, case-insensitively. */
  unique?: { table: OwnedTable; columns: Record<string, AnyPgColumn> };
  /** The row's locations (its sub-table) when linked to locations. */
  locationsOf?: (db: Executor, id: number) => Promise<LocationRef[]>;
}

export function tableResource<
  C extends Selection,
  Input,
  F = object,
  A extends Attachments = Record<never, never>,
  K extends Links = Record<never, never>,
  Row = Loaded<C, A, K>,
>(spec: TableResourceSpec<C, A, K, Input, Row, F>): TableResource<Input, Row, F> {
  const { table, columns } = spec;
  const locations = spec.linkTables?.locations;
  const attach: Attachments = { ...(spec.attach ?? {}) };
  if (locations) attach.locations = (db, ids) => locationsByParent(db, locations, ids);
  const toRow = spec.toRow ?? ((loaded: Loaded<C, A, K>) => loaded as unknown as Row);
  const tenant = (masterClientId: number) => eq(table.masterClientId, masterClientId);
  const name = table.name;

  async function rows(db: Executor, where: SQL | undefined, orderBy: SQL[] = [], limit?: number, offset = 0) {
    let query = db
      .select(columns as Selection)
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .$dynamic();
    if (limit !== undefined) query = query.limit(limit).offset(offset);
    const found = (await query) as Record<string, unknown>[];
    const ids = found.map((r) => r.id as number);
    const parts: [string, Map<number, unknown>][] = [];
    // One after another: a transaction's queries run on one connection.
    for (const [key, load] of Object.entries(attach)) parts.push([key, await load(db, ids)]);
    return found.map((r) => {
      const loaded: Record<string, unknown> = { ...r };
      for (const [key, byId] of parts) loaded[key] = byId.get(r.id as number) ?? [];
      return toRow(loaded as Loaded<C, A, K>);
    });
  }

  async function writeLinks(tx: Executor, masterClientId: number, id: number, input: Input) {
    await spec.writeLinks?.(tx, masterClientId, id, input);
    if (locations) {
      const ids = (input as { locationIds?: readonly number[] }).locationIds ?? [];
      await replaceLocations(tx, locations, masterClientId, id, ids);
    }
  }

  const filtersOf = (values: Record<string, unknown>): (SQL | undefined)[] => [
    ...Object.entries((spec.filters ?? {}) as Record<string, (value: unknown) => SQL | undefined>).map(
      ([key, where]) => (values[key] === undefined ? undefined : where(values[key])),
    ),
    locations ? atLocation(locations, table.id, values.locationId as number | undefined) : undefined,
  ];

  const defaultSort = Object.keys(spec.sorts)[0]!;

  return {
    table,
    rows,
    list: (db, s) =>
      pagedList(db, {
        from: table,
        paging: s.paging,
        tenant: tenant(s.masterClientId),
        filters: filtersOf(s.filters as Record<string, unknown>),
        search: spec.search,
        sorts: spec.sorts,
        defaultSort,
        id: table.id,
        page: (where, orderBy, limit, offset) => rows(db, where, orderBy, limit, offset),
      }),
    async get(db, masterClientId, id) {
      const [row] = await rows(db, and(eq(table.id, id), tenant(masterClientId)), [], 1);
      if (!row) throw recordNotFound();
      return row;
    },
    async create(tx, masterClientId, input) {
      const [row] = await tx
        .insert(table)
        .values({ masterClientId, ...spec.values(input) } as never)
        .returning({ id: table.id });
      const id = row!.id as number;
      await writeLinks(tx, masterClientId, id, input);
      return id;
    },
    async update(tx, masterClientId, id, input) {
      await versionedUpdate(tx, table, masterClientId, id, input.version, spec.values(input));
      await writeLinks(tx, masterClientId, id, input);
    },
    remove: (tx, masterClientId, ids, versions) =>
      ownedDelete(tx, table, masterClientId, ids, {
        versions,
        beforeDelete: spec.beforeRemove && ((own) => spec.beforeRemove!(tx, own)),
      }),
    options: (db, masterClientId, where) => ownOptions(db, table as NamedTable, masterClientId, { where }),
    unique: name ? { table, columns: { name } } : undefined,
    locationsOf: locations ? async (db, id) => (await locationsByParent(db, locations, [id])).get(id) ?? [] : undefined,
  };
}

/**
 * A lookup's choices: `{ id, name }` and any further `columns` of this master client's rows
 * (optionally narrowed by `where`), by name unless `orderBy` says otherwise, at most MAX_LOOKUP_ROWS.
 */
export async function ownOptions<C extends Selection = Record<never, never>>(
  db: Executor,
  table: PgTable & { id: AnyPgColumn; masterClientId: AnyPgColumn; name: AnyPgColumn },
  masterClientId: number,
  options: { columns?: C; where?: SQL; orderBy?: (AnyPgColumn | SQL)[] } = {},
): Promise<({ id: number; name: string } & SelectResultFields<C>)[]> {
  const found = await db
    .select({ id: table.id, name: table.name, ...options.columns })
    .from(table as PgTable)
    .where(and(eq(table.masterClientId, masterClientId), options.where))
    .orderBy(...(options.orderBy ?? [asc(table.name)]), asc(table.id))
    .limit(MAX_LOOKUP_ROWS);
  return found as never;
}
