import type { FlagName } from '../permissions.ts';

/**
 * Permission module of data export (Roles & Security → Data feeds → Data export): VIEW lets a
 * caller take the master client's data out — a list as a file (which also needs the list's own
 * VIEW) and the change feed. 128: 127 is the Club Booking average ticket widget's
 * (dashboards/ids.ts), and permission ids share one space.
 */
export const DATA_EXPORT_INDEX = 128;
export const DATA_EXPORT_FLAG: FlagName = 'view';

/** The file formats a list exports to. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Rows fetched from the list endpoint per page while an export streams. */
export const EXPORT_PAGE_SIZE = 1000;
