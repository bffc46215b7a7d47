import { Button, makeStyles, SearchBox, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { SEARCH_DEBOUNCE_MS } from '@marquee/core/constants';
import { type ReactNode, useEffect, useState } from 'react';
import { useDebouncedCallback } from '../../hooks/useDebouncedCallback.ts';
import { useT } from '../../i18n/useT.ts';
import { PageHeading } from '../PageHeading.tsx';

const useStyles = makeStyles({
  top: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  search: { minWidth: '260px' },
  spacer: { flexGrow: 1 },
});

export interface ListHeaderProps {
  title: string;
  /** The add button's text; no button when absent (no canAdd). */
  addLabel?: string;
  onAdd: () => void;
  /** The search text in the URL. */
  search: string;
  /** Called 500 ms after the person stops typing. */
  onSearch: (text: string) => void;
  /** Extra filters (role, group). */
  filters?: ReactNode;
  /** How many rows are selected; the remove button shows when > 0. */
  selectedCount: number;
  onRemoveSelected: () => void;
  /** The list's Export menu (components of features/exports), at the toolbar's end. */
  exportMenu?: ReactNode;
}

/** The table header of the resource pattern: title, add, search (debounced), filters, remove selected. */
export function ListHeader(props: ListHeaderProps) {
  const { title, addLabel, onAdd, search, onSearch, filters, selectedCount, onRemoveSelected, exportMenu } = props;
  const styles = useStyles();
  const t = useT();
  const [text, setText] = useState(search);
  const debounced = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  // Back/forward or a tenant switch changes the URL's search: show it.
  useEffect(() => setText(search), [search]);
  return (
    <>
      <div className={styles.top}>
        <PageHeading>{title}</PageHeading>
        {addLabel && (
          <Button appearance="primary" icon={<AddRegular />} onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </div>
      <div className={styles.bar}>
        <SearchBox
          className={styles.search}
          aria-label={t('settings.search')}
          placeholder={t('settings.search')}
          value={text}
          onChange={(_, d) => {
            setText(d.value);
            debounced(d.value);
          }}
        />
        {filters}
        <span className={styles.spacer} />
        {selectedCount > 0 && (
          <Button icon={<DeleteRegular />} onClick={onRemoveSelected}>
            {t('settings.removeSelected', { count: selectedCount })}
          </Button>
        )}
        {exportMenu}
      </div>
    </>
  );
}
