import type { PreviewVenueImportMutation, VenueImportFieldsFragment } from '../../../generated/graphql.ts';

/** An import as the screen shows it. */
export type SalesImport = VenueImportFieldsFragment;
/** A previewed row of the file. */
export type ImportPreviewRow = PreviewVenueImportMutation['previewVenueImport']['rows'][number];
