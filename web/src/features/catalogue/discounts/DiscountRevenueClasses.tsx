import { SubTable } from '../../../components/resources/SubTable.tsx';
import type { DiscountRowFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';

export interface DiscountRevenueClassesProps {
  discount: DiscountRowFragment;
}

/** A discount's expanded row: the revenue classes it applies to. */
export function DiscountRevenueClasses({ discount }: DiscountRevenueClassesProps) {
  const t = useT();
  return (
    <SubTable
      label={`${discount.name}: ${t('catalogue.field.revenueClasses')}`}
      items={discount.revenueClasses}
      itemKey={(c) => c.revenueClassId}
      emptyText={t('settings.subTableEmpty')}
      columns={[{ label: t('catalogue.field.revenueClasses'), render: (c) => c.name }]}
    />
  );
}
