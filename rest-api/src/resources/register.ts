/**
 * One declaration per resource: `registerResource(app, spec)` adds its REST routes under
 * RESOURCE_SCREENS[screen].rest (spec/3 §2, §4, §7), guarded by the screen's permissions:
 *
 *   GET    {rest}?page&rowsPerPage&search&sort&order&<filters>  list (VIEW of the menu index)
 *   GET    {rest}/sub-table?id=                                   sub-table rows (VIEW)
 *   GET    {rest}/:id                                             detail (DETAIL_VIEW)
 *   GET    {rest}/:id/history?page&rowsPerPage                    the record's audit rows (DETAIL_VIEW)
 *   POST   {rest}                                                 create (ADD)
 *   PUT    {rest}/:id   body + version                            update (UPDATE_AND_EXECUTE; 409 stale)
 *   DELETE {rest}?ids=1,2[&versions=3,4]                          remove (REMOVE; REMOVE_MULTIPLE for several)
 *   GET    lookups[].path  (or POST, or both: lookups[].methods)  lookups (VIEW)
 *
 * Usage:
 *   await registerResource(app, {
 *     screen: 'taxRates',
 *     row: TaxRate,                                   // TypeBox (core/src/catalogue/taxRates.ts)
 *     list: { sorts: TAX_RATE_SORTS, filters: { locationId: Type.Optional(Id) }, load: listTaxRates },
 *     get: getTaxRate,
 *     create: { body: TaxRateInput, rules: TAX_RATE_RULES, write: createTaxRate },
 *     update: { body: TaxRateInput, rules: TAX_RATE_RULES, write: updateTaxRate },   // write gets input.version
 *     remove: { write: (tx, mc, ids, versions) => ownedDelete(tx, taxRates, mc, ids, { versions }) },
 *     unique: { table: taxRates, columns: { name: taxRates.name } },                 // for rules' `unique`
 *   });
 * Optional: `detail` when the detail answer differs from a list row (users), `bodyLimit` for saves
 * carrying images; a create `write` may answer `{ id, afterCommit }` for work that must wait for the
 * commit (mail from the outbox); `get` and `remove.write` also receive the request (the caller).
 * Field rules run before any write (400 with field messages, nothing written); every write runs in
 * one transaction; the answer of a save is the record read back in that transaction. Every create,
 * update and removal writes its audit row (the changed fields of the record read before and after,
 * audited.ts) in that same transaction, so a refused or failed save leaves none.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAX_IDS_PER_LIST } from '@marquee/core/constants';
import { message } from '@marquee/core/messages/en';
import type { PagedList } from '@marquee/core/rest';
import { type FieldRules, uniqueFields, validateFields } from '@marquee/core/resources/fields';
import { removedKey, RESOURCE_SCREENS, type ResourceKey } from '@marquee/core/resources/screens';
import { PAGING_QUERY, Paged, RemoveResult } from '@marquee/core/resources/types';
import type { FieldErrors } from '@marquee/core/validation';
import { hasErrors } from '@marquee/core/validation';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type Static, type TObject, type TProperties, type TSchema, Type } from 'typebox';
import type { Executor, Tx } from '../db/client.ts';
import { invalidInput } from '../http/errors.ts';
import { errorBody, masterClientParam } from '../http/schemas.ts';
import { requireMasterClient } from '../plugins/auth.ts';
import { AUDIT_PAGE_SIZE } from '@marquee/core/settings/audit';
import { AuditPage, AuditQuery } from '@marquee/core/settings/auditLog';
import { auditPage } from '../repositories/auditLog.ts';
import { auditChange } from './audited.ts';
import { isForeignKeyViolation, isUniqueViolation, recordInUse } from './errors.ts';
import { can, canRemove } from './guards.ts';
import { assertUnique, type OwnedTable, type Paging, paging } from './repository.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The `masterClient` parameter every call carries (spec/1 §7). */
export const MASTER_CLIENT_QUERY = { masterClient: Type.Optional(Type.Unsafe<string>(masterClientParam)) };

/** `{ data: T }` on 200, the error body otherwise. */
export const envelopeOf = <T extends TSchema>(data: T) => ({
  200: Type.Object({ data }),
  '4xx': Type.Unsafe<unknown>(errorBody),
  '5xx': Type.Unsafe<unknown>(errorBody),
});

const IdParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) });
const IdList = `^\\d{1,9}(,\\d{1,9}){0,${MAX_IDS_PER_LIST - 1}}$`;
const RemoveQuery = Type.Object({
  ...MASTER_CLIENT_QUERY,
  ids: Type.String({ pattern: IdList }),
  versions: Type.Optional(Type.String({ pattern: IdList.replace('\\d{1,9}', '\\d{1,10}') })),
});
const SubTableQuery = Type.Object({ ...MASTER_CLIENT_QUERY, id: Type.String({ pattern: '^\\d{1,9}$' }) });
const Plain = Type.Object(MASTER_CLIENT_QUERY, { additionalProperties: false });

export interface ListScope<F> {
  masterClientId: number;
  paging: Paging;
  /** The list's own filters, as validated by `list.filters`. */
  filters: F;
}

export interface Lookup {
  /** Full path, e.g. '/catalog-management/discount-types'. */
  path: string;
  response: TSchema;
  /** Extra query parameters (besides masterClient and src). */
  query?: TProperties;
  /** GET by default; spec/3 §7 names some lookups POST (their filters in the body), some both. */
  methods?: readonly ('GET' | 'POST')[];
  /** The POST body's properties, checked like every body; a POST without a body is `{}`. */
  body?: TProperties;
  /** `query` holds the query parameters and, on POST, the body's. */
  load: (db: Executor, masterClientId: number, query: Record<string, unknown>) => Promise<unknown>;
}

export interface ResourceSpec<
  Row extends TSchema,
  Filters extends TProperties,
  Create extends TObject,
  Update extends TObject,
  Sub extends TSchema,
  Detail extends TSchema = Row,
> {
  screen: ResourceKey;
  /** A list row, and the detail answer unless `detail` is given. */
  row: Row;
  /** The answer of GET /:id and of saves, when it holds more than a list row. */
  detail?: Detail;
  /** Largest body of a create or update, in bytes (Fastify's default otherwise). */
  bodyLimit?: number;
  list: {
    /** The `sort` names the list accepts; the first is the default. */
    sorts: readonly [string, ...string[]];
    filters?: Filters;
    load: (db: Executor, scope: ListScope<Static<TObject<Filters>>>) => Promise<PagedList<Static<Row>>>;
  };
  /** One record of this master client, or 404 (recordNotFound). */
  get: (db: Executor, masterClientId: number, id: number, request: FastifyRequest) => Promise<Static<Detail>>;
  subTable?: { row: Sub; load: (db: Executor, masterClientId: number, id: number) => Promise<Static<Sub>[]> };
  create?: {
    body: Create;
    rules?: FieldRules;
    /** Extra checks answering field → message key (cross-field rules the declarations can't say). */
    check?: (input: Static<Create>) => FieldErrors;
    write: (
      tx: Tx,
      masterClientId: number,
      input: Static<Create>,
      request: FastifyRequest,
    ) => Promise<number | Created>;
  };
  update?: {
    /** Without `version`: the wing adds it. */
    body: Update;
    rules?: FieldRules;
    check?: (input: Static<Update>) => FieldErrors;
    write: (
      tx: Tx,
      masterClientId: number,
      id: number,
      input: Static<Update> & { version: number },
      request: FastifyRequest,
    ) => Promise<void>;
  };
  remove?: {
    /** Removes all the ids of this master client or none (ownedDelete); answers how many. */
    write: (
      tx: Tx,
      masterClientId: number,
      ids: number[],
      versions: number[] | undefined,
      request: FastifyRequest,
    ) => Promise<number>;
    /** The success text; RESOURCE_SCREENS' removed/removedMany by default. */
    message?: (removed: number) => string;
  };
  /** Where the rules' `unique` fields live: checked per master client, case-insensitively. */
  unique?: { table: OwnedTable; columns: Record<string, AnyPgColumn> };
  lookups?: Lookup[];
}

/** A created record, and what to do once its transaction has committed. */
export interface Created {
  id: number;
  afterCommit: () => void;
}

const numbers = (list: string) => list.split(',').map(Number);

/**
 * Two saves of the same name at the same moment both pass assertUnique; the unique index then
 * refuses the second. Answer it as the same field error, never as a 500.
 */
async function uniqueSafe<T>(rules: FieldRules | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const [first] = rules && isUniqueViolation(error) ? uniqueFields(rules) : [];
    if (first) throw invalidInput({ [first.as]: first.message });
    throw error;
  }
}

/** 400 unless the input keeps the declared rules and the unique fields are free. */
async function checkInput(
  tx: Tx,
  masterClientId: number,
  input: Record<string, unknown>,
  declared: { rules?: FieldRules; check?: (input: never) => FieldErrors },
  unique: ResourceSpec<TSchema, TProperties, TObject, TObject, TSchema>['unique'],
  exceptId?: number,
): Promise<void> {
  const errors = { ...(declared.check?.(input as never) ?? {}), ...validateFields(declared.rules ?? {}, input) };
  if (hasErrors(errors)) throw invalidInput(errors);
  if (!unique || !declared.rules) return;
  for (const { field, as, message } of uniqueFields(declared.rules)) {
    const column = unique.columns[field];
    const value = input[field];
    if (column && typeof value === 'string') {
      await assertUnique(tx, unique.table, masterClientId, { field: as, column, value, exceptId, message });
    }
  }
}

export async function registerResource<
  Row extends TSchema,
  Filters extends TProperties = TProperties,
  Create extends TObject = TObject,
  Update extends TObject = TObject,
  Sub extends TSchema = TSchema,
  Detail extends TSchema = Row,
>(fastify: FastifyInstance, spec: ResourceSpec<Row, Filters, Create, Update, Sub, Detail>): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { screen } = spec;
  const base = RESOURCE_SCREENS[screen].rest;
  const db = app.db;
  const detail: TSchema = spec.detail ?? spec.row;
  const bodyLimit = spec.bodyLimit === undefined ? {} : { bodyLimit: spec.bodyLimit };

  const ListQuery = Type.Object({
    ...MASTER_CLIENT_QUERY,
    ...PAGING_QUERY,
    sort: Type.Optional(Type.Union(spec.list.sorts.map((s) => Type.Literal(s)))),
    ...(spec.list.filters ?? {}),
  });
  app.get(
    base,
    { schema: { querystring: ListQuery, response: envelopeOf(Paged(spec.row)) }, preHandler: can(screen, 'list') },
    async (request) => {
      const {
        masterClient: _m,
        page,
        rowsPerPage,
        search,
        sort,
        order,
        ...filters
      } = request.query as Record<string, unknown> & Partial<Paging>;
      const scope = {
        masterClientId: requireMasterClient(request),
        paging: paging({ page, rowsPerPage, search, sort: sort ?? spec.list.sorts[0], order }),
        filters: filters as Static<TObject<Filters>>,
      };
      return { data: await spec.list.load(db, scope) };
    },
  );

  if (spec.subTable) {
    const sub = spec.subTable;
    app.get(
      `${base}/sub-table`,
      {
        schema: { querystring: SubTableQuery, response: envelopeOf(Type.Array(sub.row)) },
        preHandler: can(screen, 'list'),
      },
      async (request) => {
        const masterClientId = requireMasterClient(request);
        const id = Number(request.query.id);
        await spec.get(db, masterClientId, id, request); // 404 for another master client's id
        return { data: await sub.load(db, masterClientId, id) };
      },
    );
  }

  registerLookups(app, can(screen, 'list'), spec.lookups ?? []);

  app.get(
    `${base}/:id`,
    {
      schema: { params: IdParams, querystring: Plain, response: envelopeOf(detail) },
      preHandler: can(screen, 'detail'),
    },
    async (request) => ({
      data: await spec.get(db, requireMasterClient(request), Number(request.params.id), request),
    }),
  );

  // The record's History: its audit rows, newest first, for whoever may open it.
  const HistoryQuery = Type.Object(
    { ...MASTER_CLIENT_QUERY, page: AuditQuery.page, rowsPerPage: AuditQuery.rowsPerPage },
    { additionalProperties: false },
  );
  app.get(
    `${base}/:id/history`,
    {
      schema: { params: IdParams, querystring: HistoryQuery, response: envelopeOf(AuditPage) },
      preHandler: can(screen, 'detail'),
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const entityId = Number(request.params.id);
      await spec.get(db, masterClientId, entityId, request); // 404 for another master client's id
      const { page, rowsPerPage } = request.query;
      const filters = { entity: screen, entityId };
      return { data: await auditPage(db, masterClientId, filters, page ?? 0, rowsPerPage ?? AUDIT_PAGE_SIZE) };
    },
  );

  if (spec.create) {
    const create = spec.create;
    app.post(
      base,
      {
        schema: { querystring: Plain, body: closed(create.body), response: envelopeOf(detail) },
        preHandler: can(screen, 'add'),
        ...bodyLimit,
      },
      async (request) => {
        const masterClientId = requireMasterClient(request);
        const input = request.body as Static<Create>;
        const [data, created] = await uniqueSafe(create.rules, () =>
          db.transaction(async (tx) => {
            await checkInput(tx, masterClientId, input as Record<string, unknown>, create, spec.unique);
            const written = await create.write(tx, masterClientId, input, request);
            const id = typeof written === 'number' ? written : written.id;
            const after = await spec.get(tx, masterClientId, id, request);
            await auditChange(tx, request, { entity: screen, id, action: 'create', before: null, after, input });
            return [after, written] as const;
          }),
        );
        if (typeof created !== 'number') created.afterCommit();
        return { data };
      },
    );
  }

  if (spec.update) {
    const update = spec.update;
    const body = Type.Object({ ...update.body.properties, version: Type.Integer({ minimum: 0 }) });
    app.put(
      `${base}/:id`,
      {
        schema: { params: IdParams, querystring: Plain, body: closed(body), response: envelopeOf(detail) },
        preHandler: can(screen, 'update'),
        ...bodyLimit,
      },
      async (request) => {
        const masterClientId = requireMasterClient(request);
        const id = Number(request.params.id);
        const input = request.body as Static<Update> & { version: number };
        const data = await uniqueSafe(update.rules, () =>
          db.transaction(async (tx) => {
            await checkInput(tx, masterClientId, input as Record<string, unknown>, update, spec.unique, id);
            // Read before the write (404 for another master client's id): the log's "before".
            const before = await spec.get(tx, masterClientId, id, request);
            await update.write(tx, masterClientId, id, input, request);
            const after = await spec.get(tx, masterClientId, id, request);
            await auditChange(tx, request, { entity: screen, id, action: 'update', before, after, input });
            return after;
          }),
        );
        return { data };
      },
    );
  }

  if (spec.remove) {
    const remove = spec.remove;
    app.delete(
      base,
      { schema: { querystring: RemoveQuery, response: envelopeOf(RemoveResult) }, preHandler: canRemove(screen) },
      async (request) => {
        const masterClientId = requireMasterClient(request);
        const ids = numbers(request.query.ids);
        const versions = request.query.versions === undefined ? undefined : numbers(request.query.versions);
        try {
          const removed = await db.transaction(async (tx) => {
            // The records as they were, for the log; a foreign id is 404 here as in the removal.
            const before = [];
            for (const id of new Set(ids)) before.push([id, await spec.get(tx, masterClientId, id, request)] as const);
            const count = await remove.write(tx, masterClientId, ids, versions, request);
            for (const [id, record] of before) {
              await auditChange(tx, request, { entity: screen, id, action: 'delete', before: record, after: null });
            }
            return count;
          });
          return { data: { removed, message: remove.message?.(removed) ?? message(removedKey(screen, removed)) } };
        } catch (error) {
          if (isForeignKeyViolation(error)) throw recordInUse();
          throw error;
        }
      },
    );
  }
}

/**
 * Lookups (spec/3 §7, `src=lookup`) behind one guard, each answering `{ data }` for the caller's
 * master client. Usage: `registerLookups(app, can('memberships', 'list'), [{ path, response, load }])`.
 */
export function registerLookups(fastify: FastifyInstance, guard: preHandlerAsyncHookHandler, lookups: Lookup[]): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const lookup of lookups) {
    const querystring = Type.Object({
      ...MASTER_CLIENT_QUERY,
      src: Type.Optional(Type.Literal('lookup')),
      ...(lookup.query ?? {}),
    });
    // A POST may come without a body (the gateway sends none when there are no filters).
    const body = Type.Union([closed(Type.Object(lookup.body ?? {})), Type.Null()]);
    for (const method of lookup.methods ?? ['GET']) {
      app.route({
        method,
        url: lookup.path,
        schema: { querystring, response: envelopeOf(lookup.response), ...(method === 'POST' ? { body } : {}) },
        preHandler: guard,
        handler: async (request) => {
          const input = { ...(request.query as object), ...((request.body as object | null | undefined) ?? {}) };
          return { data: await lookup.load(app.db, requireMasterClient(request), input) };
        },
      });
    }
  }
}

/** Bodies refuse unknown properties (as the hand-written schemas did). */
function closed<T extends TObject>(schema: T): T {
  return { ...schema, additionalProperties: false };
}
