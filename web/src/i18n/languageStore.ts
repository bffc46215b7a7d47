import { type LanguageCode, languageByCode } from '@marquee/core/messages/languages';

const KEY = 'marquee.language';
type Listener = () => void;
const listeners = new Set<Listener>();

function read(): LanguageCode {
  try {
    return languageByCode(localStorage.getItem(KEY)).code;
  } catch {
    return 'en';
  }
}

let current: LanguageCode = read();

/**
 * The language shown. Signed in, it follows `profile.languageId` (kept per user on the server);
 * the copy in localStorage only serves the sign-in pages, before anyone is known.
 */
export const languageStore = {
  get: (): LanguageCode => current,
  set(code: LanguageCode): void {
    if (code === current) return;
    current = code;
    try {
      localStorage.setItem(KEY, code);
    } catch {
      // Storage may be unavailable; the choice still holds for this visit.
    }
    for (const l of listeners) l();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
