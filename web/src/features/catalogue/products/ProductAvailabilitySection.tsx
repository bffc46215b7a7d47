import { FormCheckList } from '../../../components/resources/FormCheckList.tsx';
import { FormSelect } from '../../../components/resources/FormSelect.tsx';
import { useT } from '../../../i18n/useT.ts';
import type { ProductSectionProps } from './productSectionProps.ts';

/** When it is sold: the weekdays, and the hours from and to (blank: opening to close). */
export function ProductAvailabilitySection({ form, lookups }: ProductSectionProps) {
  const t = useT();
  const v = form.values;
  return (
    <>
      <FormCheckList
        label={t('products.field.daysAvailable')}
        required={false}
        options={lookups.days}
        value={v.daysAvailable}
        onChange={(days) =>
          form.set(
            'daysAvailable',
            [...days].sort((a, b) => a - b),
          )
        }
      />
      <FormSelect
        label={t('products.field.availableFrom')}
        options={lookups.availableFrom}
        noneLabel={t('products.field.fromOpening')}
        value={v.availableFrom === null ? [] : [v.availableFrom]}
        onChange={([m]) => form.set('availableFrom', m ?? null)}
        onBlur={() => form.blur('availability')}
      />
      <FormSelect
        label={t('products.field.availableTo')}
        options={lookups.availableTo}
        noneLabel={t('products.field.untilClose')}
        value={v.availableTo === null ? [] : [v.availableTo]}
        onChange={([m]) => form.set('availableTo', m ?? null)}
        onBlur={() => form.blur('availability')}
        message={form.message('availability')}
      />
    </>
  );
}
