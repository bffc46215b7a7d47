import { DISCOUNT_TYPES } from '@marquee/core/catalogue/reference';
import { DayText } from '../../../components/resources/DayText.tsx';
import { formatPrice } from '../../../components/resources/columnFormat.ts';
import {
  booleanColumn,
  chipsColumn,
  dateColumn,
  type ResourceColumn,
  textColumn,
} from '../../../components/resources/columns.tsx';
import type { DiscountRowFragment } from '../../../generated/graphql.ts';
import { isPercent } from './discountForm.ts';

type Row = DiscountRowFragment;

/** The type in the viewer's language (rows answer the English name). */
const typeLabel = (typeId: number) => DISCOUNT_TYPES.find((d) => d.id === typeId)?.label;

const shownValue = (d: Row) => (isPercent(d.typeId) ? `${d.value}%` : formatPrice(d.value));

/** Name, type, value ('15.00%' or '$5.00'), the date window, enabled and the revenue classes. */
export const DISCOUNT_COLUMNS: readonly ResourceColumn<Row>[] = [
  textColumn<Row>('name', 'catalogue.field.name', (d) => d.name, { sort: 'NAME' }),
  {
    id: 'type',
    label: 'catalogue.field.type',
    sort: 'TYPE',
    render: (d, t) => {
      const label = typeLabel(d.typeId);
      return label ? t(label) : d.typeName;
    },
  },
  textColumn<Row>('value', 'catalogue.field.value', shownValue, { sort: 'VALUE' }),
  dateColumn<Row>('startDate', 'catalogue.field.startDate', (d) => d.startDate, { sort: 'START_DATE' }),
  {
    id: 'endDate',
    label: 'catalogue.field.endDate',
    sort: 'END_DATE',
    render: (d, t) => (d.endDate ? <DayText value={d.endDate} /> : t('catalogue.discounts.openEnded')),
  },
  booleanColumn<Row>('enabled', 'catalogue.field.enabled', (d) => d.enabled),
  chipsColumn<Row>('revenueClasses', 'catalogue.field.revenueClasses', (d) => d.revenueClasses.map((c) => c.name)),
];
