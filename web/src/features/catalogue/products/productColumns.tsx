import { Avatar } from '@fluentui/react-components';
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

/** The products list's columns (the type lists' too: the product type names the kind). */
export function productColumns(): ResourceColumn<Row>[] {
  return [
    imageColumn,
    textColumn<Row>('name', 'catalogue.field.name', (p) => p.name, { sort: 'NAME' }),
    textColumn<Row>('type', 'products.field.productType', (p) => p.productTypeName, { sort: 'PRODUCT_TYPE' }),
    chipsColumn<Row>('categories', 'products.field.categories', (p) => p.categories),
    priceColumn<Row>('price', 'catalogue.field.price', (p) => p.price, { sort: 'PRICE' }),
    booleanColumn<Row>('schedulable', 'catalogue.products.schedulable', (p) => p.isSchedulable),
    booleanColumn<Row>('enabled', 'catalogue.field.enabled', (p) => p.enabled, { sort: 'ENABLED' }),
  ];
}
