import { useCallback, useRef, useState } from 'react';
import { useNotify } from '../../../../hooks/useNotify.tsx';
import { useT } from '../../../../i18n/useT.ts';
import { fileNameOf, runExportWorker, saveBlob } from './runExportWorker.ts';
import type { SheetSpec } from './sheets.ts';

export interface ExcelExport {
  /** An export is running: a second one is refused (spec/2 §4). */
  exporting: boolean;
  /** 0–1 while exporting. */
  progress: number;
  /** Gathers the sheets (reporting 0–0.5), builds them in the worker (0.5–1) and saves the file. */
  run: (name: string, collect: (progress: (fraction: number) => void) => Promise<SheetSpec[]>) => void;
}

export function useExcelExport(): ExcelExport {
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState(0);
  const busy = useRef(false);
  const notify = useNotify();
  const t = useT();
  const run = useCallback<ExcelExport['run']>(
    (name, collect) => {
      if (busy.current) return;
      busy.current = true;
      setExporting(true);
      setProgress(0);
      void (async () => {
        try {
          const sheets = await collect((f) => setProgress(f / 2));
          const blob = await runExportWorker({ fileName: fileNameOf(name), sheets }, (f) => setProgress(0.5 + f / 2));
          saveBlob(blob, fileNameOf(name));
          notify(t('dashboards.exportDone', { name: fileNameOf(name) }), 'success');
        } catch (e) {
          console.warn('export failed', e);
          notify(t('dashboards.exportFailed'), 'error');
        } finally {
          busy.current = false;
          setExporting(false);
        }
      })();
    },
    [notify, t],
  );
  return { exporting, progress, run };
}
