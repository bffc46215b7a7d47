import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { SessionCountdown } from './SessionCountdown.tsx';
import { createSessionClock } from './sessionClock.ts';

describe('SessionCountdown', () => {
  // Only the clock's interval and Date are faked; Fluent's own timers stay real.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const clock = createSessionClock({ ttlSeconds: () => 900 });
    const onReturn = vi.fn(() => clock.touch());
    const onExpire = vi.fn();
    renderWithProviders(<SessionCountdown clock={clock} onReturn={onReturn} returning={false} onExpire={onExpire} />);
    const advance = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));
    return { clock, onReturn, onExpire, advance };
  };

  it('starts at 900 s and warns only under 60 s, with the seconds left', () => {
    const { clock, advance } = setup();
    expect(clock.getSnapshot()).toBe(900);
    advance(840);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    advance(1);
    expect(screen.getByRole('alertdialog', { name: 'Your session is about to expire' })).toBeTruthy();
    expect(screen.getByText('You will be signed out in 59 seconds.')).toBeTruthy();
    advance(10);
    expect(screen.getByText('You will be signed out in 49 seconds.')).toBeTruthy();
  });

  it('Return resets the countdown and closes the warning', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { clock, onReturn, advance } = setup();
    advance(870);
    await user.click(screen.getByRole('button', { name: 'Return' }));
    expect(onReturn).toHaveBeenCalled();
    expect(clock.getSnapshot()).toBe(900);
    expect(screen.queryByText(/You will be signed out in/)).toBeNull();
  });

  it('a successful response (touch) also resets it', () => {
    const { clock, advance, onExpire } = setup();
    advance(899);
    act(() => clock.touch());
    advance(899);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('expires at 0', () => {
    const { advance, onExpire } = setup();
    advance(899);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
