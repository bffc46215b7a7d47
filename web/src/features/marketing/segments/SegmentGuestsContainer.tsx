import {
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { formatCents } from '@marquee/core/marketing/guests';
import { useGuestSegmentGuestsQuery } from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';
import { ExportMenu } from '../../exports/ExportMenu.tsx';

const useStyles = makeStyles({ bar: { display: 'flex', justifyContent: 'flex-end' } });

/**
 * A segment row's sub-table: the first guests it matches (GET …/guests), and an Export menu for
 * all of them (the segment's id is the state the screen's URL lacks).
 */
export function SegmentGuestsContainer({ rowId }: { rowId: number }) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const { data, loading, error } = useGuestSegmentGuestsQuery({ variables: { rowId, rowsPerPage: 10 } });
  if (loading && !data) return <Spinner size="tiny" />;
  if (error) return <Text>{t('error.generic')}</Text>;
  const page = data?.guestSegmentGuests;
  if (!page || page.rows.length === 0) return <Text>{t('marketing.guests.empty')}</Text>;
  return (
    <>
      <Table size="small" aria-label={t('marketing.segments.matchingGuests')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('marketing.guests.name')}</TableHeaderCell>
            <TableHeaderCell>{t('marketing.guests.email')}</TableHeaderCell>
            <TableHeaderCell>{t('marketing.guests.visits')}</TableHeaderCell>
            <TableHeaderCell>{t('marketing.guests.spend')}</TableHeaderCell>
            <TableHeaderCell>{t('marketing.guests.lastVisit')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {page.rows.map((g) => (
            <TableRow key={g.id}>
              <TableCell>
                {g.lastName}, {g.firstName}
              </TableCell>
              <TableCell>{g.email}</TableCell>
              <TableCell>{g.visits}</TableCell>
              <TableCell>{formatCents(g.spendCents)}</TableCell>
              <TableCell>{g.lastVisit ? format.day(g.lastVisit) : t('marketing.guests.never')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div className={styles.bar}>
        <ExportMenu list="segment-guests" search="" params={{ segment: String(rowId) }} />
      </div>
    </>
  );
}
