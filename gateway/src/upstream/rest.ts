import type { UpstreamCall, UpstreamClient } from './client.ts';
import { pathWithQuery } from './client.ts';
import type { RequestCache } from './requestCache.ts';

/** What a resolver states about a call; the request supplies token, tenant, offset and id. */
export type RestRequest = Pick<UpstreamCall, 'method' | 'path' | 'query' | 'body' | 'read' | 'raw' | 'text'> & {
  /**
   * A read that is not kept for the rest of the request: a list export reads thousands of pages
   * in one request, and kept, every page would stay in memory until the file is done.
   */
  once?: boolean;
};

/** What the request supplies; read at call time because login and logout change the token. */
export type RestBinding = Pick<UpstreamCall, 'token' | 'masterClient' | 'timezoneOffset' | 'requestId' | 'signal'>;

/** The REST client bound to one GraphQL request. */
export interface Rest {
  call<T>(request: RestRequest): Promise<T>;
  get<T>(path: string, query?: UpstreamCall['query']): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string, query?: UpstreamCall['query']): Promise<T>;
}

export interface BindOptions {
  client: UpstreamClient;
  binding: () => RestBinding;
  cache: RequestCache;
  /** Sees every failed call first (clears the cookie on 401, logs). */
  onError: (error: unknown, request: RestRequest) => void;
}

export function bindRest({ client, binding, cache, onError }: BindOptions): Rest {
  async function send<T>({ once: _once, ...request }: RestRequest): Promise<T> {
    try {
      return await client.call<T>({ ...request, ...binding() });
    } catch (error) {
      onError(error, request);
      throw error;
    }
  }

  function call<T>(request: RestRequest): Promise<T> {
    if (request.once) return send<T>(request);
    if (request.method !== 'GET') {
      if (!request.read) cache.clear();
      return send<T>(request);
    }
    const { token, masterClient } = binding();
    const sortedQuery = Object.fromEntries(Object.entries(request.query ?? {}).sort(([a], [b]) => a.localeCompare(b)));
    // The token is part of the key so a read after `login` in the same request is not stale.
    const key = `GET ${pathWithQuery('', { path: request.path, query: sortedQuery, masterClient })} ${token ?? ''}`;
    return cache.dedupe(key, () => send<T>(request));
  }

  return {
    call,
    get: (path, query) => call({ method: 'GET', path, query }),
    post: (path, body) => call({ method: 'POST', path, body }),
    put: (path, body) => call({ method: 'PUT', path, body }),
    delete: (path, query) => call({ method: 'DELETE', path, query }),
  };
}
