import type { FlagName } from '../permissions.ts';

/**
 * Permission module of list exports (Roles & Security → Data out → Data export). 127 lies past the
 * Sales feed (126); VIEW lets a caller export a list, which also needs the list's own VIEW.
 */
export const DATA_EXPORT_INDEX = 127;
export const DATA_EXPORT_FLAG: FlagName = 'view';

/** The file formats a list exports to. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Rows fetched from the list endpoint per page while an export streams. */
export const EXPORT_PAGE_SIZE = 1000;
