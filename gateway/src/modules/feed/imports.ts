import type { Resolvers, VenueImport, VenueImportPreview } from '../../generated/graphql.ts';

/**
 * schema/venue-import.graphql: GET /feed/imports(/:id), POST /feed/imports/:id/preview|start. The upload
 * itself is the plain route POST /imports/sales (http/salesImports.ts). The REST API scopes every
 * import to the caller's master client; the gateway adds the error report's address.
 */
type RestImport = Omit<VenueImport, 'errorReportUrl'>;
const withReport = (i: RestImport): VenueImport => ({ ...i, errorReportUrl: `/imports/sales/${i.id}/errors.csv` });

export const venueImportResolvers: Resolvers = {
  Query: {
    venueImport: async (_parent, { id }, { rest }) => withReport(await rest.get<RestImport>(`/feed/imports/${id}`)),
    venueImports: async (_parent, _args, { rest }) => (await rest.get<RestImport[]>('/feed/imports')).map(withReport),
  },
  Mutation: {
    previewVenueImport: async (_parent, { id }, { rest }) => {
      const preview = await rest.get<Omit<VenueImportPreview, 'import'> & { import: RestImport }>(
        `/feed/imports/${id}/preview`,
      );
      return { ...preview, import: withReport(preview.import) };
    },
    startVenueImport: async (_parent, { id }, { rest }) =>
      withReport(await rest.post<RestImport>(`/feed/imports/${id}/start`)),
  },
};
