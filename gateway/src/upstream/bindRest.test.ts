import { describe, expect, it } from 'vitest';
import type { UpstreamCall, UpstreamClient } from './client.ts';
import { createRequestCache } from './requestCache.ts';
import { bindRest } from './rest.ts';

/** A REST client that answers every call with a new object and counts the calls. */
function counting() {
  const calls: UpstreamCall[] = [];
  const client: UpstreamClient = {
    call: async <T>(call: UpstreamCall) => {
      calls.push(call);
      return { n: calls.length } as T;
    },
    ready: async () => true,
    file: async () => {
      throw new Error('not used');
    },
    close: async () => undefined,
  };
  const rest = bindRest({
    client,
    binding: () => ({ token: 't', masterClient: 1, timezoneOffset: 0, requestId: 'r' }),
    cache: createRequestCache(),
    onError: () => undefined,
  });
  return { rest, calls };
}

describe('bindRest', () => {
  it('shares an identical read within the request', async () => {
    const { rest, calls } = counting();
    const [a, b] = await Promise.all([rest.get('/x', { page: 0 }), rest.get('/x', { page: 0 })]);
    expect(a).toBe(b);
    expect(calls.length).toBe(1);
  });

  it('keeps no read made once (an export page), and sends the call without the mark', async () => {
    const { rest, calls } = counting();
    const read = () => rest.call({ method: 'GET', path: '/x', query: { page: 0 }, once: true });
    expect(await read()).not.toBe(await read());
    expect(calls.length).toBe(2);
    expect(calls[0]).not.toHaveProperty('once');
    // A later ordinary read is not answered from a once read.
    await rest.get('/x', { page: 0 });
    expect(calls.length).toBe(3);
  });
});
