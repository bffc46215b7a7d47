import { THEME_DEBOUNCE_MS } from '@marquee/core/constants';
import { normaliseTheme, parseThemeSettings } from '@marquee/core/theme/rules';
import type { ThemeSettings } from '@marquee/core/theme/settings';

export const THEME_STORAGE_KEY = 'marquee.theme';

type Listener = () => void;

export interface ThemeStore {
  /** What the panel shows: follows every change at once. */
  getDraft: () => ThemeSettings;
  /** What the app is painted with: follows the draft after THEME_DEBOUNCE_MS of quiet. */
  getApplied: () => ThemeSettings;
  update: (change: (s: ThemeSettings) => ThemeSettings) => void;
  subscribe: (listener: Listener) => () => void;
  /** Writes the draft to storage; called when the page unloads. */
  save: () => void;
  /** Saves on `pagehide` and `beforeunload`; returns the unsubscribe. */
  saveOnUnload: (target: Pick<Window, 'addEventListener' | 'removeEventListener'>) => () => void;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Theme settings are UI state (not server data): restored from storage at start, saved when the
 * page unloads (spec/1 §2.6), applied with a 300 ms debounce so dragging through options does
 * not repaint the whole app on every step (spec/1 §9).
 */
export function createThemeStore(storage: Storage | null, debounceMs = THEME_DEBOUNCE_MS): ThemeStore {
  const read = () => {
    try {
      return storage?.getItem(THEME_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  let draft = parseThemeSettings(read());
  let applied = draft;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const l of listeners) l();
  };
  const save = () => {
    try {
      storage?.setItem(THEME_STORAGE_KEY, JSON.stringify(draft));
    } catch {
      // Storage full or blocked: the settings still hold for this visit.
    }
  };
  return {
    getDraft: () => draft,
    getApplied: () => applied,
    update(change) {
      draft = normaliseTheme(change(draft));
      emit();
      clearTimeout(timer);
      timer = setTimeout(() => {
        applied = draft;
        emit();
      }, debounceMs);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    save,
    saveOnUnload(target) {
      target.addEventListener('pagehide', save);
      target.addEventListener('beforeunload', save);
      return () => {
        target.removeEventListener('pagehide', save);
        target.removeEventListener('beforeunload', save);
      };
    },
  };
}

/** The app's one theme store. */
export const themeStore = createThemeStore(safeLocalStorage());
themeStore.saveOnUnload(window);
