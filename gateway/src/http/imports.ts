/**
 * The plain HTTP side of imports (schema/venue-import.graphql has the rest), for each kind of
 * core/src/imports/kinds.ts at /imports/<sales|guests|products>:
 *
 * - POST /imports/<kind>?name=<file name>: the file as the body (text/csv, the XLSX type or
 *   application/octet-stream), streamed through to the REST API untouched; answers the staged
 *   import as JSON. GraphQL has no file upload of its own, and a multipart plugin would buffer
 *   what a stream passes for free. No CSRF exposure: a cross-site form can only send form and
 *   text/plain bodies, which this route refuses (415); these types need a CORS preflight.
 * - GET /imports/<kind>/:id/errors.csv: the refused rows, for a plain browser download (the
 *   master client may come as `masterClient`, like the list exports).
 * - GET /imports/<kind>/template.csv: the file's header and example rows.
 *
 * Signed in like /graphql; the kind's permission (ADD of its area) is checked here and again by
 * the REST API.
 */
import { MASTER_CLIENT_HEADER } from '@marquee/core/constants';
import { ErrorCode } from '@marquee/core/errors';
import { importAddress, IMPORT_KIND_INFO, IMPORT_KINDS, type ImportKind } from '@marquee/core/imports/kinds';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { checkAccess } from '../auth/access.ts';
import { type ContextOptions, createContextFactory } from '../context.ts';
import { GatewayError } from '../errors.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UPLOAD_TYPES = ['text/csv', XLSX_TYPE, 'application/octet-stream'];
const ID = /^[1-9]\d{0,15}$/;

const STATUS: Record<string, number> = {
  [ErrorCode.unauthenticated]: 401,
  [ErrorCode.forbidden]: 403,
  [ErrorCode.badUserInput]: 400,
  [ErrorCode.notFound]: 404,
};

function failed(reply: FastifyReply, error: unknown) {
  if (!(error instanceof GatewayError)) throw error;
  const code = String(error.extensions.code);
  const upstream = Number(error.extensions.upstreamStatus ?? 0);
  const status = upstream === 413 ? 413 : (STATUS[code] ?? 502);
  return reply.code(status).send({ code, message: error.message, fieldKeys: error.extensions.fieldKeys ?? null });
}

export function registerImports(app: FastifyInstance, options: ContextOptions): void {
  for (const kind of IMPORT_KINDS) registerKind(app, options, kind);
}

function registerKind(app: FastifyInstance, options: ContextOptions, kind: ImportKind): void {
  const { module, flag, restPath, template, slug } = IMPORT_KIND_INFO[kind];
  const base = importAddress(kind);
  const contextOf = createContextFactory(options);
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const fromQuery = (request.query as Record<string, unknown> | undefined)?.masterClient;
    if (request.headers[MASTER_CLIENT_HEADER] === undefined && typeof fromQuery === 'string') {
      request.headers[MASTER_CLIENT_HEADER] = fromQuery;
    }
    const context = await contextOf(request, reply);
    await checkAccess({ kind: 'requires', module, flag }, context);
    return context;
  };

  app.get(`${base}/template.csv`, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${slug}-import-template.csv"`)
      .send(template),
  );

  app.get<{ Params: { id: string } }>(`${base}/:id/errors.csv`, async (request, reply) => {
    const { id } = request.params;
    if (!ID.test(id)) return reply.code(404).send({ code: ErrorCode.notFound, message: 'Not found' });
    try {
      const context = await signedIn(request, reply);
      const csv = await context.rest.call<string>({
        method: 'GET',
        path: `${restPath}/${id}/errors.csv`,
        text: true,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${id}-refused.csv"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    } catch (error) {
      return failed(reply, error);
    }
  });

  // Its own scope: the stream-through body parser applies to this route only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(UPLOAD_TYPES, (_request, payload, done) => done(null, payload));
    scope.post<{ Querystring: { name?: string } }>(base, async (request, reply) => {
      try {
        const context = await signedIn(request, reply);
        const stream = request.body as Readable;
        const data = await context.rest.call<{ id: number }>({
          method: 'POST',
          path: restPath,
          query: { name: request.query.name ?? '' },
          raw: { stream, contentType: String(request.headers['content-type']) },
        });
        // The same shape as schema/venue-import.graphql's VenueImport.
        return reply.send({ data: { ...data, errorReportUrl: `${base}/${data.id}/errors.csv` } });
      } catch (error) {
        return failed(reply, error);
      }
    });
  });
}
