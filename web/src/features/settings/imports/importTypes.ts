import type { ImportKind, PreviewVenueImportMutation, VenueImportFieldsFragment } from '../../../generated/graphql.ts';

/** An import as the screen shows it, of any kind. */
export type DataImport = VenueImportFieldsFragment;
/** A previewed row of the file. */
export type ImportPreviewRow = PreviewVenueImportMutation['preview']['rows'][number];
export type { ImportKind };
