import { Spinner } from '@fluentui/react-components';
import { SubTable } from '../../../components/resources/SubTable.tsx';
import { formatPrice } from '../../../components/resources/columnFormat.ts';
import { type ProductRowFragment, useProductPricesQuery } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';

export interface ProductPricesProps {
  product: ProductRowFragment;
}

/** A product's expanded row: its price per location and level with a dollar prefix, and the tax as a percent. */
export function ProductPrices({ product }: ProductPricesProps) {
  const t = useT();
  const { data } = useProductPricesQuery({ variables: { id: product.id } });
  if (!data) return <Spinner size="tiny" aria-label={t('products.prices.loading')} />;
  return (
    <SubTable
      label={`${product.name}: ${t('catalogue.products.tab.pricing')}`}
      items={data.productSubTable}
      itemKey={(p) => `${p.locationId}:${p.priceLevelId}`}
      emptyText={t('settings.subTableEmpty')}
      columns={[
        { label: t('products.field.location'), render: (p) => p.locationName },
        { label: t('products.prices.level'), render: (p) => p.priceLevelName },
        { label: t('catalogue.field.price'), render: (p) => formatPrice(p.price) },
        { label: t('products.prices.tax'), render: (p) => (p.taxPercent === null ? '—' : `${p.taxPercent}%`) },
      ]}
    />
  );
}
