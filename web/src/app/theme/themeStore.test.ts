import { DEFAULT_THEME_SETTINGS } from '@marquee/core/theme/settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThemeStore, THEME_STORAGE_KEY } from './themeStore.ts';

describe('theme store', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('saves when the page unloads and restores on the next start', () => {
    const store = createThemeStore(localStorage);
    const stop = store.saveOnUnload(window);
    store.update((s) => ({ ...s, themes: { ...s.themes, main: 'dark4' }, direction: 'rtl', fontScale: 1.2 }));
    // Nothing is written while the page is open…
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    stop();

    const next = createThemeStore(localStorage);
    expect(next.getApplied().themes.main).toBe('dark4');
    expect(next.getApplied().direction).toBe('rtl');
    expect(next.getApplied().fontScale).toBe(1.2);
  });

  it('starts from the defaults when nothing or something broken was saved', () => {
    expect(createThemeStore(localStorage).getApplied()).toEqual(DEFAULT_THEME_SETTINGS);
    localStorage.setItem(THEME_STORAGE_KEY, '{"themes":');
    expect(createThemeStore(localStorage).getApplied()).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('shows a change in the panel at once and applies it after 300 ms of quiet', () => {
    const store = createThemeStore(localStorage);
    store.update((s) => ({ ...s, direction: 'rtl' }));
    expect(store.getDraft().direction).toBe('rtl');
    expect(store.getApplied().direction).toBe('ltr');
    vi.advanceTimersByTime(200);
    store.update((s) => ({ ...s, fontScale: 0.8 }));
    vi.advanceTimersByTime(200);
    expect(store.getApplied().direction).toBe('ltr');
    vi.advanceTimersByTime(100);
    expect(store.getApplied()).toMatchObject({ direction: 'rtl', fontScale: 0.8 });
  });

  it('never keeps a combination that cannot work', () => {
    const store = createThemeStore(localStorage);
    store.update((s) => ({ ...s, mode: 'boxed', toolbar: { ...s.toolbar, position: 'fixed' } }));
    expect(store.getDraft().toolbar.position).toBe('static');
  });
});
