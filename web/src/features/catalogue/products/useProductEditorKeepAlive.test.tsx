import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../test/fakeClient.ts';
import { sessionClock } from '../../session/sessionClock.ts';
import { useProductEditorKeepAlive } from './useProductEditorKeepAlive.ts';

const PING = { data: { productEditorPing: { __typename: 'SessionStatus', expiresIn: 900 } } };

function mount() {
  const fake = fakeClient({ ProductEditorPing: PING });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={fake.client}>{children}</ApolloProvider>
  );
  const view = renderHook(() => useProductEditorKeepAlive(), { wrapper });
  const pings = () => fake.calls.filter((c) => c.name === 'ProductEditorPing').length;
  return { ...view, pings };
}

/** Half the session's lifetime: the keep-alive's period. */
const half = () => (sessionClock.lifetime() * 1000) / 2;

describe('the product editor keep-alive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings while the person types, at half the session lifetime, and not after the editor closes', async () => {
    const { pings, unmount } = mount();
    fireEvent.keyDown(document.body, { key: 'a' });
    await act(() => vi.advanceTimersByTimeAsync(half() - 1));
    expect(pings()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(pings()).toBe(1);
    // A long edit: a click in every period keeps it going, past the lifetime itself.
    for (let i = 0; i < 3; i++) {
      fireEvent.pointerDown(document.body);
      await act(() => vi.advanceTimersByTimeAsync(half()));
    }
    expect(pings()).toBe(4);
    unmount();
    fireEvent.keyDown(document.body, { key: 'b' });
    await act(() => vi.advanceTimersByTimeAsync(half() * 4));
    expect(pings()).toBe(4);
  });

  it('lets an idle open editor run the session out: no activity, no ping', async () => {
    const { pings } = mount();
    await act(() => vi.advanceTimersByTimeAsync(half() * 4));
    expect(pings()).toBe(0);
    fireEvent.input(document.body);
    await act(() => vi.advanceTimersByTimeAsync(half()));
    expect(pings()).toBe(1);
  });
});
