import { Spinner } from '@fluentui/react-components';
import { SubTable } from '../../../components/resources/SubTable.tsx';
import { type RevenueClassRowFragment, useRevenueClassDiscountsQuery } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';

export interface RevenueClassDiscountsProps {
  revenueClass: RevenueClassRowFragment;
}

/** A revenue class's expanded row: the discounts applying to it, fetched when the row opens. */
export function RevenueClassDiscounts({ revenueClass }: RevenueClassDiscountsProps) {
  const t = useT();
  const { data } = useRevenueClassDiscountsQuery({ variables: { id: revenueClass.id } });
  if (!data) return <Spinner size="tiny" aria-label={t('catalogue.field.discounts')} />;
  return (
    <SubTable
      label={`${revenueClass.name}: ${t('catalogue.field.discounts')}`}
      items={data.revenueClassSubTable}
      itemKey={(d) => d.discountId}
      emptyText={t('settings.subTableEmpty')}
      columns={[{ label: t('catalogue.field.discounts'), render: (d) => d.name }]}
    />
  );
}
