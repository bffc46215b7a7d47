/**
 * Resolvers of a resource screen from a small spec: the GraphQL root fields it names map to the
 * REST routes of `registerResource` (RESOURCE_SCREENS[screen].rest). Access is not checked here:
 * every field declares `@requires` in the SDL (removal with `many: "ids"`), and the access
 * transform (auth/access.ts) enforces it before a resolver runs.
 *
 * Usage (schema/catalogue/tax-rates.graphql declares the fields):
 *   export const taxRateResolvers = resourceResolvers({
 *     screen: 'taxRates',
 *     list: 'taxRates',              // (page, rowsPerPage, search, sort, order, …filters) → TaxRatePage
 *     filters: ['locationId'],       // list arguments sent as REST query parameters
 *     detail: 'taxRate',             // (id) → TaxRate
 *     subTable: 'taxRateSubTable',   // (id) → [row]
 *     create: 'createTaxRate',       // (input) → TaxRate
 *     update: 'updateTaxRate',       // (id, version, input) → TaxRate
 *     remove: 'deleteTaxRates',      // (ids, versions?) → RemoveResult
 *   });
 * `toRow` maps a REST record to the GraphQL object (e.g. enum case); `toBody` a GraphQL input to
 * the REST body (default: the input without null/undefined optional fields kept as given).
 */
import type { PagedList } from '@marquee/core/rest';
import { RESOURCE_SCREENS, type ResourceKey } from '@marquee/core/resources/screens';
import type { RemoveResult } from '@marquee/core/resources/types';
import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import type { QueryValue } from '../upstream/client.ts';
import { idsParam, type ListArgs, pagedQuery, toPage } from './paging.ts';

type Row = Record<string, unknown>;
type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: GatewayContext) => Promise<unknown>;

export interface ResourceResolverSpec {
  screen: ResourceKey;
  /** Query field of the paged list. */
  list?: string;
  /** List arguments passed on as REST query parameters (null or absent: no filter). */
  filters?: readonly string[];
  /** Query field of one record by `id`. */
  detail?: string;
  /** Query field of the sub-table rows of one record by `id`. */
  subTable?: string;
  /** Mutation field taking `input`. */
  create?: string;
  /** Mutation field taking `id`, `version` and `input`. */
  update?: string;
  /** Mutation field taking `ids` (and optionally `versions`, in the same order). */
  remove?: string;
  toRow?: (row: Row) => unknown;
  toBody?: (input: Args) => Row;
}

/** The input as the REST body: GraphQL's null for an omitted optional field is left out. */
export function defaultBody(input: Args): Row {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

export function resourceResolvers(spec: ResourceResolverSpec): Resolvers {
  const base = RESOURCE_SCREENS[spec.screen].rest;
  const toRow = spec.toRow ?? ((row: Row) => row);
  const toBody = spec.toBody ?? defaultBody;
  const query: Record<string, Resolver> = {};
  const mutation: Record<string, Resolver> = {};

  if (spec.list) {
    query[spec.list] = async (_p, args, { rest }) => {
      const filters = Object.fromEntries((spec.filters ?? []).map((f) => [f, args[f] as QueryValue]));
      return toPage(await rest.get<PagedList<Row>>(base, pagedQuery(args as ListArgs, filters)), toRow);
    };
  }
  if (spec.detail) query[spec.detail] = async (_p, { id }, { rest }) => toRow(await rest.get<Row>(`${base}/${id}`));
  if (spec.subTable) {
    query[spec.subTable] = (_p, { id }, { rest }) => rest.get<Row[]>(`${base}/sub-table`, { id: String(id) });
  }
  if (spec.create) {
    mutation[spec.create] = async (_p, { input }, { rest }) => toRow(await rest.post<Row>(base, toBody(input as Args)));
  }
  if (spec.update) {
    mutation[spec.update] = async (_p, { id, version, input }, { rest }) =>
      toRow(await rest.put<Row>(`${base}/${id}`, { ...toBody(input as Args), version }));
  }
  if (spec.remove) {
    mutation[spec.remove] = (_p, { ids, versions }, { rest }) =>
      rest.delete<RemoveResult>(base, {
        ...idsParam(ids as number[]),
        ...(Array.isArray(versions) && versions.length > 0 ? { versions: versions.join(',') } : {}),
      });
  }
  // One cast, here: the field names come from the spec, so the generated per-field types can't apply.
  return { Query: query, Mutation: mutation } as unknown as Resolvers;
}
