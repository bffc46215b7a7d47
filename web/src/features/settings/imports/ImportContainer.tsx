import { useMutation, useQuery } from '@apollo/client/react';
import { MASTER_CLIENT_HEADER } from '@marquee/core/constants';
import { importAddress, IMPORT_KIND_INFO, IMPORT_KINDS, type ImportKind } from '@marquee/core/imports/kinds';
import { Flag, hasFlag } from '@marquee/core/permissions';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { masterClientStore } from '../../../app/tenancy/masterClientStore.ts';
import { useMe } from '../../../app/viewer/useMe.ts';
import { isMessageKey } from '../../../i18n/translate.ts';
import { useT } from '../../../i18n/useT.ts';
import { IMPORT_OPERATIONS } from './importOperations.ts';
import { ImportPage } from './ImportPage.tsx';
import type { DataImport, ImportPreviewRow } from './importTypes.ts';

/** How often a running import's progress is asked for. */
const POLL_MS = 1000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The upload's content type from the file's name: browsers disagree on a CSV's own type. */
const typeOf = (name: string) =>
  name.toLowerCase().endsWith('.xlsx')
    ? XLSX_TYPE
    : name.toLowerCase().endsWith('.csv')
      ? 'text/csv'
      : 'application/octet-stream';

const withClient = (href: string, masterClient: number | null) =>
  masterClient === null ? href : `${href}?masterClient=${masterClient}`;

export interface ImportContainerProps {
  kind: ImportKind;
}

/** The kinds the signed-in user may import: ADD of each kind's area (the server checks again). */
function useImportKinds(): ImportKind[] {
  const me = useMe();
  return useMemo(
    () =>
      me
        ? IMPORT_KINDS.filter((k) =>
            hasFlag(
              me.permissionBits,
              me.permissionChunkLength,
              IMPORT_KIND_INFO[k].module,
              Flag[IMPORT_KIND_INFO[k].flag],
            ),
          )
        : [],
    [me],
  );
}

/**
 * Settings → Import sales / guests / products, one screen per kind. The file goes to the
 * gateway's POST /imports/<kind> as it is; the rest is GraphQL. The latest import of the kind is
 * shown on arrival, so a running one is found again after leaving the page: the job runs on the
 * server, whatever the browser does.
 */
export function ImportContainer({ kind }: ImportContainerProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const kinds = useImportKinds();
  const ops = IMPORT_OPERATIONS[kind];
  const address = importAddress(kind);
  const masterClient = useSyncExternalStore(masterClientStore.subscribe, masterClientStore.get, masterClientStore.get);
  const latest = useQuery(ops.list, { fetchPolicy: 'network-only' });
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [preview, setPreview] = useState<ImportPreviewRow[] | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [previewImport] = useMutation(ops.preview);
  const [start, started] = useMutation(ops.start);

  const id = currentId ?? (dismissed ? null : (latest.data?.imports[0]?.id ?? null));
  const one = useQuery(ops.one, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const current: DataImport | null = id === null ? null : (one.data?.imported ?? null);
  const running = current?.status === 'RUNNING';

  useEffect(() => {
    if (!running) return;
    one.startPolling(POLL_MS);
    const clock = setInterval(() => setNow(Date.now()), POLL_MS);
    return () => {
      one.stopPolling();
      clearInterval(clock);
    };
  }, [running, one.startPolling, one.stopPolling]);

  // A staged import (just uploaded, or found on arrival) shows its first rows.
  const staged = current?.status === 'STAGED' ? current.id : null;
  useEffect(() => {
    if (staged === null) return;
    let live = true;
    previewImport({ variables: { id: staged } })
      .then((res) => {
        if (live) setPreview(res.data?.preview.rows ?? null);
      })
      .catch(() => {
        if (live) setPreview(null);
      });
    return () => {
      live = false;
    };
  }, [staged, previewImport]);

  const onUpload = async (file: File) => {
    setUploading(true);
    setUploadError(null);
    setPreview(null);
    try {
      const res = await fetch(`${address}?name=${encodeURIComponent(file.name)}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'content-type': typeOf(file.name),
          ...(masterClient === null ? {} : { [MASTER_CLIENT_HEADER]: String(masterClient) }),
        },
        body: file,
      });
      const body = (await res.json().catch(() => ({}))) as {
        data?: { id: number };
        message?: string;
        fieldKeys?: Record<string, { key: string; values?: Record<string, string | number> }> | null;
      };
      if (!res.ok || !body.data) {
        // A refused file names its problem by key (a missing column); other refusals by message.
        const problem = body.fieldKeys?.file;
        setUploadError(
          problem && isMessageKey(problem.key)
            ? t(problem.key, problem.values)
            : (body.message ?? t('feed.import.loadError')),
        );
        return;
      }
      setDismissed(false);
      setCurrentId(body.data.id);
    } catch {
      setUploadError(t('feed.import.loadError'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <ImportPage
      kind={kind}
      kinds={kinds}
      onKind={(k) => navigate(IMPORT_KIND_INFO[k].screenPath)}
      current={current}
      preview={preview}
      loading={latest.loading || one.loading}
      failed={(latest.error !== undefined && !latest.data) || (one.error !== undefined && !one.data)}
      uploading={uploading}
      starting={started.loading}
      uploadError={uploadError}
      templateHref={`${address}/template.csv`}
      reportHref={current ? withClient(current.errorReportUrl, masterClient) : null}
      now={now}
      onUpload={(file) => void onUpload(file)}
      onStart={() => {
        if (!current) return;
        void start({ variables: { id: current.id } }).then(() => one.refetch());
      }}
      onAnother={() => {
        setCurrentId(null);
        setDismissed(true);
        setPreview(null);
      }}
    />
  );
}
