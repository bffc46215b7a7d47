import { Avatar } from '@fluentui/react-components';
import { KIND_LABELS } from '@marquee/core/catalogue/productKind';
import {
  booleanColumn,
  chipsColumn,
  priceColumn,
  type ResourceColumn,
  textColumn,
} from '../../../components/resources/columns.tsx';
import { imageSource } from '../../../components/resources/columnFormat.ts';
import type { ProductRowFragment } from '../../../generated/graphql.ts';

type Row = ProductRowFragment;

/** Stored images are served by Marquee itself ('/…'); other paths come from the booking CDN (spec/3 §2). */
const productImage = (value: string | null) => (value?.startsWith('/') ? value : imageSource(value));

const imageColumn: ResourceColumn<Row> = {
  id: 'image',
  label: 'products.field.image',
  render: (p) => (
    <Avatar
      size={32}
      shape="square"
      name={p.name}
      image={{ src: productImage(p.image) ?? undefined }}
      aria-hidden="true"
    />
  ),
};

/** The products list's columns; the type lists leave the type's kind out (they show one). */
export function productColumns(withKind: boolean): ResourceColumn<Row>[] {
  return [
    imageColumn,
    textColumn<Row>('name', 'catalogue.field.name', (p) => p.name, { sort: 'NAME' }),
    textColumn<Row>('type', 'products.field.productType', (p) => p.productTypeName, { sort: 'PRODUCT_TYPE' }),
    ...(withKind
      ? [
          {
            id: 'kind',
            label: 'products.field.kind',
            render: (p, t) => t(KIND_LABELS[p.kind]),
          } satisfies ResourceColumn<Row>,
        ]
      : []),
    chipsColumn<Row>('categories', 'products.field.categories', (p) => p.categories),
    priceColumn<Row>('price', 'catalogue.field.price', (p) => p.price, { sort: 'PRICE' }),
    booleanColumn<Row>('schedulable', 'catalogue.products.schedulable', (p) => p.isSchedulable),
    booleanColumn<Row>('enabled', 'catalogue.field.enabled', (p) => p.enabled, { sort: 'ENABLED' }),
  ];
}
