/**
 * GET /exports/:list.csv and /exports/:list.xlsx?<the list's URL state>: a list exactly as its
 * screen shows it (same filters and order), every row, streamed page by page as the REST list
 * answers. Signed in like /graphql (session cookie or bearer token); the master client comes from
 * the X-Master-Client header or, for a plain browser download, the `masterClient` parameter.
 * Needs VIEW of Data export and the list's own right (its VIEW; the audit log's DETAILED VIEW);
 * the REST API checks the list's right again.
 */
import { MASTER_CLIENT_HEADER } from '@marquee/core/constants';
import { ErrorCode } from '@marquee/core/errors';
import {
  DATA_EXPORT_FLAG,
  DATA_EXPORT_INDEX,
  EXPORT_FORMATS,
  type ExportFormat,
} from '@marquee/core/exports/permission';
import { en } from '@marquee/core/messages/en';
import type { FastifyInstance } from 'fastify';
import { checkAccess } from '../auth/access.ts';
import type { ContextOptions } from '../context.ts';
import { createContextFactory } from '../context.ts';
import { GatewayError } from '../errors.ts';
import { EXPORT_LISTS } from './lists.ts';
import { csvWriter, type RowWriter, xlsxWriter } from './writers.ts';

const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const STATUS: Record<string, number> = {
  [ErrorCode.unauthenticated]: 401,
  [ErrorCode.forbidden]: 403,
  [ErrorCode.badUserInput]: 400,
  [ErrorCode.notFound]: 404,
};

const isFormat = (value: string): value is ExportFormat => (EXPORT_FORMATS as readonly string[]).includes(value);

export function registerExports(app: FastifyInstance, options: ContextOptions): void {
  const contextOf = createContextFactory(options);
  app.get<{ Params: { file: string } }>('/exports/:file', async (request, reply) => {
    const [name = '', format = ''] = request.params.file.split('.');
    const list = Object.hasOwn(EXPORT_LISTS, name) ? EXPORT_LISTS[name] : undefined;
    if (!list || !isFormat(format)) return reply.code(404).send({ message: 'Not found' });
    const state = new URLSearchParams(request.url.split('?')[1] ?? '');
    const fromQuery = state.get('masterClient');
    if (request.headers[MASTER_CLIENT_HEADER] === undefined && fromQuery) {
      request.headers[MASTER_CLIENT_HEADER] = fromQuery;
    }
    try {
      const context = await contextOf(request, reply);
      await checkAccess({ kind: 'requires', module: DATA_EXPORT_INDEX, flag: DATA_EXPORT_FLAG }, context);
      await checkAccess({ kind: 'requires', module: list.module, flag: list.flag }, context);
      const columns = list.columns.map((c) => ({ header: en[c.label], kind: c.kind }));
      let writer: RowWriter | undefined;
      // The file starts once the first page has come: a list the REST API refuses (a segment of
      // another master client, a bad filter) is answered with its status, not a cut-off file.
      const started = (): RowWriter => {
        if (writer) return writer;
        const stamp = new Date().toISOString().slice(0, 10);
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': CONTENT_TYPE[format],
          'content-disposition': `attachment; filename="${list.fileName}-${stamp}.${format}"`,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        });
        writer = format === 'csv' ? csvWriter(reply.raw, columns) : xlsxWriter(reply.raw, columns, list.fileName);
        return writer;
      };
      await list.pages(context.rest, state, (rows) => started().rows(rows));
      await started().end();
    } catch (error) {
      if (reply.raw.headersSent) {
        // Mid-stream: the file is cut off, never passed off as complete.
        request.log.warn({ err: error }, 'export stopped');
        reply.raw.destroy();
        return;
      }
      const code = error instanceof GatewayError ? String(error.extensions.code) : '';
      const status = STATUS[code] ?? 502;
      return reply
        .code(status)
        .send({ code: code || ErrorCode.internal, message: error instanceof Error ? error.message : 'Export failed' });
    }
  });
}
