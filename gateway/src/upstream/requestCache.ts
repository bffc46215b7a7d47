/**
 * Deduplicates identical upstream reads within one GraphQL request: a dashboard's widgets, or
 * `me` and the auth checks, share one in-flight call instead of hitting the REST API twice.
 * Lives exactly as long as the request; nothing is shared between requests or users.
 */
export interface RequestCache {
  dedupe<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything: a write may have changed what later reads of this request return. */
  clear(): void;
}

export function createRequestCache(): RequestCache {
  const inFlight = new Map<string, Promise<unknown>>();
  return {
    dedupe<T>(key: string, load: () => Promise<T>): Promise<T> {
      const known = inFlight.get(key);
      if (known) return known as Promise<T>;
      const started = load();
      inFlight.set(key, started);
      return started;
    },
    clear() {
      inFlight.clear();
    },
  };
}
