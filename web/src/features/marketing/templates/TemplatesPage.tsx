import {
  Button,
  Input,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, SearchRegular } from '@fluentui/react-icons';
import type { MessageKey } from '@marquee/core/messages/en';
import { Pager } from '../../../components/resources/Pager.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import type { EmailSmsTemplateFieldsFragment } from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';
import { type LocationChoice, LocationCodePicker } from '../shared/LocationCodePicker.tsx';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
    flexWrap: 'wrap',
    marginBottom: tokens.spacingVerticalL,
  },
  grow: { flexGrow: 1 },
});

export interface TemplatesPageProps {
  locations: readonly LocationChoice[];
  locationCode: string | null;
  onLocation: (code: string) => void;
  search: string;
  onSearch: (text: string) => void;
  rows: readonly EmailSmsTemplateFieldsFragment[] | undefined;
  loadFailed: boolean;
  timeTypes: ReadonlyMap<number, string>;
  page: number;
  rowsPerPage: number;
  total: number;
  onPage: (page: number) => void;
  onRowsPerPage: (rows: number) => void;
  canAdd: boolean;
  canEdit: boolean;
  canRemove: boolean;
  onNew: () => void;
  onEdit: (id: number) => void;
  onRemove: (row: EmailSmsTemplateFieldsFragment) => void;
}

/** A location's templates: search, paging, and per row edit and remove. */
export function TemplatesPage(props: TemplatesPageProps) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const { rows } = props;
  return (
    <section>
      <PageHeading>{t('marketing.templates.title')}</PageHeading>
      <div className={styles.bar}>
        <LocationCodePicker locations={props.locations} value={props.locationCode} onChange={props.onLocation} />
        <Input
          className={styles.grow}
          contentBefore={<SearchRegular />}
          aria-label={t('marketing.templates.search')}
          placeholder={t('marketing.templates.search')}
          value={props.search}
          disabled={props.locationCode === null}
          onChange={(_, d) => props.onSearch(d.value)}
        />
        {props.canAdd && props.locationCode !== null && (
          <Button appearance="primary" icon={<AddRegular />} onClick={props.onNew}>
            {t('marketing.templates.new')}
          </Button>
        )}
      </div>
      {props.locationCode === null ? (
        <Text>{t('marketing.selectLocation')}</Text>
      ) : props.loadFailed ? (
        <Text role="alert">{t('error.generic')}</Text>
      ) : rows === undefined ? (
        <Spinner label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <Text>{t('marketing.templates.empty')}</Text>
      ) : (
        <>
          <Table aria-label={t('marketing.templates.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('marketing.templates.col.name')}</TableHeaderCell>
                <TableHeaderCell>{t('marketing.templates.col.channel')}</TableHeaderCell>
                <TableHeaderCell>{t('marketing.templates.col.timeType')}</TableHeaderCell>
                <TableHeaderCell>{t('marketing.templates.col.updated')}</TableHeaderCell>
                <TableHeaderCell />
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{t(`marketing.channel.${row.channel}` as MessageKey)}</TableCell>
                  <TableCell>{props.timeTypes.get(row.timeTypeId) ?? ''}</TableCell>
                  <TableCell>{format.date(new Date(row.updatedAt))}</TableCell>
                  <TableCell>
                    {props.canEdit && (
                      <Button
                        appearance="subtle"
                        icon={<EditRegular />}
                        aria-label={`${t('marketing.templates.edit')}: ${row.name}`}
                        onClick={() => props.onEdit(row.id)}
                      />
                    )}
                    {props.canRemove && (
                      <Button
                        appearance="subtle"
                        icon={<DeleteRegular />}
                        aria-label={`${t('marketing.templates.remove')}: ${row.name}`}
                        onClick={() => props.onRemove(row)}
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager
            page={props.page}
            rowsPerPage={props.rowsPerPage}
            total={props.total}
            onPage={props.onPage}
            onRowsPerPage={props.onRowsPerPage}
          />
        </>
      )}
    </section>
  );
}
