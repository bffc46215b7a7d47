import { Spinner, Text } from '@fluentui/react-components';
import { FormText } from '../../../components/resources/FormText.tsx';
import { useProductLanguagesQuery } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import type { ProductSectionProps } from './productSectionProps.ts';

/**
 * Languages: the product's name in each language of each chosen location (spec/3 §7
 * POST /product-management/products/languages); a blank name shows the main name there.
 */
export function ProductLanguagesSection({ form, record }: ProductSectionProps) {
  const t = useT();
  const v = form.values;
  const { data } = useProductLanguagesQuery({
    variables: { productId: record?.id ?? null, locationIds: v.locationIds },
    skip: v.locationIds.length === 0,
  });
  if (v.locationIds.length === 0) return <Text>{t('products.pricing.chooseLocations')}</Text>;
  if (!data) return <Spinner size="small" label={t('products.languages.loading')} />;
  const nameAt = (locationId: number, languageId: number) =>
    v.names.find((n) => n.locationId === locationId && n.languageId === languageId)?.name ?? '';
  const setName = (locationId: number, languageId: number, name: string) => {
    const others = v.names.filter((n) => !(n.locationId === locationId && n.languageId === languageId));
    form.set('names', name === '' ? others : [...others, { locationId, languageId, name }]);
  };
  return (
    <>
      {data.productLanguages.map((row) => (
        <FormText
          key={`${row.locationId}:${row.languageId}`}
          label={t('products.languages.nameIn', { language: row.languageName, location: row.locationName })}
          value={nameAt(row.locationId, row.languageId)}
          onChange={(name) => setName(row.locationId, row.languageId, name)}
          onBlur={() => form.blur('names')}
          message={form.message('names')}
        />
      ))}
    </>
  );
}
