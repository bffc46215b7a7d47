import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from './ThemeRoot.tsx';
import { themeStore } from './themeStore.ts';

describe('ThemeRoot', () => {
  afterEach(() => {
    act(() => themeStore.update((s) => ({ ...s, fontScale: 1, direction: 'ltr' })));
    vi.useRealTimers();
  });

  it('scales the root font and sets the direction once the 300 ms debounce has passed', () => {
    vi.useFakeTimers();
    render(
      <ThemeRoot>
        <p>page</p>
      </ThemeRoot>,
    );
    expect(screen.getByText('page')).toBeTruthy();
    expect(document.documentElement.style.fontSize).toBe('62.5%');
    act(() => themeStore.update((s) => ({ ...s, fontScale: 1.3, direction: 'rtl' })));
    expect(document.documentElement.style.fontSize).toBe('62.5%');
    act(() => vi.advanceTimersByTime(300));
    expect(document.documentElement.style.fontSize).toBe('81.25%');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
