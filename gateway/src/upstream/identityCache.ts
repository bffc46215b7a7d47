/**
 * The signed-in identity (`GET /me`) per session token, kept for at most a second: a burst of
 * GraphQL requests, or queries sent back to back, then cost one identity lookup instead of one
 * each, while a change to the user's roles or master clients still applies within the second.
 * Shared by every request of one gateway; bounded; keyed by a hash so no token is kept here.
 * Writes made through this gateway forget everything (see `clear`), so a change made here
 * applies on the very next request.
 */
import { createHash } from 'node:crypto';

export interface IdentityCacheOptions {
  /** How long an answer is reused; at most 1000 ms. */
  ttlMs: number;
  /** Entries kept at most; the oldest go first. */
  max: number;
  /** Clock in ms, injectable for tests. */
  now?: () => number;
}

export interface IdentityCache<T> {
  /** The cached answer for `token`, or `load()`'s, shared by callers while it is in flight. */
  get(token: string, load: () => Promise<T>): Promise<T>;
  /** Sets the answer for a token just issued (login). */
  set(token: string, value: T): void;
  /** Forgets one token (logout, a 401 on it). */
  delete(token: string): void;
  /** Forgets every token (a write may have changed someone's roles or master clients). */
  clear(): void;
  readonly size: number;
}

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createIdentityCache<T>({ ttlMs, max, now = Date.now }: IdentityCacheOptions): IdentityCache<T> {
  // A Map keeps insertion order: the first key is the oldest entry.
  const entries = new Map<string, Entry<T>>();
  let generation = 0;

  const put = (key: string, value: Promise<T>) => {
    entries.delete(key);
    if (entries.size >= max) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { value, expires: now() + ttlMs });
  };

  return {
    get(token, load) {
      const key = hash(token);
      const found = entries.get(key);
      if (found && found.expires > now()) return found.value;
      const started = generation;
      const value = load();
      put(key, value);
      // A failed lookup is not reused; neither is one that a write overtook while in flight.
      value.then(
        () => {
          if (generation !== started && entries.get(key)?.value === value) entries.delete(key);
        },
        () => {
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      return value;
    },
    set(token, value) {
      put(hash(token), Promise.resolve(value));
    },
    delete(token) {
      entries.delete(hash(token));
    },
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
