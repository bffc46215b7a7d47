import { FIRST_SCREEN_EN, loadFirstScreenMessages, type Messages } from './firstScreenMessages.ts';
import { languageStore } from './languageStore.ts';
import { loadCatalogue } from './loadCatalogue.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let messages: Messages = FIRST_SCREEN_EN;
/** Whether a page beyond the first screen has asked for every area. */
let all = false;
let pending: Promise<void> | undefined;
let stopLanguage: (() => void) | undefined;

/** Loads the chosen language's areas as needed now; an answer no longer wanted is dropped. */
async function refresh(): Promise<void> {
  const code = languageStore.get();
  const whole = all;
  try {
    // A language's dates and money come with its texts beyond sign-in, so a screen never mixes two
    // languages. English's data waits for the first screen that formats (useFormat), and the sign-in
    // page formats nothing: imported only when needed, the formats' code stays out of it.
    const formats =
      whole && code !== 'en' ? import('./format/formatStore.ts').then((m) => m.loadFormat(code)) : undefined;
    const [next] = await Promise.all([whole ? loadCatalogue(code) : loadFirstScreenMessages(code), formats]);
    if (code !== languageStore.get() || whole !== all) return;
    messages = next;
    // Screen readers and hyphenation follow the page's language.
    document.documentElement.lang = code;
    for (const l of listeners) l();
  } catch (e) {
    console.warn('catalogue failed to load', e);
  }
}

/**
 * The messages shown: the first screen's areas of the chosen language, and every area once
 * `needAll` was called (by the lazily loaded pages beyond sign-in). Follows the language choice.
 */
export const catalogueStore = {
  get: (): Messages => messages,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    if (!stopLanguage) {
      stopLanguage = languageStore.subscribe(() => void refresh());
      if (languageStore.get() !== 'en' || all) void refresh();
    }
    return () => {
      listeners.delete(listener);
    };
  },
  /** Loads every area of the chosen language; resolves once they are shown. */
  needAll(): Promise<void> {
    if (all) return pending ?? Promise.resolve();
    all = true;
    pending = refresh();
    return pending;
  },
};
