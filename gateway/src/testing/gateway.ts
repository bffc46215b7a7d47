import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildGateway } from '../app.ts';
import { type GatewayConfig, loadGatewayConfig } from '../config.ts';

/** A gateway in front of `restApiUrl`, tested through `inject` (STYLE.md point 16). */
export function testGateway(restApiUrl: string, overrides: Partial<GatewayConfig> = {}): Promise<FastifyInstance> {
  return buildGateway({
    ...loadGatewayConfig({ NODE_ENV: 'test' }),
    restApiUrl,
    logLevel: 'silent',
    webDist: '/nonexistent',
    ...overrides,
  });
}

export interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

/** POSTs one operation as JSON, the way the web and internal tools do. */
export async function gql(
  app: FastifyInstance,
  query: string,
  options: {
    variables?: Record<string, unknown>;
    headers?: Record<string, string>;
    cookies?: Record<string, string>;
  } = {},
): Promise<{ res: LightMyRequestResponse; body: GraphQLBody }> {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...options.headers },
    cookies: options.cookies,
    payload: JSON.stringify({ query, variables: options.variables }),
  });
  return { res, body: res.json() as GraphQLBody };
}

export function codes(body: GraphQLBody): unknown[] {
  return (body.errors ?? []).map((e) => e.extensions?.code);
}
