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
import type { PermissionSet } from '@marquee/core/permissions';
import { useState } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { ConfirmDialog } from '../../../components/resources/ConfirmDialog.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useT } from '../../../i18n/useT.ts';
import type { ApiTokenRow } from './apiTokenTypes.ts';

const useStyles = makeStyles({
  header: { display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  scroll: { overflowX: 'auto', marginTop: tokens.spacingVerticalM },
  table: { minWidth: '880px' },
  hint: { fontFamily: tokens.fontFamilyMonospace },
});

export interface ApiTokensPageProps {
  rows: readonly ApiTokenRow[] | undefined;
  loading: boolean;
  failed: boolean;
  permissions: PermissionSet;
  onCreate: () => void;
  onRevoke: (row: ApiTokenRow) => Promise<void>;
}

const STATUS_COLOUR = { ACTIVE: 'success', EXPIRED: 'warning', REVOKED: 'danger' } as const;

/** Settings → API tokens: the master client's tokens, newest first, with create and revoke. */
export function ApiTokensPage({ rows, loading, failed, permissions, onCreate, onRevoke }: ApiTokensPageProps) {
  const t = useT();
  const styles = useStyles();
  const format = useFormat();
  const [revoking, setRevoking] = useState<ApiTokenRow | null>(null);
  const [busy, setBusy] = useState(false);
  const when = (iso: string | null | undefined, none: string) => (iso ? format.dateTime(new Date(iso)) : none);

  return (
    <section aria-labelledby="api-tokens-title">
      <div className={styles.header}>
        <div id="api-tokens-title">
          <PageHeading>{t('apiTokens.title')}</PageHeading>
          <Text>{t('apiTokens.subtitle')}</Text>
        </div>
        {permissions.canAdd ? (
          <Button appearance="primary" onClick={onCreate}>
            {t('apiTokens.create')}
          </Button>
        ) : null}
      </div>
      {loading && !rows ? <Spinner aria-label={t('apiTokens.title')} /> : null}
      {failed ? <Text role="alert">{t('apiTokens.loadError')}</Text> : null}
      {rows && rows.length === 0 ? <Text>{t('apiTokens.empty')}</Text> : null}
      {rows && rows.length > 0 ? (
        <div className={styles.scroll}>
          <Table className={styles.table} aria-label={t('apiTokens.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('apiTokens.col.name')}</TableHeaderCell>
                <TableHeaderCell>{t('apiTokens.col.token')}</TableHeaderCell>
                <TableHeaderCell>{t('apiTokens.col.createdBy')}</TableHeaderCell>
                <TableHeaderCell>{t('apiTokens.col.createdAt')}</TableHeaderCell>
                <TableHeaderCell>{t('apiTokens.col.lastUsed')}</TableHeaderCell>
                <TableHeaderCell>{t('apiTokens.col.expires')}</TableHeaderCell>
                <TableHeaderCell>{t('apiTokens.col.status')}</TableHeaderCell>
                <TableHeaderCell />
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.name}</TableCell>
                  <TableCell className={styles.hint}>{r.hint}</TableCell>
                  <TableCell>{r.createdBy}</TableCell>
                  <TableCell>{when(r.createdAt, '')}</TableCell>
                  <TableCell>{when(r.lastUsedAt, t('apiTokens.notUsed'))}</TableCell>
                  <TableCell>{when(r.expiresAt, t('apiTokens.never'))}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={STATUS_COLOUR[r.status]}>
                      {t(`apiTokens.status.${r.status.toLowerCase() as 'active' | 'expired' | 'revoked'}`)}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    {permissions.canRemove && r.status === 'ACTIVE' ? (
                      <Button
                        size="small"
                        onClick={() => setRevoking(r)}
                        aria-label={`${t('apiTokens.revoke')} ${r.name}`}
                      >
                        {t('apiTokens.revoke')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        text={t('apiTokens.revokeConfirm', { name: revoking?.name ?? '' })}
        busy={busy}
        onNo={() => setRevoking(null)}
        onYes={async () => {
          if (!revoking) return;
          setBusy(true);
          try {
            await onRevoke(revoking);
            setRevoking(null);
          } finally {
            setBusy(false);
          }
        }}
      />
    </section>
  );
}
