import { ApolloLink, gql } from '@apollo/client';
import { ErrorCode } from '@marquee/core/errors';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorInfo } from './errorInfo.ts';
import { createInFlightCounter, timeoutLink } from './inFlight.ts';

const QUERY = gql`
  query Q {
    ping
  }
`;

describe('timeoutLink (spec/1 §7 in the browser)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails a call the gateway never answers after 70 s, as TIMEOUT, and stops counting it', () => {
    const counter = createInFlightCounter();
    const aborted = vi.fn();
    const hanging = new ApolloLink(() => new Observable(() => aborted));
    const link = ApolloLink.from([timeoutLink(counter), hanging]);
    const error = vi.fn();
    ApolloLink.execute(link, { query: QUERY }, { client: {} as never }).subscribe({ error });
    expect(counter.get()).toBe(1);
    vi.advanceTimersByTime(69_999);
    expect(error).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(errorInfo(error.mock.calls[0]![0]).code).toBe(ErrorCode.timeout);
    expect(aborted).toHaveBeenCalled();
    expect(counter.get()).toBe(0);
  });

  it('counts a call until it answers', () => {
    const counter = createInFlightCounter();
    let answer: (() => void) | undefined;
    const later = new ApolloLink(
      () =>
        new Observable((o) => {
          answer = () => {
            o.next({ data: { ping: true } });
            o.complete();
          };
        }),
    );
    const next = vi.fn();
    ApolloLink.execute(
      ApolloLink.from([timeoutLink(counter), later]),
      { query: QUERY },
      { client: {} as never },
    ).subscribe({
      next,
    });
    expect(counter.get()).toBe(1);
    answer?.();
    expect(next).toHaveBeenCalled();
    expect(counter.get()).toBe(0);
    vi.advanceTimersByTime(80_000);
    expect(counter.get()).toBe(0);
  });
});
