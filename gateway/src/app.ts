import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config.ts';
import { createContextFactory, type GatewayContext } from './context.ts';
import { registerExports } from './exports/route.ts';
import { registerImports } from './http/imports.ts';
import { registerBodyLimitError } from './http/bodyLimit.ts';
import { registerJsonBody } from './http/jsonBody.ts';
import { createFormatError } from './http/formatError.ts';
import { registerGraphiql } from './http/graphiql.ts';
import { registerHealth } from './http/health.ts';
import { introspectionGuard } from './auth/introspection.ts';
import { registerImages } from './http/images.ts';
import { registerShopBooking } from './http/shopBooking.ts';
import { registerShopPage } from './http/shopPage.ts';
import { limitRules } from './http/limits.ts';
import { IMAGE_BODY_LIMIT_BYTES } from '@marquee/core/settings/image';
import { requestLogFields } from '@marquee/core/logRedaction';
import { traceOf } from './http/trace.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerThrottle } from './http/throttle.ts';
import { registerWebApp } from './http/webApp.ts';
import { buildGatewaySchema } from './schema.ts';
import { createUpstreamClient } from './upstream/client.ts';
import { createGatewayMetrics, serveMetrics } from './metrics/gatewayMetrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this process's Prometheus metrics are served (METRICS_PORT); null: not served. */
    metricsUrl: string | null;
  }
}

const REQUEST_ID_HEADER = 'x-request-id';

/** Keeps a caller's request id (for tracing across services) when it is sane, else makes one. */
function requestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

export interface GatewayOptions {
  /** Where log lines go instead of stdout (tests read the access log from it). */
  logStream?: { write(line: string): void };
}

/** The gateway as a Fastify instance, ready to `listen` or `inject`; throws on a bad schema. */
export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  const schema = buildGatewaySchema();
  const metrics = createGatewayMetrics();
  const upstream = createUpstreamClient({
    baseUrl: config.restApiUrl,
    timeoutMs: config.upstreamTimeoutMs,
    connections: config.upstreamConnections,
    onCall: metrics.upstream,
  });
  // Room for a 1 MB avatar, base64-encoded, in a user save (core/src/settings/image.ts).
  const app = Fastify({
    // Recovery codes and tokens in query strings never reach the access log.
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogFields },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: requestId,
    // Every log line of a request names its trace (the caller's traceparent, else a new one), as
    // the REST API's lines of the same request do.
    childLoggerFactory: (logger, bindings, opts, raw) =>
      logger.child({ ...bindings, traceId: traceOf(raw as IncomingMessage).traceId }, opts),
    bodyLimit: IMAGE_BODY_LIMIT_BYTES,
    // Off unless TRUST_PROXY: request.ip (the throttle's client address) is then the socket's.
    trustProxy: config.trustProxy,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerBodyLimitError(app);
  registerJsonBody(app);
  await registerSecurityHeaders(app, config.production);
  await app.register(fastifyCookie);
  await registerThrottle(app, { limits: config.throttle, redisUrl: config.redisUrl });

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    nodeEnv: config.nodeEnv,
    // Always on in Apollo: introspectionGuard decides who may (everyone where configured, else
    // administrators only, the explorer's rule).
    introspection: true,
    // Browsers cannot send a "simple" cross-site request that Apollo will execute.
    csrfPrevention: true,
    // One operation per HTTP request: limits and timeouts stay per operation.
    allowBatchedHttpRequests: false,
    validationRules: limitRules,
    includeStacktraceInErrorResponses: !config.production,
    hideSchemaDetailsFromClientErrors: config.production,
    formatError: createFormatError(config.production),
    logger: app.log,
    // main.ts owns the signals and closes Fastify, which stops Apollo (onClose below).
    stopOnTerminationSignals: false,
    // No field carries cache hints (answers are per user and never cached by HTTP), and the
    // default cache-control plugin wraps every field's resolver to read them: on a dashboard of
    // thousands of values that was a tenth of the gateway's time.
    plugins: [ApolloServerPluginCacheControlDisabled(), introspectionGuard(config.introspection), metrics.plugin],
  });
  await apollo.start();

  // Queries by GET or POST; Apollo refuses mutations over GET (405) itself.
  app.route({
    url: '/graphql',
    method: ['GET', 'POST'],
    handler: fastifyApolloHandler(apollo, {
      context: createContextFactory({
        upstream,
        production: config.production,
        cookieSecure: config.cookieSecure,
        sessionTtlSeconds: config.sessionTtlSeconds,
        now: config.now,
      }),
    }),
  });
  registerHealth(app, upstream);
  registerImages(app, upstream);
  registerShopPage(app, upstream);
  registerShopBooking(app, upstream, config.cookieSecure);
  registerExports(app, {
    upstream,
    production: config.production,
    cookieSecure: config.cookieSecure,
    sessionTtlSeconds: config.sessionTtlSeconds,
    now: config.now,
  });
  registerImports(app, {
    upstream,
    production: config.production,
    cookieSecure: config.cookieSecure,
    sessionTtlSeconds: config.sessionTtlSeconds,
    now: config.now,
  });
  await registerWebApp(app, config.webDist);
  registerGraphiql(app, { upstream, production: config.production, webDist: config.webDist });

  const metricsServer =
    config.metricsPort === null ? null : await serveMetrics(metrics.registry, config.metricsPort, config.host);
  if (metricsServer) app.log.info({ url: metricsServer.url }, 'metrics served');
  app.decorate('metricsUrl', metricsServer?.url ?? null);

  app.addHook('onClose', async () => {
    await apollo.stop();
    await upstream.close();
    await metricsServer?.close();
  });
  return app;
}

export interface RunningGateway {
  app: FastifyInstance;
  /** Base URL to reach it, e.g. http://127.0.0.1:4000 (GraphQL at `${url}/graphql`). */
  url: string;
  close(): Promise<void>;
}

/** Builds and listens on config.host:config.port (0 picks a free port). */
export async function startGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<RunningGateway> {
  const app = await buildGateway(config, options);
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return { app, url, close: () => app.close() };
}
