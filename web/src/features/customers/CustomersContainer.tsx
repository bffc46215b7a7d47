import { DEFAULT_PAGE_SIZE } from '@marquee/core/constants';
import { useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { errorInfo } from '../../app/apollo/errorInfo.ts';
import { useMe } from '../../app/viewer/useMe.ts';
import {
  CustomersDocument,
  useCustomersQuery,
  useOpenCustomerMutation,
  useResendCustomerInvitationMutation,
} from '../../generated/graphql.ts';
import { useNotify } from '../../hooks/useNotify.tsx';
import { useServerErrors } from '../../hooks/useServerErrors.ts';
import { useT } from '../../i18n/useT.ts';
import { CustomersPage } from './CustomersPage.tsx';
import type { NewCustomerValues } from './customerTypes.ts';
import { NewCustomerDialog } from './NewCustomerDialog.tsx';

const refetch = { refetchQueries: [CustomersDocument], awaitRefetchQueries: true };
const count = (raw: string | null, fallback: number, max = 100_000) =>
  raw && /^\d{1,6}$/.test(raw) ? Math.min(Number(raw), max) : fallback;

/**
 * Customers, provider staff only: the list's search and page live in the URL (q, page,
 * rows); the New customer form is a dialog. Everyone else is sent home (the server refuses them too).
 */
export function CustomersContainer() {
  const t = useT();
  const notify = useNotify();
  const me = useMe();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const q = params.get('q') ?? '';
  const page = count(params.get('page'), 0);
  const rowsPerPage = Math.max(1, count(params.get('rows'), DEFAULT_PAGE_SIZE, 100));
  const provider = me?.isProviderStaff === true;
  const { data, loading, error } = useCustomersQuery({
    variables: { page, rowsPerPage, search: q || null },
    fetchPolicy: 'cache-and-network',
    skip: !provider,
  });
  const [open, opened] = useOpenCustomerMutation(refetch);
  const [resend] = useResendCustomerInvitationMutation(refetch);
  const [creating, setCreating] = useState(false);
  const [resending, setResending] = useState<number | null>(null);
  const server = useServerErrors();

  if (me && !provider) return <Redirect to="/" replace />;

  /** Writes parameters in one navigation (replace: paging adds no Back step). */
  const write = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    navigate(query ? `${path}?${query}` : path, { replace: true });
  };

  const onSubmit = async (input: NewCustomerValues) => {
    server.set({});
    try {
      const res = await open({ variables: { input } });
      const created = res.data?.openCustomer;
      setCreating(false);
      if (created) notify(t('tenants.created', { name: created.name, email: created.directorEmail }));
    } catch (e) {
      const info = errorInfo(e);
      server.set(info);
      if (Object.keys(info.fields).length === 0) notify(info.message ?? t('tenants.loadError'), 'error');
    }
  };

  return (
    <>
      <CustomersPage
        rows={data?.customers.rows}
        total={data?.customers.total ?? 0}
        loading={loading}
        failed={error !== undefined && !data}
        search={q}
        page={page}
        rowsPerPage={rowsPerPage}
        resending={resending}
        onSearch={(text) => write({ q: text.trim() || null, page: null })}
        onPage={(p) => write({ page: p === 0 ? null : String(p) })}
        onRowsPerPage={(r) => write({ rows: r === DEFAULT_PAGE_SIZE ? null : String(r), page: null })}
        onNew={() => {
          server.set({});
          setCreating(true);
        }}
        onResend={async (row) => {
          setResending(row.masterClientId);
          try {
            await resend({ variables: { masterClientId: row.masterClientId } });
            notify(t('tenants.resent', { email: row.directorEmail }));
          } catch (e) {
            notify(errorInfo(e).message ?? t('tenants.loadError'), 'error');
          } finally {
            setResending(null);
          }
        }}
      />
      {creating ? (
        <NewCustomerDialog
          busy={opened.loading}
          errors={server.errors}
          onEdit={server.clear}
          onCancel={() => setCreating(false)}
          onSubmit={onSubmit}
        />
      ) : null}
    </>
  );
}
