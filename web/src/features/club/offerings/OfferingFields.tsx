import { type Channel, DEPOSIT_TYPES, OFFERING_TYPES, PRICE_TYPES, QUANTITY_TYPES } from '@marquee/core/club/offerings';
import { amountInput } from '@marquee/core/resources/fields';
import { useT } from '../../../i18n/useT.ts';
import { useOptionLabel } from '../common/optionLabel.ts';
import type { FieldsProps } from '../common/ClubListScreen.tsx';
import { ChoiceField, TextField, ToggleField } from '../common/fields.tsx';
import type { OfferingForm } from './offeringForm.ts';

const labelled = (values: readonly string[], label: (value: string) => string) =>
  values.map((value) => ({ value, label: label(value) }));

export interface ProductChoice {
  id: number;
  name: string;
  isSchedulable: boolean;
  price?: string | null;
}

export interface OfferingFieldsProps extends FieldsProps<OfferingForm> {
  channel: Channel;
  products: readonly ProductChoice[];
  categories: readonly { id: number; name: string }[];
}

/** The fields of an online or kiosk offering. */
export function OfferingFields({ form, set, errors, channel, products, categories }: OfferingFieldsProps) {
  const t = useT();
  const label = useOptionLabel();
  const product = products.find((p) => p.id === form.productId);
  // Schedulable and non-schedulable products, each group named (spec/3 §7 the two lists).
  const productOptions = products.map((p) => ({
    value: String(p.id),
    label: `${p.name} · ${t(p.isSchedulable ? 'club.offerings.schedulable' : 'club.offerings.nonSchedulable')}`,
  }));
  return (
    <>
      <ChoiceField
        label={t('club.offerings.product')}
        value={form.productId === null ? null : String(form.productId)}
        options={productOptions}
        onChange={(v) => set('productId', Number(v))}
        message={errors.productId}
        required
      />
      {channel === 'KIOSK' && (
        <ChoiceField
          label={t('club.offerings.category')}
          value={form.categoryId === null ? null : String(form.categoryId)}
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(v) => set('categoryId', Number(v))}
          message={errors.categoryId}
          required
        />
      )}
      <ChoiceField
        label={t('club.offerings.type')}
        value={form.offeringType}
        options={labelled(OFFERING_TYPES, label)}
        onChange={(v) => set('offeringType', v as OfferingForm['offeringType'])}
      />
      <ChoiceField
        label={t('club.offerings.priceType')}
        value={form.priceType}
        options={labelled(PRICE_TYPES, label)}
        onChange={(v) => set('priceType', v as OfferingForm['priceType'])}
      />
      <TextField
        label={t('club.offerings.price')}
        value={form.price}
        onChange={(v) => set('price', amountInput(v))}
        message={errors.price}
        hint={t('club.offerings.priceHint', { price: product?.price ?? '—' })}
      />
      <ChoiceField
        label={t('club.offerings.depositType')}
        value={form.depositType}
        options={labelled(DEPOSIT_TYPES, label)}
        onChange={(v) => set('depositType', v as OfferingForm['depositType'])}
      />
      {(form.depositType === 'PERCENT' || form.depositType === 'AMOUNT') && (
        <TextField
          label={t('club.offerings.depositValue')}
          value={form.depositValue}
          onChange={(v) => set('depositValue', amountInput(v))}
          message={errors.depositValue}
          required
        />
      )}
      <ChoiceField
        label={t('club.offerings.quantityType')}
        value={form.quantityType}
        options={labelled(QUANTITY_TYPES, label)}
        onChange={(v) => set('quantityType', v as OfferingForm['quantityType'])}
      />
      <TextField
        type="number"
        label={t('club.offerings.minQuantity')}
        value={form.minQuantity}
        onChange={(v) => set('minQuantity', v)}
        message={errors.minQuantity}
        required
      />
      <TextField
        type="number"
        label={t('club.offerings.maxQuantity')}
        value={form.maxQuantity}
        onChange={(v) => set('maxQuantity', v)}
        message={errors.maxQuantity}
      />
      {(product?.isSchedulable ?? true) && (
        <TextField
          type="number"
          label={t('club.offerings.spaces')}
          hint={t('club.offerings.spacesHint')}
          value={form.availableSpaces}
          onChange={(v) => set('availableSpaces', v)}
          message={errors.availableSpaces}
        />
      )}
      <ToggleField label={t('club.enabled')} checked={form.enabled} onChange={(v) => set('enabled', v)} />
    </>
  );
}
