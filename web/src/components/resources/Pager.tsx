import { Button, Dropdown, Label, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { ROWS_PER_PAGE_OPTIONS } from '@marquee/core/resources/listState';
import { useId } from 'react';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalS,
  },
  rows: { minWidth: '80px' },
});

export interface PagerProps {
  /** Zero-based. */
  page: number;
  rowsPerPage: number;
  total: number;
  onPage: (page: number) => void;
  onRowsPerPage: (rows: number) => void;
}

/** Server-side paging under a table: rows per page, the range shown, previous and next. */
export function Pager({ page, rowsPerPage, total, onPage, onRowsPerPage }: PagerProps) {
  const styles = useStyles();
  const t = useT();
  const id = useId();
  const from = total === 0 ? 0 : page * rowsPerPage + 1;
  const to = Math.min(total, (page + 1) * rowsPerPage);
  const last = Math.max(0, Math.ceil(total / rowsPerPage) - 1);
  return (
    <nav className={styles.root} aria-label={t('settings.rowsPerPage')}>
      <Label htmlFor={id}>{t('settings.rowsPerPage')}</Label>
      <Dropdown
        inlinePopup
        id={id}
        className={styles.rows}
        value={String(rowsPerPage)}
        selectedOptions={[String(rowsPerPage)]}
        onOptionSelect={(_, d) => d.optionValue && onRowsPerPage(Number(d.optionValue))}
      >
        {ROWS_PER_PAGE_OPTIONS.map((n) => (
          <Option key={n} value={String(n)}>
            {String(n)}
          </Option>
        ))}
      </Dropdown>
      <Text aria-live="polite">{t('settings.pageRange', { from, to, total })}</Text>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={t('settings.previousPage')}
        disabled={page <= 0}
        onClick={() => onPage(page - 1)}
      />
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={t('settings.nextPage')}
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
