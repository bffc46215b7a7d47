import { GUESTS_MENU, type GuestRow } from '../marketing/guests.ts';
import type { ExportColumn } from './columns.ts';
import { fromCentsValue } from './columns.ts';

/** The guests list's columns, in the screen's order; money as numbers, the last visit as an ISO day. */
export const GUEST_EXPORT_COLUMNS: readonly ExportColumn<GuestRow>[] = [
  { key: 'name', label: 'marketing.guests.name', kind: 'text', value: (g) => `${g.lastName}, ${g.firstName}` },
  { key: 'email', label: 'marketing.guests.email', kind: 'text', value: (g) => g.email },
  { key: 'phone', label: 'marketing.guests.phone', kind: 'text', value: (g) => g.phone },
  { key: 'homeLocation', label: 'marketing.guests.homeLocation', kind: 'text', value: (g) => g.homeLocation },
  { key: 'visits', label: 'marketing.guests.visits', kind: 'number', value: (g) => g.visits },
  { key: 'bookings', label: 'marketing.guests.bookings', kind: 'number', value: (g) => g.bookings },
  { key: 'spend', label: 'marketing.guests.spend', kind: 'money', value: (g) => fromCentsValue(g.spendCents) },
  { key: 'lastVisit', label: 'marketing.guests.lastVisit', kind: 'text', value: (g) => g.lastVisit },
  { key: 'tags', label: 'marketing.crm.tags', kind: 'text', value: (g) => g.tags.map((t) => t.name).join(', ') },
];

/** The REST guests list's sort keys, by the screen's URL sort (the schema's GuestSort values). */
export const GUEST_EXPORT_SORTS: Readonly<Record<string, string>> = {
  NAME: 'name',
  LAST_VISIT: 'lastVisit',
  VISITS: 'visits',
  SPEND: 'spend',
};

/** The guests list's own permission module, which an export also needs (VIEW). */
export const GUEST_EXPORT_MODULE = GUESTS_MENU;
