import { useLocation, useSearch } from 'wouter';
import { ExportMenu } from '../../exports/ExportMenu.tsx';
import { useAuditLogQuery, useAuditLogUsersQuery } from '../../../generated/graphql.ts';
import { type AuditFilters, AuditLogPage } from './AuditLogPage.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const idOf = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);

/** The audit screen's filters and page live in the URL; the log is read a page at a time from the server. */
export function AuditLogContainer() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const [user, entity, from, to, pageParam] = ['user', 'entity', 'from', 'to', 'page'].map((k) => params.get(k)) as (
    | string
    | null
  )[] as [string | null, string | null, string | null, string | null, string | null];
  /** Writes parameters in one navigation (replace: filtering adds no Back step). */
  const write = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    navigate(query ? `${path}?${query}` : path, { replace: true });
  };
  const filters: AuditFilters = {
    userId: idOf(user),
    entity: entity || null,
    from: from && DAY.test(from) ? from : '',
    to: to && DAY.test(to) ? to : '',
  };
  const page = idOf(pageParam) ?? 0;
  const users = useAuditLogUsersQuery();
  const { data, loading, error } = useAuditLogQuery({
    variables: {
      page,
      filter: {
        userId: filters.userId,
        entity: filters.entity,
        from: filters.from || null,
        to: filters.to || null,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const names = { userId: 'user', entity: 'entity', from: 'from', to: 'to' } as const;
  // A new filter starts again at the first page.
  const onFilter = <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) =>
    write({ [names[key]]: value === null || value === '' ? null : String(value), page: null });
  return (
    <AuditLogPage
      filters={filters}
      onFilter={onFilter}
      users={users.data?.auditLogUsers ?? []}
      rows={data?.auditLog.rows}
      loading={loading}
      failed={error !== undefined && !data}
      page={page}
      hasMore={data?.auditLog.hasMore ?? false}
      onPage={(p) => write({ page: p === 0 ? null : String(p) })}
      exportMenu={<ExportMenu list="audit-log" search={search} />}
    />
  );
}
