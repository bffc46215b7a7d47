/**
 * File imports of every kind (core/src/imports/kinds.ts), each under ADD of the area it adds to
 * (sales: the Sales feed; guests: Guests; products: Products), at the kind's REST path:
 *
 * - POST <path>?name=<file name>: the file itself as the body (text/csv, the XLSX type, or
 *   application/octet-stream with the type read from the name), read as it streams in and staged.
 *   A raw body rather than multipart: one file and its name is all there is, the gateway passes
 *   the stream through untouched, and nothing buffers it whole.
 * - GET <path>: the caller's latest imports of the kind (the screen finds a running one again).
 * - GET <path>/:id, …/preview, POST …/start, GET …/errors.csv.
 *
 * Another master client's import, or one of another kind, answers 404 like one that does not exist.
 */
import { IMPORT_FORMATS, IMPORT_STATUSES, type ImportFormat, MAX_IMPORT_BYTES } from '@marquee/core/feed/import';
import { IMPORT_KIND_INFO, IMPORT_KINDS, type ImportKind } from '@marquee/core/imports/kinds';
import { message } from '@marquee/core/messages/en';
import { Flag } from '@marquee/core/permissions';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { HttpError } from '../../http/errors.ts';
import { arrayOf, envelope, int, nullableStr, obj, query, str } from '../../http/schemas.ts';
import { requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { fileRecords, tooBig } from '../../repositories/imports/file.ts';
import { importPreview, importProgress, latestImports, stageImport } from '../../repositories/imports/staging.ts';
import { importErrorReport, startImport } from '../../repositories/imports/running.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const progress = obj({
  id: int(),
  kind: str({ enum: [...IMPORT_KINDS] }),
  fileName: str(),
  format: str({ enum: [...IMPORT_FORMATS] }),
  status: str({ enum: [...IMPORT_STATUSES] }),
  totalRows: int(),
  totalTransactions: int(),
  problemRows: int(),
  rowsDone: int(),
  accepted: int(),
  replayed: int(),
  rejected: int(),
  failure: nullableStr(),
  createdAt: str(),
  startedAt: nullableStr(),
  updatedAt: str(),
  finishedAt: nullableStr(),
});
const preview = obj({
  import: progress,
  rows: arrayOf(
    obj({
      line: int(),
      cells: arrayOf(obj({ column: str(), value: str() })),
      problems: arrayOf(obj({ column: nullableStr(), key: str(), message: str() })),
    }),
  ),
});
const idParams = obj({ id: str({ pattern: '^[1-9][0-9]{0,15}$' }) });

/** The file's format: its content type, else its name's extension. */
function formatOf(contentType: string | undefined, name: string): ImportFormat {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv') return 'csv';
  if (type === XLSX_TYPE) return 'xlsx';
  const ext = name.toLowerCase().split('.').pop();
  if (ext === 'csv' || ext === 'xlsx') return ext;
  throw new HttpError(400, message('feed.import.error.format'));
}

export async function importRoutes(app: FastifyInstance) {
  // The body stays a stream: fileRecords reads it as it arrives and counts its bytes.
  const raw = (_request: unknown, payload: NodeJS.ReadableStream, done: (err: Error | null, body?: unknown) => void) =>
    done(null, payload);
  app.addContentTypeParser(['text/csv', XLSX_TYPE, 'application/octet-stream'], raw);
  for (const kind of IMPORT_KINDS) kindRoutes(app, kind);
}

function kindRoutes(app: FastifyInstance, kind: ImportKind) {
  const { restPath: base, module, flag } = IMPORT_KIND_INFO[kind];
  const guard = requireModule(module, Flag[flag]);

  app.post<{ Querystring: { name: string } }>(
    base,
    {
      // The route reads its stream itself; the JSON body checks do not apply to it.
      config: { checksInputItself: true },
      schema: {
        querystring: query({ name: str({ minLength: 1, maxLength: 200 }) }),
        response: envelope(progress),
      },
      preHandler: guard,
    },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > MAX_IMPORT_BYTES) throw tooBig();
      const { name } = request.query;
      const format = formatOf(request.headers['content-type'], name);
      if (!(request.body instanceof Readable)) throw new HttpError(400, message('feed.import.error.format'));
      const records = fileRecords(request.body, format);
      return { data: await stageImport(app.db, masterClientId, kind, name, format, records, app.config.now()) };
    },
  );

  app.get(
    base,
    { schema: { querystring: query(), response: envelope(arrayOf(progress)) }, preHandler: guard },
    async (request) => ({ data: await latestImports(app.db, requireMasterClient(request), kind) }),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { schema: { querystring: query(), params: idParams, response: envelope(progress) }, preHandler: guard },
    async (request) => ({
      data: await importProgress(app.db, requireMasterClient(request), kind, Number(request.params.id)),
    }),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id/preview`,
    { schema: { querystring: query(), params: idParams, response: envelope(preview) }, preHandler: guard },
    async (request) => ({
      data: await importPreview(app.db, requireMasterClient(request), kind, Number(request.params.id)),
    }),
  );

  app.post<{ Params: { id: string } }>(
    `${base}/:id/start`,
    { schema: { querystring: query(), params: idParams, response: envelope(progress) }, preHandler: guard },
    async (request) => ({
      data: await startImport(app.db, requireMasterClient(request), kind, Number(request.params.id), (id, tx) =>
        app.jobs.feedImport(id, tx),
      ),
    }),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id/errors.csv`,
    { schema: { querystring: query(), params: idParams }, preHandler: guard },
    async (request, reply) => {
      const masterClientId = requireMasterClient(request);
      const id = Number(request.params.id);
      // Found (or 404) before the first byte, so a wrong id is an error, not an empty file.
      await importProgress(app.db, masterClientId, kind, id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${id}-refused.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(importErrorReport(app.db, masterClientId, kind, id)));
    },
  );
}
