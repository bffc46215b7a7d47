import { Button, Field, Input, makeStyles, Radio, RadioGroup, Spinner, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { SEARCH_DEBOUNCE_MS } from '@marquee/core/constants';
import { useState } from 'react';
import { formatPrice } from '../../../components/resources/columnFormat.ts';
import { useProductPickerQuery } from '../../../generated/graphql.ts';
import { useDebouncedCallback } from '../../../hooks/useDebouncedCallback.ts';
import { useT } from '../../../i18n/useT.ts';
import { usePagedPicker } from './usePagedPicker.ts';

const useStyles = makeStyles({
  list: { maxHeight: '280px', overflowY: 'auto', display: 'grid' },
  more: { justifySelf: 'start', marginTop: tokens.spacingVerticalXS },
});

export interface ProductPickerProps {
  label: string;
  value: number | null;
  onChange: (id: number) => void;
  /** Only products sold at this location. */
  locationId?: number | null;
}

/**
 * Picks one product from a list loaded page by page (spec/3 §4): typing searches (debounced) and
 * replaces the list, 'Load more' appends the next page; a product is listed once.
 */
export function ProductPicker({ label, value, onChange, locationId = null }: ProductPickerProps) {
  const styles = useStyles();
  const t = useT();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedCallback(setSearch, SEARCH_DEBOUNCE_MS);
  const answer = useProductPickerQuery({ variables: { search: search || null, page: 0, locationId } });
  const picker = usePagedPicker(answer, search, (d) => d.productOptions);
  return (
    <Field label={label}>
      <Input
        type="search"
        aria-label={t('products.picker.search', { label })}
        contentBefore={<SearchRegular />}
        value={typed}
        onChange={(_, d) => {
          setTyped(d.value);
          debounced(d.value.trim());
        }}
      />
      <RadioGroup
        className={styles.list}
        aria-label={label}
        value={value === null ? '' : String(value)}
        onChange={(_, d) => onChange(Number(d.value))}
      >
        {picker.rows.map((p) => (
          <Radio key={p.id} value={String(p.id)} label={p.price ? `${p.name} · ${formatPrice(p.price)}` : p.name} />
        ))}
      </RadioGroup>
      {picker.loading && <Spinner size="tiny" label={t('products.picker.loading')} />}
      {picker.hasMore && !picker.loading && (
        <Button className={styles.more} onClick={() => void picker.loadMore()}>
          {t('products.picker.more')}
        </Button>
      )}
    </Field>
  );
}
