/**
 * Shapes every resource shares, written once as TypeBox schemas: the REST routes validate and
 * serialise with them, and the TypeScript types are `Static<typeof X>` of the same value.
 *
 * Usage: `Paged(TaxRate)` is the schema of a list answer's `data`; `RemoveResult` the answer of a
 * DELETE; `LocationRef` a location as a sub-table row or choice.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { MAX_TEXT_LENGTH } from '../constants.ts';
import { MAX_ROWS_PER_PAGE } from './listState.ts';

/** A row id: a positive 32-bit integer. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** Optimistic-lock version: a save names the version it read; an older one is refused with 409. */
export const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
/** Text of a form input: at most 100 characters (spec/1 §9), counted in code points as ajv does. */
export const Text = (extra: { minLength?: number } = {}) => Type.String({ maxLength: MAX_TEXT_LENGTH, ...extra });

/**
 * A value or null, as one JSON Schema `type` array rather than an anyOf: the REST API's ajv
 * coerces types, and inside an anyOf it coerces null into the first branch (a maximum quantity
 * of null, "no limit", arrived as 0; a blank time as 00:00; no image as ''); with a type array it
 * coerces only when neither type matches. For schemas with one `type` (integer, string, object).
 */
export const Nullable = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);
export type SortOrder = Static<typeof SortOrder>;

/** A location as a sub-table row or a choice. */
export const LocationRef = Type.Object({ locationId: Type.Integer(), name: Type.String(), code: Type.String() });
export type LocationRef = Static<typeof LocationRef>;

/** DELETE answers: how many were removed and the success text to show. */
export const RemoveResult = Type.Object({ removed: Type.Integer(), message: Type.String() });
export type RemoveResult = Static<typeof RemoveResult>;

/** `{ data, total, page, rowsPerPage }`: the rows of `page` and the rows of every page together. */
export const Paged = <T extends TSchema>(row: T) =>
  Type.Object({ data: Type.Array(row), total: Type.Integer(), page: Type.Integer(), rowsPerPage: Type.Integer() });

/** The paging part of a list's query (spec/3 §4): first page 0, at most 100 rows per page. */
export const PAGING_QUERY = {
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  rowsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ROWS_PER_PAGE })),
  search: Type.Optional(Type.String({ maxLength: MAX_TEXT_LENGTH })),
  order: Type.Optional(SortOrder),
};
