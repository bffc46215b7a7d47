import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { MASTER_CLIENT_HEADER, TIMEZONE_OFFSET_HEADER } from '@marquee/core/constants';
import { todayAt } from '@marquee/core/dashboards/dateRanges';
import { Observable } from 'rxjs';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it, vi } from 'vitest';
import { errorLink, headersLink, successLink } from './links.ts';

const QUERY = gql`
  query Probe {
    health
  }
`;

/** A terminating link answering with `result`, recording the headers it was sent. */
function server(result: ApolloLink.Result | Error) {
  const seen: Record<string, string>[] = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((o) => {
        seen.push((op.getContext() as { headers?: Record<string, string> }).headers ?? {});
        if (result instanceof Error) o.error(result);
        else {
          o.next(result);
          o.complete();
        }
      }),
  );
  return { link, seen };
}

function setup(result: ApolloLink.Result | Error, masterClient: number | null = 7) {
  const handlers = { onLogout: vi.fn(), onToast: vi.fn(), onSuccess: vi.fn() };
  const { link, seen } = server(result);
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([
      errorLink(handlers),
      successLink(handlers.onSuccess),
      headersLink(() => masterClient),
      link,
    ]),
  });
  return { client, handlers, seen };
}

const failure = (code: string, message = 'Upstream said no') => ({
  data: null,
  errors: [{ message, extensions: { code } }],
});

describe('Apollo links', () => {
  it('sends the master client and the timezone offset, and counts a success', async () => {
    const { client, handlers, seen } = setup({ data: { health: 'ok' } });
    await client.query({ query: QUERY });
    expect(seen[0]?.[MASTER_CLIENT_HEADER]).toBe('7');
    expect(seen[0]?.[TIMEZONE_OFFSET_HEADER]).toBe(String(new Date().getTimezoneOffset()));
    expect(handlers.onSuccess).toHaveBeenCalledTimes(1);
  });

  it("sends the offset from which the server's today is the browser's today, west and east of UTC", async () => {
    // 21:30 in Chicago on Nov 27 is already Nov 28 in UTC; 04:30 in Tbilisi on Nov 28 is still Nov 27 in UTC.
    const cases = [
      { zone: 'America/Chicago', at: '2026-11-28T03:30:00Z', local: '2026-11-27' },
      { zone: 'Asia/Tbilisi', at: '2026-11-28T00:30:00Z', local: '2026-11-28' },
    ];
    for (const { zone, at, local } of cases) {
      vi.stubEnv('TZ', zone);
      const { client, seen } = setup({ data: { health: 'ok' } });
      await client.query({ query: QUERY, fetchPolicy: 'network-only' });
      const instant = Temporal.Instant.from(at);
      expect(todayAt(instant, Number(seen[0]?.[TIMEZONE_OFFSET_HEADER])).toString()).toBe(local);
    }
    vi.unstubAllEnvs();
  });

  it('omits the master-client header when none is selected', async () => {
    const { client, seen } = setup({ data: { health: 'ok' } }, null);
    await client.query({ query: QUERY });
    expect(seen[0]).not.toHaveProperty(MASTER_CLIENT_HEADER);
  });

  it('UNAUTHENTICATED signs out without a toast, and the caller still gets the error', async () => {
    const { client, handlers } = setup(failure('UNAUTHENTICATED'));
    await expect(client.query({ query: QUERY })).rejects.toThrow();
    expect(handlers.onLogout).toHaveBeenCalled();
    expect(handlers.onToast).not.toHaveBeenCalled();
    expect(handlers.onSuccess).not.toHaveBeenCalled();
  });

  it('maps TIMEOUT, UPSTREAM_UNAVAILABLE, network failures and others to the spec toasts', async () => {
    for (const [answer, expected] of [
      [failure('TIMEOUT'), { kind: 'toast', messageKey: 'error.timeout' }],
      [failure('UPSTREAM_UNAVAILABLE'), { kind: 'toast', messageKey: 'error.network' }],
      [new TypeError('Failed to fetch'), { kind: 'toast', messageKey: 'error.network' }],
      [failure('FORBIDDEN', 'Not yours'), { kind: 'toast', text: 'Not yours' }],
      [failure('INTERNAL_SERVER_ERROR', ''), { kind: 'toast', messageKey: 'error.generic' }],
    ] as const) {
      const { client, handlers } = setup(answer as ApolloLink.Result | Error);
      await expect(client.query({ query: QUERY })).rejects.toThrow();
      expect(handlers.onToast).toHaveBeenCalledWith(expected);
    }
  });

  it('lets a screen handle its own codes (or all of them) silently', async () => {
    const handled = setup(failure('BAD_USER_INPUT'));
    await expect(
      handled.client.query({ query: QUERY, context: { handledCodes: ['BAD_USER_INPUT'] } }),
    ).rejects.toThrow();
    expect(handled.handlers.onToast).not.toHaveBeenCalled();

    const silent = setup(failure('UNAUTHENTICATED'));
    await expect(silent.client.query({ query: QUERY, context: { silent: true } })).rejects.toThrow();
    expect(silent.handlers.onLogout).not.toHaveBeenCalled();
  });
});
