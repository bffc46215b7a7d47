import type { ExportRequest, WorkerMessage } from './sheets.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends the sheets to a fresh worker; resolves with the .xlsx bytes. */
export function runExportWorker(request: ExportRequest, onProgress: (fraction: number) => void): Promise<Blob> {
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(message.done / Math.max(message.total, 1));
      else {
        worker.terminate();
        if (message.type === 'done') resolve(new Blob([message.buffer], { type: XLSX_TYPE }));
        else reject(new Error(message.message));
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(request);
  });
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The file name of a sheet: its name, without characters file systems refuse. */
export function fileNameOf(name: string): string {
  return `${name.replace(/[<>:"/\\|?*]/g, ' ').trim() || 'Export'}.xlsx`;
}
