import {
  Badge,
  Button,
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
import { ListHeader } from '../../components/resources/ListHeader.tsx';
import { Pager } from '../../components/resources/Pager.tsx';
import type { InvitationStatus } from '../../generated/graphql.ts';
import { useT } from '../../i18n/useT.ts';
import type { CustomerRow } from './customerTypes.ts';

const useStyles = makeStyles({
  subtitle: { display: 'block', marginBottom: tokens.spacingVerticalM },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '960px' },
  email: { wordBreak: 'break-all' },
});

const STATUS_COLOUR = { PENDING: 'warning', ACCEPTED: 'success', EXPIRED: 'danger', NONE: 'subtle' } as const;
const STATUS_KEY = {
  PENDING: 'tenants.status.pending',
  ACCEPTED: 'tenants.status.accepted',
  EXPIRED: 'tenants.status.expired',
  NONE: 'tenants.status.none',
} as const satisfies Record<InvitationStatus, string>;

export interface CustomersPageProps {
  rows: readonly CustomerRow[] | undefined;
  total: number;
  loading: boolean;
  failed: boolean;
  search: string;
  page: number;
  rowsPerPage: number;
  /** The customer whose invitation is being sent again, if any. */
  resending: number | null;
  onSearch: (text: string) => void;
  onPage: (page: number) => void;
  onRowsPerPage: (rows: number) => void;
  onNew: () => void;
  onResend: (row: CustomerRow) => void;
}

/** /customers (provider staff): every master client, by name, with its first director's invitation. */
export function CustomersPage(props: CustomersPageProps) {
  const { rows, total, loading, failed, search, page, rowsPerPage, resending, onResend } = props;
  const t = useT();
  const styles = useStyles();
  return (
    <section>
      <ListHeader
        title={t('tenants.title')}
        addLabel={t('tenants.new')}
        onAdd={props.onNew}
        search={search}
        onSearch={props.onSearch}
        selectedCount={0}
        onRemoveSelected={() => undefined}
      />
      <Text className={styles.subtitle}>{t('tenants.subtitle')}</Text>
      {loading && !rows ? <Spinner aria-label={t('tenants.title')} /> : null}
      {failed ? <Text role="alert">{t('tenants.loadError')}</Text> : null}
      {rows && rows.length === 0 ? <Text>{t('tenants.empty')}</Text> : null}
      {rows && rows.length > 0 ? (
        <div className={styles.scroll}>
          <Table className={styles.table} aria-label={t('tenants.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('tenants.col.name')}</TableHeaderCell>
                <TableHeaderCell>{t('tenants.col.country')}</TableHeaderCell>
                <TableHeaderCell>{t('tenants.col.timeZone')}</TableHeaderCell>
                <TableHeaderCell>{t('tenants.col.currency')}</TableHeaderCell>
                <TableHeaderCell>{t('tenants.col.locations')}</TableHeaderCell>
                <TableHeaderCell>{t('tenants.col.director')}</TableHeaderCell>
                <TableHeaderCell>{t('tenants.col.invitation')}</TableHeaderCell>
                <TableHeaderCell />
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.masterClientId}>
                  <TableCell>{r.name}</TableCell>
                  <TableCell>{r.country}</TableCell>
                  <TableCell>{r.timeZone}</TableCell>
                  <TableCell>{r.currency}</TableCell>
                  <TableCell>{r.locations}</TableCell>
                  <TableCell>
                    {r.directorName}
                    {r.directorEmail ? (
                      <Text block size={200} className={styles.email}>
                        {r.directorEmail}
                      </Text>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={STATUS_COLOUR[r.invitation]}>
                      {t(STATUS_KEY[r.invitation])}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    {r.invitation === 'PENDING' || r.invitation === 'EXPIRED' ? (
                      <Button
                        size="small"
                        disabled={resending === r.masterClientId}
                        aria-label={`${t('tenants.resend')}: ${r.name}`}
                        onClick={() => onResend(r)}
                      >
                        {t('tenants.resend')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
      {rows && total > 0 ? (
        <Pager
          page={page}
          rowsPerPage={rowsPerPage}
          total={total}
          onPage={props.onPage}
          onRowsPerPage={props.onRowsPerPage}
        />
      ) : null}
    </section>
  );
}
