import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedGuard } from './useUnsavedGuard.ts';

// The browser's own history (jsdom): the guard sits in front of the router's popstate listener.
describe('useUnsavedGuard', () => {
  const routerSaw = vi.fn();
  afterEach(() => {
    window.removeEventListener('popstate', routerSaw);
    routerSaw.mockReset();
  });

  it('undoes the back button while edits are unsaved, and Leave goes where it was going', async () => {
    history.pushState(null, '', '/fruits');
    history.pushState(null, '', '/fruits?mode=edit&id=1');
    const navigate = vi.fn();
    const { result } = renderHook(() => useUnsavedGuard(true, navigate));
    window.addEventListener('popstate', routerSaw);
    act(() => history.back());
    await waitFor(() => expect(result.current.asking).toBe(true));
    expect(routerSaw).not.toHaveBeenCalled();
    expect(`${location.pathname}${location.search}`).toBe('/fruits?mode=edit&id=1');
    act(() => result.current.leave());
    expect(navigate).toHaveBeenCalledWith('/fruits');
  });

  it('lets the back button through when nothing is unsaved', async () => {
    history.pushState(null, '', '/a');
    history.pushState(null, '', '/b');
    const { result } = renderHook(() => useUnsavedGuard(false, vi.fn()));
    window.addEventListener('popstate', routerSaw);
    act(() => history.back());
    await waitFor(() => expect(routerSaw).toHaveBeenCalled());
    expect(location.pathname).toBe('/a');
    expect(result.current.asking).toBe(false);
  });

  it('runs a confirmed step at once when clean, and only after Leave when dirty', () => {
    const step = vi.fn();
    const { result, rerender } = renderHook(({ dirty }) => useUnsavedGuard(dirty, vi.fn()), {
      initialProps: { dirty: false },
    });
    act(() => result.current.confirm(step));
    expect(step).toHaveBeenCalledTimes(1);
    rerender({ dirty: true });
    act(() => result.current.confirm(step));
    expect(step).toHaveBeenCalledTimes(1);
    act(() => result.current.stay());
    expect(result.current.asking).toBe(false);
    act(() => result.current.confirm(step));
    act(() => result.current.leave());
    expect(step).toHaveBeenCalledTimes(2);
  });
});
