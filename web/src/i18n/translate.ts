import type { MessageKey } from '@marquee/core/messages/en';
import { format } from '@marquee/core/messages/format';
import { FIRST_SCREEN_EN, type Messages } from './firstScreenMessages.ts';

export type MessageValues = Record<string, string | number>;

/**
 * The English texts loaded so far: the first screen's, then the whole catalogue once it has
 * loaded (catalogueStore; test setup registers it up front). Any key a translation lacks falls
 * back to them.
 */
let english: Messages = FIRST_SCREEN_EN;

/** Registers the whole English catalogue as the fallback once it has loaded. */
export function setEnglish(messages: Messages): void {
  english = messages;
}

/** Looks a key up in a catalogue, falling back to English, and fills `{name}` placeholders. */
export function translate(catalogue: Messages, key: MessageKey, values?: MessageValues): string {
  return format(catalogue[key] ?? english[key] ?? key, values);
}

/** True when a string is a key of the English catalogue loaded (core validation returns keys). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(english, value);
}
