import { ApolloLink } from '@apollo/client';
import { REQUEST_TIMEOUT_MS } from '@marquee/core/constants';
import { Observable } from 'rxjs';

/**
 * The browser side of spec/1 §7: a call that has not answered after REQUEST_TIMEOUT_MS (70 s) is
 * abandoned (the fetch is aborted by the unsubscription) and fails with this error, which the
 * shared reaction shows as 'Timeout: Request failed' — even when the gateway itself hangs.
 */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
  constructor(ms: number) {
    super(`No answer within ${ms} ms`);
  }
}

/** How many calls are in flight, for the app-wide loading indicator (spec/1 §7). */
export function createInFlightCounter() {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    count = next;
    for (const l of listeners) l();
  };
  return {
    get: () => count,
    begin: () => set(count + 1),
    end: () => set(Math.max(0, count - 1)),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type InFlightCounter = ReturnType<typeof createInFlightCounter>;

/** The app's one counter, read by the shell's loading bar. */
export const inFlight = createInFlightCounter();

/** Counts each call while it is in flight and fails it after `ms` without an answer. */
export function timeoutLink(counter: InFlightCounter = inFlight, ms = REQUEST_TIMEOUT_MS): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        counter.begin();
        let open = true;
        const close = () => {
          if (!open) return;
          open = false;
          clearTimeout(timer);
          counter.end();
        };
        const inner = forward(operation).subscribe({
          next: (value) => observer.next(value),
          error: (error) => {
            close();
            observer.error(error);
          },
          complete: () => {
            close();
            observer.complete();
          },
        });
        const timer = setTimeout(() => {
          close();
          inner.unsubscribe();
          observer.error(new RequestTimeoutError(ms));
        }, ms);
        return () => {
          close();
          inner.unsubscribe();
        };
      }),
  );
}
