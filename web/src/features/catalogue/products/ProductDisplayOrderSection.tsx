import { Button, MessageBar, MessageBarBody, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { FormSelect } from '../../../components/resources/FormSelect.tsx';
import { useFormReadOnly } from '../../../components/resources/formReadOnly.ts';
import { useProductDisplayOrderQuery, useSaveProductDisplayOrderMutation } from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { useT } from '../../../i18n/useT.ts';
import { DisplayOrderList, type OrderItem } from './DisplayOrderList.tsx';
import type { ProductSectionProps } from './productSectionProps.ts';

const useStyles = makeStyles({
  pickers: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * Display order: the products of one of this product's categories at one of its locations, moved
 * by drag or keyboard and saved in one request (apart from the product's own Save).
 */
export function ProductDisplayOrderSection({ record, lookups, form }: ProductSectionProps) {
  const styles = useStyles();
  const t = useT();
  const notify = useNotify();
  const readOnly = useFormReadOnly();
  const categories = lookups.categories.filter((c) => record?.categoryIds.includes(c.value));
  const locations = lookups.locations.filter((l) => record?.locations.some((r) => r.locationId === l.value));
  const [categoryId, setCategoryId] = useState<number | null>(categories[0]?.value ?? null);
  const [locationId, setLocationId] = useState<number | null>(locations[0]?.value ?? null);
  const skip = !record || categoryId === null || locationId === null;
  const { data, loading, error, refetch } = useProductDisplayOrderQuery({
    variables: { categoryId: categoryId ?? 0, locationId: locationId ?? 0 },
    skip,
  });
  const [save, { loading: saving }] = useSaveProductDisplayOrderMutation();
  // The arrangement being made, for the list it was made on; the loaded order otherwise.
  const key = `${categoryId}:${locationId}`;
  const [moved, setMoved] = useState<{ key: string; items: OrderItem[] } | null>(null);
  const loaded = (data?.productDisplayOrder ?? []).map((i) => ({ id: i.productId, name: i.name }));
  const items = moved?.key === key ? moved.items : loaded;
  const dirty = moved?.key === key;

  if (!record) return <Text>{t('products.displayOrder.saveFirst')}</Text>;
  const onSave = async () => {
    if (categoryId === null || locationId === null) return;
    try {
      await save({ variables: { input: { categoryId, locationId, productIds: items.map((i) => i.id) } } });
      setMoved(null);
      await refetch();
      notify(t('catalogue.products.displayOrderSaved'));
    } catch {
      // The shared error reaction has said why (a list changed meanwhile: its message).
    }
  };
  return (
    <>
      <Text>{t('products.displayOrder.intro', { name: form.values.name || record.name })}</Text>
      <div className={styles.pickers}>
        <FormSelect
          label={t('products.field.category')}
          options={categories}
          value={categoryId === null ? [] : [categoryId]}
          onChange={([id]) => setCategoryId(id ?? null)}
        />
        <FormSelect
          label={t('products.field.location')}
          options={locations}
          value={locationId === null ? [] : [locationId]}
          onChange={([id]) => setLocationId(id ?? null)}
        />
      </div>
      {skip ? (
        <Text>{t('products.displayOrder.none')}</Text>
      ) : error && !data ? (
        // spec/3 §8: a failed display order sets an error flag (the toast has said why).
        <MessageBar intent="error">
          <MessageBarBody>{t('products.displayOrder.failed')}</MessageBarBody>
        </MessageBar>
      ) : loading && !data ? (
        <Spinner size="small" label={t('products.displayOrder.loading')} />
      ) : (
        <DisplayOrderList
          label={t('products.displayOrder.listLabel', {
            category: categories.find((c) => c.value === categoryId)?.label ?? '',
            location: locations.find((l) => l.value === locationId)?.label ?? '',
          })}
          items={items}
          onChange={(next) => setMoved({ key, items: next })}
          readOnly={readOnly}
        />
      )}
      {!readOnly && !skip && !(error && !data) && (
        <div className={styles.actions}>
          <Button appearance="primary" disabled={!dirty || saving} onClick={onSave}>
            {t('products.displayOrder.save')}
          </Button>
          <Button disabled={!dirty || saving} onClick={() => setMoved(null)}>
            {t('products.displayOrder.undo')}
          </Button>
        </div>
      )}
    </>
  );
}
