import { DEFAULT_PAGE_SIZE, FIRST_PAGE, SEARCH_DEBOUNCE_MS } from '@marquee/core/constants';
import { CRM_EMAILS_MENU } from '@marquee/core/marketing/access';
import { MESSAGE_STATUSES } from '@marquee/core/marketing/messageLog';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { ExportMenu } from '../../exports/ExportMenu.tsx';
import {
  CrmEmailsDocument,
  type MessageStatus,
  useCrmEmailsQuery,
  useResendCrmEmailMutation,
} from '../../../generated/graphql.ts';
import { useDebouncedCallback } from '../../../hooks/useDebouncedCallback.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useUrlParam } from '../../../hooks/useUrlParam.ts';
import { CrmEmailsPage } from './CrmEmailsPage.tsx';

const numberParam = (value: string | null, fallback: number) =>
  value && /^\d+$/.test(value) ? Number(value) : fallback;

/** /crm/emails: status, search and page in the URL; the log; resend. */
export function CrmEmailsContainer() {
  const notify = useNotify();
  const urlSearch = useSearch();
  const permissions = usePermission(CRM_EMAILS_MENU);
  const [statusParam, setStatus] = useUrlParam('status');
  const [searchParam, setSearch] = useUrlParam('search');
  const [pageParam, setPage] = useUrlParam('page');
  const [rowsParam, setRows] = useUrlParam('rows');
  const status = (MESSAGE_STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as MessageStatus)
    : null;
  const page = numberParam(pageParam, FIRST_PAGE);
  const rowsPerPage = numberParam(rowsParam, DEFAULT_PAGE_SIZE);
  const [typed, setTyped] = useState(searchParam ?? '');
  const commitSearch = useDebouncedCallback((text: string) => {
    setSearch(text.trim() ? text : null);
    setPage(null);
  }, SEARCH_DEBOUNCE_MS);
  const { data, error } = useCrmEmailsQuery({
    variables: { status, page, rowsPerPage, search: searchParam ?? undefined },
    fetchPolicy: 'cache-and-network',
  });
  const [resend] = useResendCrmEmailMutation({ refetchQueries: [CrmEmailsDocument] });
  const [resendingId, setResendingId] = useState<number | null>(null);
  const log = data?.crmEmails;
  return (
    <CrmEmailsPage
      rows={log?.rows}
      loadFailed={!log && error !== undefined}
      status={status}
      onStatus={(s) => {
        setPage(null);
        setStatus(s);
      }}
      search={typed}
      onSearch={(text) => {
        setTyped(text);
        commitSearch(text);
      }}
      page={page}
      rowsPerPage={rowsPerPage}
      total={log?.total ?? 0}
      onPage={(p) => setPage(p === FIRST_PAGE ? null : String(p))}
      onRowsPerPage={(n) => {
        setPage(null);
        setRows(n === DEFAULT_PAGE_SIZE ? null : String(n));
      }}
      exportMenu={<ExportMenu list="crm-emails" search={urlSearch} />}
      canResend={permissions.canUpdateAndExecute}
      resendingId={resendingId}
      onResend={async (id) => {
        setResendingId(id);
        try {
          const res = await resend({ variables: { id } });
          if (res.data) notify(res.data.resendCrmEmail.message);
        } finally {
          setResendingId(null);
        }
      }}
    />
  );
}
