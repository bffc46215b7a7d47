import { importAddress, IMPORT_KIND_INFO, IMPORT_KINDS, type ImportKind } from '@marquee/core/imports/kinds';
import type { GatewayContext } from '../../context.ts';
import type { Resolvers, VenueImport, VenueImportPreview } from '../../generated/graphql.ts';

/**
 * schema/venue-import.graphql: each kind's fields call its REST routes (IMPORT_KIND_INFO restPath:
 * GET …(/:id), GET …/:id/preview, POST …/:id/start). The upload itself is the plain route
 * POST /imports/<kind> (http/imports.ts). The REST API scopes every import to the caller's
 * master client and the kind; the gateway adds the error report's address.
 */
type RestImport = Omit<VenueImport, 'errorReportUrl'>;
const withReport = (kind: ImportKind, i: RestImport): VenueImport => ({
  ...i,
  errorReportUrl: `${importAddress(kind)}/${i.id}/errors.csv`,
});

function kindResolvers(kind: ImportKind) {
  const { restPath: base, fields } = IMPORT_KIND_INFO[kind];
  const query: Record<string, unknown> = {
    [fields.one]: async (_p: unknown, { id }: { id: number }, { rest }: GatewayContext) =>
      withReport(kind, await rest.get<RestImport>(`${base}/${id}`)),
    [fields.list]: async (_p: unknown, _a: unknown, { rest }: GatewayContext) =>
      (await rest.get<RestImport[]>(base)).map((i) => withReport(kind, i)),
  };
  const mutation: Record<string, unknown> = {
    [fields.preview]: async (_p: unknown, { id }: { id: number }, { rest }: GatewayContext) => {
      const preview = await rest.get<Omit<VenueImportPreview, 'import'> & { import: RestImport }>(
        `${base}/${id}/preview`,
      );
      return { ...preview, import: withReport(kind, preview.import) };
    },
    [fields.start]: async (_p: unknown, { id }: { id: number }, { rest }: GatewayContext) =>
      withReport(kind, await rest.post<RestImport>(`${base}/${id}/start`)),
  };
  return { query, mutation };
}

const all = IMPORT_KINDS.map(kindResolvers);

/** Built from the kinds' field names: the generated Resolvers type cannot see computed keys. */
export const venueImportResolvers = {
  Query: Object.assign({}, ...all.map((r) => r.query)),
  Mutation: Object.assign({}, ...all.map((r) => r.mutation)),
} as Resolvers;
