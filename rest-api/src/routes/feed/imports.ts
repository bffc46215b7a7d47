/**
 * Sales imports (core/src/feed/import.ts), under ADD of the Sales feed like the feed itself:
 *
 * - POST /feed/imports?name=<file name>: the file itself as the body (text/csv, the XLSX type, or
 *   application/octet-stream with the type read from the name), read as it streams in and staged.
 *   A raw body rather than multipart: one file and its name is all there is, the gateway passes
 *   the stream through untouched, and nothing buffers it whole.
 * - GET /feed/imports: the caller's latest imports (the screen finds a running one again).
 * - GET /feed/imports/:id, …/preview, POST …/start, GET …/errors.csv.
 *
 * Another master client's import answers 404 like one that does not exist.
 */
import { IMPORT_FORMATS, IMPORT_STATUSES, type ImportFormat, MAX_IMPORT_BYTES } from '@marquee/core/feed/import';
import { SALES_FEED_FLAG, SALES_FEED_INDEX } from '@marquee/core/feed/transactions';
import { message } from '@marquee/core/messages/en';
import { Flag } from '@marquee/core/permissions';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { HttpError } from '../../http/errors.ts';
import { arrayOf, envelope, int, nullableStr, obj, query, str } from '../../http/schemas.ts';
import { queryRows } from '../../db/rows.ts';
import { requireMasterClient, requireModule } from '../../plugins/auth.ts';
import { fileRecords, tooBig } from '../../repositories/feed/importFile.ts';
import {
  importErrorReport,
  importPreview,
  importProgress,
  startImport,
  stageImport,
} from '../../repositories/feed/imports.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const progress = obj({
  id: int(),
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
/** The most recent imports listed. */
const LATEST = 10;

const guard = requireModule(SALES_FEED_INDEX, Flag[SALES_FEED_FLAG]);

/** The file's format: its content type, else its name's extension. */
function formatOf(contentType: string | undefined, name: string): ImportFormat {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv') return 'csv';
  if (type === XLSX_TYPE) return 'xlsx';
  const ext = name.toLowerCase().split('.').pop();
  if (ext === 'csv' || ext === 'xlsx') return ext;
  throw new HttpError(400, message('feed.import.error.format'));
}

export async function venueImportRoutes(app: FastifyInstance) {
  // The body stays a stream: fileRecords reads it as it arrives and counts its bytes.
  const raw = (_request: unknown, payload: NodeJS.ReadableStream, done: (err: Error | null, body?: unknown) => void) =>
    done(null, payload);
  app.addContentTypeParser(['text/csv', XLSX_TYPE, 'application/octet-stream'], raw);

  app.post<{ Querystring: { name: string } }>(
    '/feed/imports',
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
      return { data: await stageImport(app.db, masterClientId, name, format, fileRecords(request.body, format)) };
    },
  );

  app.get(
    '/feed/imports',
    { schema: { querystring: query(), response: envelope(arrayOf(progress)) }, preHandler: guard },
    async (request) => {
      const masterClientId = requireMasterClient(request);
      const ids = await queryRows<{ id: number }>(
        app.db,
        sql`select id from feed_imports where master_client_id = ${masterClientId} order by id desc limit ${LATEST}`,
      );
      return { data: await Promise.all(ids.map((r) => importProgress(app.db, masterClientId, Number(r.id)))) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/feed/imports/:id',
    { schema: { querystring: query(), params: idParams, response: envelope(progress) }, preHandler: guard },
    async (request) => ({
      data: await importProgress(app.db, requireMasterClient(request), Number(request.params.id)),
    }),
  );

  app.get<{ Params: { id: string } }>(
    '/feed/imports/:id/preview',
    { schema: { querystring: query(), params: idParams, response: envelope(preview) }, preHandler: guard },
    async (request) => ({
      data: await importPreview(app.db, requireMasterClient(request), Number(request.params.id), app.config.now()),
    }),
  );

  app.post<{ Params: { id: string } }>(
    '/feed/imports/:id/start',
    { schema: { querystring: query(), params: idParams, response: envelope(progress) }, preHandler: guard },
    async (request) => ({
      data: await startImport(app.db, requireMasterClient(request), Number(request.params.id), (id, tx) =>
        app.jobs.feedImport(id, tx),
      ),
    }),
  );

  app.get<{ Params: { id: string } }>(
    '/feed/imports/:id/errors.csv',
    { schema: { querystring: query(), params: idParams }, preHandler: guard },
    async (request, reply) => {
      const masterClientId = requireMasterClient(request);
      const id = Number(request.params.id);
      // Found (or 404) before the first byte, so a wrong id is an error, not an empty file.
      await importProgress(app.db, masterClientId, id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${id}-refused.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(importErrorReport(app.db, masterClientId, id)));
    },
  );
}
