import { type GuestRow, SEGMENTS_MENU } from '../marketing/guests.ts';
import type { ExportColumn } from './columns.ts';
import { GUEST_EXPORT_COLUMNS } from './guests.ts';

/** The columns of a segment's matching guests, as its sub-table shows them. */
const SUB_TABLE = ['name', 'email', 'visits', 'spend', 'lastVisit'];

/**
 * A guest segment's guests list: the sub-table's columns (the guests list's values, so a guest reads
 * the same in both files), every guest the segment matches, by name as the sub-table.
 */
export const SEGMENT_GUEST_EXPORT_COLUMNS: readonly ExportColumn<GuestRow>[] = GUEST_EXPORT_COLUMNS.filter((c) =>
  SUB_TABLE.includes(c.key),
);

/** The segment an export names (`segment=<id>`); null when it names none. */
export const segmentExportId = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

/** The segments screen's permission module, whose VIEW lists a segment's guests and an export also needs. */
export const SEGMENT_GUEST_EXPORT_MODULE = SEGMENTS_MENU;
