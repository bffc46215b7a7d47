import { DEFAULT_PAGE_SIZE, FIRST_PAGE, SEARCH_DEBOUNCE_MS } from '@marquee/core/constants';
import { TEMPLATES_MENU } from '@marquee/core/marketing/access';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/resources/ConfirmDialog.tsx';
import {
  type EmailSmsTemplateFieldsFragment,
  EmailSmsTemplatesDocument,
  useEmailSmsTemplatesQuery,
  useLocationChoicesQuery,
  useRemoveEmailSmsTemplateMutation,
  useTemplateLookupsQuery,
} from '../../../generated/graphql.ts';
import { useDebouncedCallback } from '../../../hooks/useDebouncedCallback.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useUrlParam } from '../../../hooks/useUrlParam.ts';
import { useT } from '../../../i18n/useT.ts';
import { TemplateEditorContainer } from './TemplateEditorContainer.tsx';
import { TemplatesPage } from './TemplatesPage.tsx';

const numberParam = (value: string | null, fallback: number) =>
  value && /^\d+$/.test(value) ? Number(value) : fallback;

/**
 * /marketing/email-sms/email-sms-templates: the list by location (search and paging in the URL),
 * or, with `edit` in the URL (an id or `new`), one template's editor.
 */
export function TemplatesContainer() {
  const t = useT();
  const notify = useNotify();
  const permissions = usePermission(TEMPLATES_MENU);
  const locationsQuery = useLocationChoicesQuery();
  const locations = (locationsQuery.data?.locations ?? []).map((l) => ({
    code: l.code,
    name: l.name,
    id: l.locationId,
  }));
  const [locationParam, setLocation] = useUrlParam('location');
  const [searchParam, setSearch] = useUrlParam('search');
  const [pageParam, setPage] = useUrlParam('page');
  const [rowsParam, setRows] = useUrlParam('rows');
  const [edit, setEdit] = useUrlParam('edit');
  const locationCode = locationParam ?? (locations.length === 1 ? locations[0]!.code : null);
  const location = locations.find((l) => l.code === locationCode);
  const page = numberParam(pageParam, FIRST_PAGE);
  const rowsPerPage = numberParam(rowsParam, DEFAULT_PAGE_SIZE);
  const [typed, setTyped] = useState(searchParam ?? '');
  const commitSearch = useDebouncedCallback((text: string) => {
    setSearch(text.trim() ? text : null);
    setPage(null);
  }, SEARCH_DEBOUNCE_MS);
  // Spec/3 §2: no location, no call.
  const list = useEmailSmsTemplatesQuery({
    variables: { locationCode, page, rowsPerPage, search: searchParam ?? undefined },
    skip: locationCode === null,
    fetchPolicy: 'cache-and-network',
  });
  const lookups = useTemplateLookupsQuery({
    variables: { locationCode: locationCode ?? '' },
    skip: locationCode === null,
  });
  const [removing, setRemoving] = useState<EmailSmsTemplateFieldsFragment | null>(null);
  const [remove, removed] = useRemoveEmailSmsTemplateMutation({ refetchQueries: [EmailSmsTemplatesDocument] });

  if (edit !== null && locationCode !== null) {
    return (
      <TemplateEditorContainer
        key={edit}
        id={edit === 'new' ? null : numberParam(edit, 0)}
        locationCode={locationCode}
        locationId={location?.id}
        onSaved={(id) => setEdit(String(id))}
        onBack={() => setEdit(null)}
      />
    );
  }
  const rows = list.data?.emailSmsTemplates;
  return (
    <>
      <TemplatesPage
        locations={locations}
        locationCode={locationCode}
        onLocation={(code) => {
          setPage(null);
          setLocation(code);
        }}
        search={typed}
        onSearch={(text) => {
          setTyped(text);
          commitSearch(text);
        }}
        rows={rows?.rows}
        loadFailed={!rows && list.error !== undefined}
        timeTypes={new Map((lookups.data?.emailTemplateTimeTypes ?? []).map((o) => [o.id, o.name]))}
        page={page}
        rowsPerPage={rowsPerPage}
        total={rows?.total ?? 0}
        onPage={(p) => setPage(p === FIRST_PAGE ? null : String(p))}
        onRowsPerPage={(n) => {
          setPage(null);
          setRows(n === DEFAULT_PAGE_SIZE ? null : String(n));
        }}
        canAdd={permissions.canAdd}
        canEdit={permissions.canDetailView}
        canRemove={permissions.canRemove}
        onNew={() => setEdit('new')}
        onEdit={(id) => setEdit(String(id))}
        onRemove={setRemoving}
      />
      <ConfirmDialog
        open={removing !== null}
        text={t('marketing.templates.removeConfirm', { name: removing?.name ?? '' })}
        busy={removed.loading}
        onNo={() => setRemoving(null)}
        onYes={async () => {
          if (!removing) return;
          const res = await remove({ variables: { id: removing.id } });
          setRemoving(null);
          if (res.data) notify(res.data.removeEmailSmsTemplate.message);
        }}
      />
    </>
  );
}
