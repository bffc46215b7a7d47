import {
  Badge,
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
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
import { ArrowRepeatAllRegular, SearchRegular } from '@fluentui/react-icons';
import { MESSAGE_STATUSES } from '@marquee/core/marketing/messageLog';
import type { MessageKey } from '@marquee/core/messages/en';
import type { ReactNode } from 'react';
import { Pager } from '../../../components/resources/Pager.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import type { CrmEmailsQuery, MessageStatus } from '../../../generated/graphql.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';

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

type Row = CrmEmailsQuery['crmEmails']['rows'][number];

const BADGE: Record<MessageStatus, 'informative' | 'success' | 'danger' | 'warning'> = {
  queued: 'informative',
  sent: 'success',
  failed: 'danger',
  bounced: 'warning',
};

export interface CrmEmailsPageProps {
  rows: readonly Row[] | undefined;
  loadFailed: boolean;
  status: MessageStatus | null;
  onStatus: (status: MessageStatus | null) => void;
  search: string;
  onSearch: (text: string) => void;
  page: number;
  rowsPerPage: number;
  total: number;
  onPage: (page: number) => void;
  onRowsPerPage: (rows: number) => void;
  canResend: boolean;
  resendingId: number | null;
  onResend: (id: number) => void;
  /** The log's Export menu (features/exports), at the toolbar's end. */
  exportMenu?: ReactNode;
}

/** Every e-mail and SMS sent to guests with its status, newest first, and a resend per row. */
export function CrmEmailsPage(props: CrmEmailsPageProps) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const statusLabel = (s: MessageStatus) => t(`crm.emails.status.${s}` as MessageKey);
  const { rows } = props;
  return (
    <section>
      <PageHeading>{t('crm.emails.title')}</PageHeading>
      <div className={styles.bar}>
        <Field label={t('crm.emails.filterStatus')}>
          <Dropdown
            inlinePopup
            value={props.status ? statusLabel(props.status) : t('crm.emails.allStatuses')}
            selectedOptions={[props.status ?? '']}
            onOptionSelect={(_, d) => props.onStatus((d.optionValue || null) as MessageStatus | null)}
          >
            <Option value="">{t('crm.emails.allStatuses')}</Option>
            {MESSAGE_STATUSES.map((s) => (
              <Option key={s} value={s}>
                {statusLabel(s)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Input
          className={styles.grow}
          contentBefore={<SearchRegular />}
          aria-label={t('marketing.templates.search')}
          placeholder={t('crm.emails.col.to')}
          value={props.search}
          onChange={(_, d) => props.onSearch(d.value)}
        />
        {props.exportMenu}
      </div>
      {props.loadFailed ? (
        <Text role="alert">{t('error.generic')}</Text>
      ) : rows === undefined ? (
        <Spinner label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <Text>{t('crm.emails.empty')}</Text>
      ) : (
        <>
          <Table aria-label={t('crm.emails.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('crm.emails.col.created')}</TableHeaderCell>
                <TableHeaderCell>{t('crm.emails.col.to')}</TableHeaderCell>
                <TableHeaderCell>{t('crm.emails.col.guest')}</TableHeaderCell>
                <TableHeaderCell>{t('crm.emails.col.subject')}</TableHeaderCell>
                <TableHeaderCell>{t('crm.emails.col.channel')}</TableHeaderCell>
                <TableHeaderCell>{t('crm.emails.col.status')}</TableHeaderCell>
                <TableHeaderCell />
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => {
                const at = new Date(row.createdAt);
                return (
                  <TableRow key={row.id}>
                    <TableCell>{format.dateTime(at)}</TableCell>
                    <TableCell>{row.to}</TableCell>
                    <TableCell>{row.guestName}</TableCell>
                    <TableCell>
                      {row.subject} {row.isTest && <Badge appearance="outline">{t('crm.emails.test')}</Badge>}
                    </TableCell>
                    <TableCell>{t(`marketing.channel.${row.channel}` as MessageKey)}</TableCell>
                    <TableCell>
                      <Badge color={BADGE[row.status]} title={row.lastError || undefined}>
                        {statusLabel(row.status)}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      {props.canResend && (
                        <Button
                          appearance="subtle"
                          icon={<ArrowRepeatAllRegular />}
                          disabled={props.resendingId === row.id}
                          onClick={() => props.onResend(row.id)}
                          aria-label={`${t('crm.emails.resend')}: ${row.to}`}
                        >
                          {t('crm.emails.resend')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
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
