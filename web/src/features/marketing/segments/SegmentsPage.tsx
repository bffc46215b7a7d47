import {
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { ListState } from '@marquee/core/resources/listState';
import type { ReactNode } from 'react';
import { ListHeader } from '../../../components/resources/ListHeader.tsx';
import { Pager } from '../../../components/resources/Pager.tsx';
import { ResourceTable } from '../../../components/resources/ResourceTable.tsx';
import type { SegmentFieldsFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';
import type { Choice } from './ConditionRow.tsx';
import { segmentColumns } from './segmentColumns.tsx';

const useStyles = makeStyles({
  picker: { minWidth: '220px' },
  hint: { display: 'block', padding: tokens.spacingVerticalXL },
});

export const ALL_LOCATIONS = 'all';

export interface SegmentsPageProps {
  list: ListState<{ location: string | null }>;
  locations: readonly Choice[];
  rows: readonly SegmentFieldsFragment[];
  total: number;
  loading: boolean;
  failed: boolean;
  canAdd: boolean;
  selected: ReadonlySet<number>;
  canRemoveMultiple: boolean;
  onSelect?: (ids: Set<number>) => void;
  onRemoveSelected: () => void;
  onLocation: (code: string) => void;
  onAdd: () => void;
  onOpen?: (row: SegmentFieldsFragment) => void;
  onSearch: (text: string) => void;
  onSort: (sort: string) => void;
  onPage: (page: number) => void;
  onRowsPerPage: (rows: number) => void;
  countCell: (row: SegmentFieldsFragment) => ReactNode;
  /** The "Send a message" cell; absent without the right to execute segments. */
  sendCell?: (row: SegmentFieldsFragment) => ReactNode;
  guestsOf: (row: SegmentFieldsFragment) => ReactNode;
}

/** /marketing/guest-segments: the list of one location (or all), each row counting its guests. */
export function SegmentsPage(props: SegmentsPageProps) {
  const { list, locations, rows, total, loading, failed } = props;
  const styles = useStyles();
  const t = useT();
  const location = list.filters.location;
  const locationName =
    location === ALL_LOCATIONS
      ? t('marketing.segments.allLocations')
      : (locations.find((l) => l.id === location)?.name ?? '');
  return (
    <div>
      <ListHeader
        title={t('marketing.segments.title')}
        addLabel={props.canAdd ? t('marketing.segments.add') : undefined}
        onAdd={props.onAdd}
        search={list.search}
        onSearch={props.onSearch}
        selectedCount={props.selected.size}
        onRemoveSelected={props.onRemoveSelected}
        filters={
          <Field label={t('marketing.segments.location')} className={styles.picker}>
            <Dropdown
              value={locationName}
              placeholder={t('marketing.segments.location')}
              selectedOptions={location ? [location] : []}
              onOptionSelect={(_, d) => d.optionValue && props.onLocation(d.optionValue)}
            >
              <Option value={ALL_LOCATIONS}>{t('marketing.segments.allLocations')}</Option>
              {locations.map((l) => (
                <Option key={l.id} value={l.id}>
                  {l.name}
                </Option>
              ))}
            </Dropdown>
          </Field>
        }
      />
      {failed && (
        <MessageBar intent="error">
          <MessageBarBody>{t('error.generic')}</MessageBarBody>
        </MessageBar>
      )}
      {location === null ? (
        <Text className={styles.hint}>{t('marketing.segments.chooseLocation')}</Text>
      ) : (
        <>
          <ResourceTable
            label={t('marketing.segments.title')}
            columns={segmentColumns(props.countCell, props.sendCell)}
            rows={rows}
            rowId={(s) => s.id}
            rowName={(s) => s.name}
            loading={loading}
            emptyText={t('marketing.segments.empty')}
            sort={list.sort}
            order={list.order}
            onSort={props.onSort}
            selectable={Boolean(props.onSelect)}
            multiple={props.canRemoveMultiple}
            selected={props.selected}
            onSelect={props.onSelect ?? (() => undefined)}
            onOpen={props.onOpen}
            renderSubTable={props.guestsOf}
          />
          <Pager
            page={list.page}
            rowsPerPage={list.rowsPerPage}
            total={total}
            onPage={props.onPage}
            onRowsPerPage={props.onRowsPerPage}
          />
        </>
      )}
    </div>
  );
}
