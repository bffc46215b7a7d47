import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import type { ListState } from '@marquee/core/resources/listState';
import type { ReactNode } from 'react';
import { ListHeader } from '../../../components/resources/ListHeader.tsx';
import { Pager } from '../../../components/resources/Pager.tsx';
import { ResourceTable } from '../../../components/resources/ResourceTable.tsx';
import type { GuestFieldsFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import { GUEST_COLUMNS } from './guestColumns.tsx';

const useStyles = makeStyles({
  layout: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

const NONE = new Set<number>();

export interface GuestsPageProps {
  list: ListState<Record<string, never>>;
  rows: readonly GuestFieldsFragment[];
  total: number;
  loading: boolean;
  failed: boolean;
  onSearch: (text: string) => void;
  onSort: (sort: string) => void;
  onPage: (page: number) => void;
  onRowsPerPage: (rows: number) => void;
  /** Opens a guest's notes; absent without DETAIL_VIEW. */
  onOpen?: (row: GuestFieldsFragment) => void;
  /** The open guest's panel. */
  detail: ReactNode;
  /** The toolbar's Export menu (hidden without the export permission). */
  exportMenu?: ReactNode;
}

/** /marketing/guests: searchable, paged guests with visits, bookings and spend; notes of the open one. */
export function GuestsPage(props: GuestsPageProps) {
  const { list, rows, total, loading, failed, detail } = props;
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.layout}>
      <div>
        <ListHeader
          title={t('marketing.guests.title')}
          onAdd={() => undefined}
          search={list.search}
          onSearch={props.onSearch}
          selectedCount={0}
          onRemoveSelected={() => undefined}
          exportMenu={props.exportMenu}
        />
        {failed && (
          <MessageBar intent="error">
            <MessageBarBody>{t('error.generic')}</MessageBarBody>
          </MessageBar>
        )}
        <ResourceTable
          label={t('marketing.guests.title')}
          columns={GUEST_COLUMNS}
          rows={rows}
          rowId={(g) => g.id}
          rowName={(g) => `${g.firstName} ${g.lastName}`}
          loading={loading}
          emptyText={t('marketing.guests.empty')}
          sort={list.sort}
          order={list.order}
          onSort={props.onSort}
          selectable={false}
          multiple={false}
          selected={NONE}
          onSelect={() => undefined}
          onOpen={props.onOpen}
        />
        <Pager
          page={list.page}
          rowsPerPage={list.rowsPerPage}
          total={total}
          onPage={props.onPage}
          onRowsPerPage={props.onRowsPerPage}
        />
      </div>
      {detail}
    </div>
  );
}
