import { type Catalogue, en, format, type MessageKey } from '@marquee/core/messages/en';

export type MessageValues = Record<string, string | number>;

/** Looks a key up in a catalogue, falling back to English, and fills `{name}` placeholders. */
export function translate(catalogue: Catalogue, key: MessageKey, values?: MessageValues): string {
  return format(catalogue[key] ?? en[key], values);
}

/** True when a string is a key of the catalogue (core validation returns keys). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}
