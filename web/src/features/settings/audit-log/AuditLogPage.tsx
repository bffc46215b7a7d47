import { Button, Dropdown, Field, Input, makeStyles, Option, Spinner, Text, tokens } from '@fluentui/react-components';
import { AUDIT_ENTITIES } from '@marquee/core/settings/audit';
import { auditEntityLabel } from '@marquee/core/settings/auditLog';
import type { ReactNode } from 'react';
import { AuditRows } from '../../../components/audit/AuditRows.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import type { AuditEntryFieldsFragment } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  spacer: { flexGrow: 1 },
  pager: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', marginTop: tokens.spacingVerticalM },
});

export interface AuditFilters {
  userId: number | null;
  entity: string | null;
  from: string;
  to: string;
}

export interface AuditLogPageProps {
  filters: AuditFilters;
  onFilter: <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) => void;
  users: readonly { id: number; name: string }[];
  rows: readonly AuditEntryFieldsFragment[] | undefined;
  loading: boolean;
  failed: boolean;
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  /** The log's Export menu (features/exports), at the filters' end. */
  exportMenu?: ReactNode;
}

/** The audit screen: filters by user, entity and days; the log newest first, a page at a time. */
export function AuditLogPage(props: AuditLogPageProps) {
  const { filters, onFilter, users, rows, loading, failed, page, hasMore, onPage, exportMenu } = props;
  const t = useT();
  const styles = useStyles();
  const any = t('audit.filter.any');
  const userName = users.find((u) => u.id === filters.userId)?.name ?? any;
  return (
    <section>
      <PageHeading>{t('audit.title')}</PageHeading>
      <Text as="p">{t('audit.subtitle')}</Text>
      <div className={styles.filters}>
        <Field label={t('audit.filter.user')}>
          <Dropdown
            value={userName}
            selectedOptions={[String(filters.userId ?? '')]}
            onOptionSelect={(_e, d) => onFilter('userId', d.optionValue ? Number(d.optionValue) : null)}
          >
            <Option value="">{any}</Option>
            {users.map((u) => (
              <Option key={u.id} value={String(u.id)}>
                {u.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('audit.filter.entity')}>
          <Dropdown
            value={filters.entity ? t(auditEntityLabel(filters.entity)) : any}
            selectedOptions={[filters.entity ?? '']}
            onOptionSelect={(_e, d) => onFilter('entity', d.optionValue || null)}
          >
            <Option value="">{any}</Option>
            {AUDIT_ENTITIES.map((e) => (
              <Option key={e} value={e}>
                {t(auditEntityLabel(e))}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('audit.filter.from')}>
          <Input type="date" value={filters.from} onChange={(_e, d) => onFilter('from', d.value)} />
        </Field>
        <Field label={t('audit.filter.to')}>
          <Input type="date" value={filters.to} onChange={(_e, d) => onFilter('to', d.value)} />
        </Field>
        <span className={styles.spacer} />
        {exportMenu}
      </div>
      {failed ? (
        <Text role="alert">{t('audit.error')}</Text>
      ) : rows === undefined && loading ? (
        <Spinner />
      ) : !rows || rows.length === 0 ? (
        <Text>{t('audit.empty')}</Text>
      ) : (
        <AuditRows rows={rows} showRecord label={t('audit.title')} />
      )}
      <div className={styles.pager}>
        <Button disabled={page === 0 || loading} onClick={() => onPage(page - 1)}>
          {t('audit.previous')}
        </Button>
        <Text>{t('audit.page', { page: page + 1 })}</Text>
        <Button disabled={!hasMore || loading} onClick={() => onPage(page + 1)}>
          {t('audit.next')}
        </Button>
      </div>
    </section>
  );
}
