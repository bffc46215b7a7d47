import { MAX_INVENTORY_QUANTITY } from '@marquee/core/catalogue/product';
import { useT } from '../../../i18n/useT.ts';
import { DigitsField } from './DigitsField.tsx';
import type { ProductSectionProps } from './productSectionProps.ts';

/** Inventory: the most sold per order, 1–9,999; blank for no limit. */
export function ProductInventorySection({ form }: ProductSectionProps) {
  const t = useT();
  return (
    <DigitsField
      label={t('products.field.maxQuantity')}
      hint={t('products.field.maxQuantityHint')}
      maxDigits={String(MAX_INVENTORY_QUANTITY).length + 1}
      value={form.values.maxQuantity}
      onChange={(value) => form.set('maxQuantity', value)}
      onBlur={() => form.blur('inventory.maxQuantity')}
      message={form.message('inventory.maxQuantity')}
    />
  );
}
