/// <reference lib="webworker" />
/** Builds the export workbook off the main thread; exceljs lives only in this worker's chunk. */
import { buildWorkbook } from './buildWorkbook.ts';
import type { ExportRequest, WorkerMessage } from './sheets.ts';

// This file runs as a dedicated worker: its global scope is the worker's, not the page's window.
declare const self: DedicatedWorkerGlobalScope;

const post = (message: WorkerMessage, transfer: Transferable[] = []) => self.postMessage(message, transfer);

self.onmessage = async (event: MessageEvent<ExportRequest>) => {
  try {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = buildWorkbook(ExcelJS, event.data.sheets, (done, total) =>
      post({ type: 'progress', done, total }),
    );
    // The browser build answers a Buffer (a Uint8Array view): send its bytes alone.
    const data = (await workbook.xlsx.writeBuffer()) as ArrayBuffer | Uint8Array;
    const buffer = data instanceof ArrayBuffer ? data : (data.slice().buffer as ArrayBuffer);
    post({ type: 'done', buffer }, [buffer]);
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
};
