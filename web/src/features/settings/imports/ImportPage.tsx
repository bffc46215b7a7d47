import {
  Badge,
  Button,
  Link,
  makeStyles,
  ProgressBar,
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
import { IMPORT_PREVIEW_ROWS } from '@marquee/core/feed/import';
import { IMPORT_KIND_INFO, type ImportKind } from '@marquee/core/imports/kinds';
import { en, format as fill } from '@marquee/core/messages/en';
import { useRef } from 'react';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { isMessageKey } from '../../../i18n/translate.ts';
import { useT } from '../../../i18n/useT.ts';
import { ImportKindTabs } from './ImportKindTabs.tsx';
import type { DataImport, ImportPreviewRow } from './importTypes.ts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1200px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '1100px' },
  problem: { color: tokens.colorPaletteRedForeground1 },
  hidden: { display: 'none' },
});

export interface ImportPageProps {
  /** What this screen imports. */
  kind: ImportKind;
  /** The kinds the user may import, for the kind choice. */
  kinds: readonly ImportKind[];
  onKind: (kind: ImportKind) => void;
  /** The import on screen: the latest one, or the one just uploaded; null before any. */
  current: DataImport | null;
  preview: readonly ImportPreviewRow[] | null;
  loading: boolean;
  failed: boolean;
  uploading: boolean;
  starting: boolean;
  /** Why the last upload was refused, already translated. */
  uploadError: string | null;
  templateHref: string;
  /** The error report's address with the master client, for a plain download. */
  reportHref: string | null;
  /** The clock, for the time left. */
  now: number;
  onUpload: (file: File) => void;
  onStart: () => void;
  onAnother: () => void;
}

const STATUS_COLOUR = {
  UPLOADING: 'informative',
  STAGED: 'informative',
  RUNNING: 'brand',
  DONE: 'success',
  FAILED: 'danger',
} as const;

/** Rows a second since the start, and the seconds left at that pace; null until there is a pace. */
export function pace(i: DataImport, now: number): { rate: number; secondsLeft: number } | null {
  if (!i.startedAt || i.rowsDone === 0) return null;
  const end = i.status === 'RUNNING' ? now : new Date(i.updatedAt).getTime();
  const seconds = Math.max(1, (end - new Date(i.startedAt).getTime()) / 1000);
  const rate = i.rowsDone / seconds;
  return { rate, secondsLeft: Math.ceil((i.totalRows - i.rowsDone) / rate) };
}

const duration = (seconds: number) =>
  seconds >= 3600
    ? `${Math.floor(seconds / 3600)} h ${Math.ceil((seconds % 3600) / 60)} min`
    : seconds >= 60
      ? `${Math.ceil(seconds / 60)} min`
      : `${seconds} s`;

/**
 * Settings → Import sales / guests / products: the kind choice, template, file, preview with
 * problems, start, progress, refused rows.
 */
export function ImportPage(props: ImportPageProps) {
  const { kind, current, preview, loading, failed, uploading, starting, uploadError, now } = props;
  const info = IMPORT_KIND_INFO[kind];
  const t = useT();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  // The preview's problems carry their English text; a key without placeholders reads in the screen's language.
  const problemText = (p: { key: string; message: string }) =>
    isMessageKey(p.key) && fill(en[p.key]) === p.message ? t(p.key) : p.message;
  const shownColumns = info.columns.filter((c) => preview?.some((r) => r.cells.some((cell) => cell.column === c)));
  const p = current ? pace(current, now) : null;

  return (
    <section aria-labelledby="import-title" className={styles.stack}>
      <ImportKindTabs kind={kind} kinds={props.kinds} onKind={props.onKind} />
      <div id="import-title">
        <PageHeading>{t(info.title)}</PageHeading>
        <Text>{t(info.intro)}</Text>
      </div>
      <Link href={props.templateHref} download>
        {t('feed.import.template')}
      </Link>
      {loading && !current ? <Spinner aria-label={t(info.title)} /> : null}
      {failed ? <Text role="alert">{t('feed.import.loadError')}</Text> : null}

      {!current || current.status === 'STAGED' ? (
        <div className={styles.actions}>
          <input
            ref={input}
            className={styles.hidden}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={t('feed.import.file')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) props.onUpload(file);
              e.target.value = '';
            }}
          />
          <Button disabled={uploading} onClick={() => input.current?.click()}>
            {uploading ? t('feed.import.uploading') : t('feed.import.upload')}
          </Button>
          {current ? <Text>{current.fileName}</Text> : null}
        </div>
      ) : null}
      {uploadError ? <Text role="alert">{uploadError}</Text> : null}
      {!current && !loading && !failed ? <Text>{t('feed.import.empty')}</Text> : null}

      {current ? (
        <div className={styles.actions}>
          <Badge appearance="tint" color={STATUS_COLOUR[current.status]}>
            {t(`feed.import.status.${current.status}`)}
          </Badge>
          <Text>
            {t(info.summary, {
              rows: current.totalRows,
              transactions: current.totalTransactions,
              problems: current.problemRows,
            })}
          </Text>
        </div>
      ) : null}

      {current?.status === 'STAGED' && preview ? (
        <>
          <Text weight="semibold">
            {t('feed.import.preview', { count: Math.min(IMPORT_PREVIEW_ROWS, preview.length) })}
          </Text>
          <div className={styles.scroll}>
            <Table
              className={styles.table}
              aria-label={t('feed.import.preview', { count: preview.length })}
              size="small"
            >
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('feed.import.line')}</TableHeaderCell>
                  {shownColumns.map((c) => (
                    <TableHeaderCell key={c}>{c}</TableHeaderCell>
                  ))}
                  <TableHeaderCell>{t('feed.import.problems')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {preview.map((r) => (
                  <TableRow key={r.line}>
                    <TableCell>{r.line}</TableCell>
                    {shownColumns.map((c) => (
                      <TableCell key={c}>{r.cells.find((cell) => cell.column === c)?.value ?? ''}</TableCell>
                    ))}
                    <TableCell className={r.problems.length > 0 ? styles.problem : undefined}>
                      {r.problems.length === 0
                        ? t('feed.import.noProblems')
                        : r.problems.map((x) => `${x.column ? `${x.column}: ` : ''}${problemText(x)}`).join(' ')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <div className={styles.actions}>
            <Button appearance="primary" disabled={starting} onClick={props.onStart}>
              {t('feed.import.start')}
            </Button>
          </div>
        </>
      ) : null}

      {current && current.status !== 'STAGED' && current.status !== 'UPLOADING' ? (
        <>
          <ProgressBar
            value={current.totalRows === 0 ? 1 : current.rowsDone / current.totalRows}
            color={current.status === 'FAILED' ? 'error' : current.status === 'DONE' ? 'success' : 'brand'}
            aria-label={t('feed.import.progress', { done: current.rowsDone, total: current.totalRows })}
          />
          <div className={styles.actions}>
            <Text>{t('feed.import.progress', { done: current.rowsDone, total: current.totalRows })}</Text>
            {p ? <Text>{t('feed.import.rate', { rate: Math.round(p.rate) })}</Text> : null}
            {p && current.status === 'RUNNING' ? (
              <Text>{t('feed.import.left', { time: duration(p.secondsLeft) })}</Text>
            ) : null}
          </div>
          <Text>
            {t('feed.import.counts', {
              accepted: current.accepted,
              replayed: current.replayed,
              rejected: current.rejected,
            })}
          </Text>
          {current.failure ? <Text role="alert">{current.failure}</Text> : null}
          <div className={styles.actions}>
            {current.rejected > 0 && props.reportHref ? (
              <Link href={props.reportHref} download>
                {t('feed.import.errorReport')}
              </Link>
            ) : null}
            {current.status === 'FAILED' ? (
              <Button appearance="primary" disabled={starting} onClick={props.onStart}>
                {t('feed.import.start')}
              </Button>
            ) : null}
            {current.status === 'DONE' || current.status === 'FAILED' ? (
              <Button onClick={props.onAnother}>{t('feed.import.another')}</Button>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
