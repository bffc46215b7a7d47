/**
 * One declaration per location-scoped list of club booking and the kiosk (spec/3 §7: GET, POST,
 * DELETE; responses carry `message`), guarded by core's access table (core/src/club/access.ts):
 *
 *   GET    {path}?locationCode=                 the location's rows (VIEW)
 *   GET    {path}/page?locationCode=&search=&page=&rowsPerPage=
 *                                                one page of them, searched and cut in SQL, and
 *                                                the rows matching on every page (VIEW)
 *   POST   {path}  body input (+ id to edit)    save: ADD, or UPDATE_AND_EXECUTE with an id
 *   DELETE {path}?locationCode=&ids=1,2          remove (REMOVE; REMOVE_MULTIPLE for several)
 *
 * The location is named by its code and looked up in the request's master client (404 when it is
 * not one of its locations). A save runs core's rules first (400 with field messages, nothing
 * written), then writes and reads back in one transaction, with its audit row (the resource wing's
 * hook, resources/audited.ts: the row as read before and after) in that same transaction; a
 * removal audits each row it removed.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CLUB_MODULES, type ClubModule, saveFlag } from '@marquee/core/club/access';
import type { ClubAuditEntity } from '@marquee/core/settings/audit';
import { MAX_IDS_PER_LIST } from '@marquee/core/constants';
import { type MessageKey, message } from '@marquee/core/messages/en';
import { Flag, type FlagName } from '@marquee/core/permissions';
import { PAGING_QUERY } from '@marquee/core/resources/types';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type Static, type TObject, type TSchema, Type } from 'typebox';
import type { Executor, Tx } from '../../db/client.ts';
import { invalidInput } from '../../http/errors.ts';
import { assertModule, requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { placeOf, type Place } from '../../repositories/clubbooking/place.ts';
import type { Counted, ListWindow } from '../../repositories/clubbooking/window.ts';
import { auditChange } from '../../resources/audited.ts';
import { paging } from '../../resources/repository.ts';
import { envelopeOf, MASTER_CLIENT_QUERY } from '../../resources/register.ts';

export const LocationCode = Type.String({ minLength: 1, maxLength: 20 });
export const PlaceQuery = Type.Object({ ...MASTER_CLIENT_QUERY, locationCode: LocationCode });
const pageQuery = (sorts: readonly [string, ...string[]]) =>
  Type.Object({
    ...MASTER_CLIENT_QUERY,
    locationCode: LocationCode,
    search: PAGING_QUERY.search,
    page: PAGING_QUERY.page,
    rowsPerPage: PAGING_QUERY.rowsPerPage,
    sort: Type.Optional(Type.Union(sorts.map((s) => Type.Literal(s)))),
    order: PAGING_QUERY.order,
  });
const IdList = `^\\d{1,9}(,\\d{1,9}){0,${MAX_IDS_PER_LIST - 1}}$`;
const RemoveQuery = Type.Object({
  ...MASTER_CLIENT_QUERY,
  locationCode: LocationCode,
  ids: Type.String({ pattern: IdList }),
});

export const guard = (module: ClubModule, flag: FlagName): preHandlerAsyncHookHandler =>
  requireModule(CLUB_MODULES[module], Flag[flag]);

/** The request's master client and the location its `locationCode` names. */
export async function scopeOf(
  db: Executor,
  request: FastifyRequest,
  code: string,
): Promise<{ mc: number; place: Place }> {
  const mc = requireMasterClient(request);
  return { mc, place: await placeOf(db, mc, code) };
}

/** A save without an id adds (ADD); with one it edits (UPDATE_AND_EXECUTE). Runs after the body is validated. */
export function saveGuard(module: ClubModule): preHandlerAsyncHookHandler {
  return async (request) => {
    const { id } = request.body as { id?: number };
    assertModule(request, CLUB_MODULES[module], Flag[saveFlag(id)]);
  };
}

export interface LocationListSpec<Row extends TSchema, Input extends TObject> {
  path: string;
  module: ClubModule;
  /** The audit log's name for these rows (core AUDIT_ENTITIES). */
  entity: ClubAuditEntity;
  /** The columns its page sorts by (core CLUB_LIST_SORTS). */
  sorts: readonly [string, ...string[]];
  row: Row;
  input: Input;
  validate: (input: Static<Input>) => Partial<Record<string, MessageKey>>;
  /** All the rows, or with a window one page of those matching its search (ListWindow). */
  list: (db: Executor, mc: number, place: Place, window?: ListWindow) => Promise<(Static<Row> & Counted)[]>;
  /** The rows `ids` of this place (those that exist), as the list shows them: the audit's before. */
  read: (db: Executor, mc: number, place: Place, ids: number[]) => Promise<(Static<Row> & { id: number })[]>;
  save: (tx: Tx, mc: number, place: Place, input: Static<Input>) => Promise<Static<Row>>;
  remove: (tx: Tx, mc: number, place: Place, ids: number[]) => Promise<number>;
  saved: MessageKey;
  removed: MessageKey;
}

export function registerLocationList<Row extends TSchema, Input extends TObject>(
  fastify: FastifyInstance,
  spec: LocationListSpec<Row, Input>,
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  app.get(
    spec.path,
    {
      schema: { querystring: PlaceQuery, response: envelopeOf(Type.Array(spec.row)) },
      preHandler: guard(spec.module, 'view'),
    },
    async (request) => {
      const { mc, place } = await scopeOf(db, request, request.query.locationCode);
      return { data: await spec.list(db, mc, place) };
    },
  );
  app.get(
    `${spec.path}/page`,
    {
      schema: {
        querystring: pageQuery(spec.sorts),
        response: envelopeOf(
          Type.Object({
            rows: Type.Array(spec.row),
            total: Type.Integer(),
            page: Type.Integer(),
            rowsPerPage: Type.Integer(),
          }),
        ),
      },
      preHandler: guard(spec.module, 'view'),
    },
    async (request) => {
      const { mc, place } = await scopeOf(db, request, request.query.locationCode);
      const { search, page, rowsPerPage, sort, order } = paging(request.query);
      const window = { search, page, rowsPerPage, sort, order };
      const rows = await spec.list(db, mc, place, window);
      // A page past the end (the last rows were just removed) still tells how many match.
      const counted = rows[0] ?? (page > 0 ? (await spec.list(db, mc, place, { ...window, page: 0 }))[0] : undefined);
      return { data: { rows, total: Number(counted?.total ?? 0), page, rowsPerPage } };
    },
  );
  app.post(
    spec.path,
    {
      schema: {
        querystring: Type.Object(MASTER_CLIENT_QUERY),
        body: spec.input,
        response: envelopeOf(Type.Object({ row: spec.row, message: Type.String() })),
      },
      preHandler: saveGuard(spec.module),
    },
    async (request) => {
      const input = request.body as Static<Input> & { id?: number; locationCode: string };
      const { mc, place } = await scopeOf(db, request, input.locationCode);
      const errors = spec.validate(input);
      if (Object.keys(errors).length > 0) throw invalidInput(errors);
      const row = await db.transaction(async (tx) => {
        const before = input.id ? ((await spec.read(tx, mc, place, [input.id]))[0] ?? null) : null;
        const saved = await spec.save(tx, mc, place, input);
        const { id } = saved as { id: number };
        const action = input.id ? 'update' : 'create';
        await auditChange(tx, request, { entity: spec.entity, id, action, before, after: saved as object, input });
        return saved;
      });
      return { data: { row, message: message(spec.saved) } };
    },
  );
  app.delete(
    spec.path,
    {
      schema: {
        querystring: RemoveQuery,
        response: envelopeOf(Type.Object({ removed: Type.Integer(), message: Type.String() })),
      },
      preHandler: guard(spec.module, 'remove'),
    },
    async (request) => {
      const ids = [...new Set(request.query.ids.split(',').map(Number))];
      if (ids.length > 1) assertModule(request, CLUB_MODULES[spec.module], Flag.removeMultiple);
      const { mc, place } = await scopeOf(db, request, request.query.locationCode);
      const removed = await db.transaction(async (tx) => {
        const before = await spec.read(tx, mc, place, ids);
        const count = await spec.remove(tx, mc, place, ids);
        for (const row of before) {
          await auditChange(tx, request, {
            entity: spec.entity,
            id: row.id,
            action: 'delete',
            before: row,
            after: null,
          });
        }
        return count;
      });
      return { data: { removed, message: message(spec.removed) } };
    },
  );
}
