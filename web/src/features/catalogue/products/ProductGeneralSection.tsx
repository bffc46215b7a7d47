import { Switch } from '@fluentui/react-components';
import {
  alcoholApplies,
  giftCardAmountApplies,
  membershipApplies,
  modifiersApply,
} from '@marquee/core/catalogue/productKind';
import { OFFERED_AT, offeredOptions } from '@marquee/core/catalogue/offered';
import { FormAmount } from '../../../components/resources/FormAmount.tsx';
import { FormCheckList } from '../../../components/resources/FormCheckList.tsx';
import { FormSelect } from '../../../components/resources/FormSelect.tsx';
import { FormText } from '../../../components/resources/FormText.tsx';
import { ImageUpload } from '../../../components/resources/ImageUpload.tsx';
import { useT } from '../../../i18n/useT.ts';
import { PRODUCT_IMAGE_RULES, PRODUCT_IMAGE_SIZE } from './productImage.ts';
import type { ProductSectionProps } from './productSectionProps.ts';

/** General: type, name, image, categories, the kind's own fields, revenue class, tax and flags. */
export function ProductGeneralSection({ form, lookups, readOnly }: ProductSectionProps) {
  const t = useT();
  const v = form.values;
  const kind = v.kind;
  // Only what is offered at the product's locations (and what it already has) is listed.
  const at = v.locationIds;
  const categories = offeredOptions(lookups.categories, at, OFFERED_AT.categoryIds, v.categoryIds);
  const memberships = offeredOptions(
    lookups.memberships,
    at,
    OFFERED_AT.membershipId,
    v.membershipId === null ? [] : [v.membershipId],
  );
  const modifiers = offeredOptions(lookups.modifiers, at, OFFERED_AT.modifierIds, v.modifierIds);
  const taxRates = offeredOptions(
    lookups.taxRates,
    at,
    OFFERED_AT.taxRateId,
    v.taxRateId === null ? [] : [v.taxRateId],
  );
  return (
    <>
      <FormSelect
        label={t('products.field.productType')}
        required
        options={lookups.productTypes}
        value={v.productTypeId === null ? [] : [v.productTypeId]}
        onChange={([id]) => {
          const type = lookups.productTypes.find((p) => p.value === id);
          form.set('productTypeId', id ?? null);
          // The kind follows the type: the sections shown change with it, nothing typed is dropped.
          if (type) form.set('kind', type.kind);
        }}
        onBlur={() => form.blur('productTypeId')}
        message={form.message('productTypeId')}
      />
      <FormText
        label={t('catalogue.field.name')}
        required
        value={v.name}
        onChange={(value) => form.set('name', value)}
        onBlur={() => form.blur('name')}
        message={form.message('name')}
      />
      <ImageUpload
        label={t('products.field.image')}
        value={v.image}
        onChange={(image) => form.set('image', image)}
        rules={PRODUCT_IMAGE_RULES}
        name={v.name || '?'}
        square
        uploadLabel={t('products.image.upload')}
        removeLabel={t('products.image.remove')}
        hint={t('products.image.hint', PRODUCT_IMAGE_SIZE)}
      />
      <FormCheckList
        label={t('products.field.categories')}
        required
        options={categories}
        value={v.categoryIds}
        onChange={(ids) => form.set('categoryIds', ids)}
        onBlur={() => form.blur('categoryIds')}
        message={form.message('categoryIds')}
      />
      {giftCardAmountApplies(kind) && (
        <FormAmount
          label={t('products.field.giftCardAmount')}
          required
          value={v.giftCardAmount}
          onChange={(value) => form.set('giftCardAmount', value)}
          onBlur={() => form.blur('giftCardAmount')}
          message={form.message('giftCardAmount')}
        />
      )}
      {membershipApplies(kind) && (
        <FormSelect
          label={t('products.field.membership')}
          required
          options={memberships}
          value={v.membershipId === null ? [] : [v.membershipId]}
          onChange={([id]) => form.set('membershipId', id ?? null)}
          onBlur={() => form.blur('membershipId')}
          message={form.message('membershipId')}
        />
      )}
      {modifiersApply(kind) && (
        <FormCheckList
          label={t('products.field.modifiers')}
          required={false}
          options={modifiers}
          value={v.modifierIds}
          onChange={(ids) => form.set('modifierIds', ids)}
        />
      )}
      <FormSelect
        label={t('products.field.revenueClass')}
        required
        options={lookups.revenueClasses}
        value={v.revenueClassId === null ? [] : [v.revenueClassId]}
        onChange={([id]) => form.set('revenueClassId', id ?? null)}
        onBlur={() => form.blur('revenueClassId')}
        message={form.message('revenueClassId')}
      />
      <FormSelect
        label={t('products.field.taxRate')}
        options={taxRates}
        noneLabel={t('products.field.untaxed')}
        value={v.taxRateId === null ? [] : [v.taxRateId]}
        onChange={([id]) => form.set('taxRateId', id ?? null)}
        message={form.message('taxRateId')}
      />
      <Switch
        disabled={readOnly}
        label={t('products.field.isCadet')}
        checked={v.isCadet}
        onChange={(_, d) => form.set('isCadet', d.checked)}
      />
      {alcoholApplies(kind) && (
        <Switch
          disabled={readOnly}
          label={t('products.field.containsAlcohol')}
          checked={v.containsAlcohol}
          onChange={(_, d) => form.set('containsAlcohol', d.checked)}
        />
      )}
      <Switch
        disabled={readOnly}
        label={t('catalogue.field.enabled')}
        checked={v.enabled}
        onChange={(_, d) => form.set('enabled', d.checked)}
      />
    </>
  );
}
