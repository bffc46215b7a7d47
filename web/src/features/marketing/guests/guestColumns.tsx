import {
  chipsColumn,
  dateColumn,
  phoneColumn,
  priceColumn,
  type ResourceColumn,
  textColumn,
} from '../../../components/resources/columns.tsx';
import type { GuestFieldsFragment } from '../../../generated/graphql.ts';

type Row = GuestFieldsFragment;

/** The guests grid (spec/3 §2 column types); sort keys are the schema's GuestSort values. */
export const GUEST_COLUMNS: readonly ResourceColumn<Row>[] = [
  textColumn<Row>('name', 'marketing.guests.name', (g) => `${g.lastName}, ${g.firstName}`, { sort: 'NAME' }),
  textColumn<Row>('email', 'marketing.guests.email', (g) => g.email),
  phoneColumn<Row>('phone', 'marketing.guests.phone', (g) => g.phone),
  textColumn<Row>('homeLocation', 'marketing.guests.homeLocation', (g) => g.homeLocation),
  textColumn<Row>('visits', 'marketing.guests.visits', (g) => String(g.visits), { sort: 'VISITS' }),
  textColumn<Row>('bookings', 'marketing.guests.bookings', (g) => String(g.bookings)),
  priceColumn<Row>('spend', 'marketing.guests.spend', (g) => g.spendCents / 100, { sort: 'SPEND' }),
  dateColumn<Row>('lastVisit', 'marketing.guests.lastVisit', (g) => g.lastVisit ?? null, { sort: 'LAST_VISIT' }),
  chipsColumn<Row>('tags', 'marketing.crm.tags', (g) => g.tags.map((t) => t.name)),
];
