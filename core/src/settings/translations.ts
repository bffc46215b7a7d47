/**
 * Translations (spec/3 §2, §6, §7, §8): the texts a venue shows its guests, per location
 * and language, edited beside the default language. Two kinds of text:
 *  - the booking page's and the e-mails' fixed texts (GUEST_TEXTS), whose defaults are here and
 *    whose per-location wording lives in the translations table;
 *  - product names (`product.<id>.name`), whose default is the product's name and whose wording per
 *    language and location is the product's own (product_names, the product editor's Languages).
 * An entry with no text in the chosen language is missing (shown flagged, served as the default).
 */
import { type Static, Type } from 'typebox';
import { Flag } from '../permissions.ts';

/** Menu access index of Translations (spec/3 §6): VIEW reads, UPDATE_AND_EXECUTE saves. */
export const TRANSLATIONS_MENU = 121;
export const TRANSLATIONS_PERMISSION = { read: Flag.view, save: Flag.updateAndExecute } as const;

/** The default language (spec/3 §7: languageId defaults to 1, English). */
export const DEFAULT_LANGUAGE_ID = 1;

/** Longest translated text, and most entries one save may carry. */
export const MAX_TRANSLATION_LENGTH = 2000;
export const MAX_TRANSLATIONS_PER_SAVE = 500;
/** Most product entries one answer lists (narrow with the search). */
export const MAX_PRODUCT_ENTRIES = 500;

export type TranslationGroup = 'booking' | 'email' | 'product';

/** The fixed guest-facing texts and their English defaults. */
export const GUEST_TEXTS: Readonly<Record<string, { group: Exclude<TranslationGroup, 'product'>; text: string }>> = {
  'booking.title': { group: 'booking', text: 'Book your visit' },
  'booking.intro': { group: 'booking', text: 'Choose a date, a time and your party size.' },
  'booking.guests': { group: 'booking', text: 'Number of guests' },
  'booking.submit': { group: 'booking', text: 'Book now' },
  'booking.confirmed': { group: 'booking', text: 'Your booking is confirmed. See you soon!' },
  'booking.soldOut': { group: 'booking', text: 'Sorry, this time is fully booked.' },
  'email.greeting': { group: 'email', text: 'Hello {firstName},' },
  'email.bookingSubject': { group: 'email', text: 'Your booking at {location}' },
  'email.thanks': { group: 'email', text: 'Thank you for visiting us.' },
  'email.signature': { group: 'email', text: 'The {location} team' },
  'email.footer': { group: 'email', text: 'You receive this e-mail because you booked with us.' },
};

const PRODUCT_KEY = /^product\.(\d{1,9})\.name$/;
export const productKey = (productId: number) => `product.${productId}.name`;
/** The product id of a product name's key, or null for any other key. */
export function productIdOf(key: string): number | null {
  const m = PRODUCT_KEY.exec(key);
  return m ? Number(m[1]) : null;
}
export const isGuestTextKey = (key: string) => Object.hasOwn(GUEST_TEXTS, key);

export const TranslationEntry = Type.Object({
  key: Type.String(),
  group: Type.Union([Type.Literal('booking'), Type.Literal('email'), Type.Literal('product')]),
  /** The text in the default language (what guests see when there is no translation). */
  defaultText: Type.String(),
  /** The text in the chosen language; null when missing. */
  text: Type.Union([Type.String(), Type.Null()]),
  missing: Type.Boolean(),
});
export type TranslationEntry = Static<typeof TranslationEntry>;

export const TranslationSet = Type.Object({
  locationId: Type.Integer(),
  locationCode: Type.String(),
  languageId: Type.Integer(),
  entries: Type.Array(TranslationEntry),
  /** How many entries lack a text in the chosen language (before the search narrows them). */
  missing: Type.Integer(),
  /** More products matched than MAX_PRODUCT_ENTRIES: narrow with the search. */
  truncated: Type.Boolean(),
});
export type TranslationSet = Static<typeof TranslationSet>;

const LocationCode = Type.String({ minLength: 1, maxLength: 100 });
const LanguageId = Type.Integer({ minimum: 1, maximum: 1000 });

export const TranslationsQuery = {
  locationCode: LocationCode,
  languageId: Type.Optional(LanguageId),
  search: Type.Optional(Type.String({ maxLength: 100 })),
};

export const TranslationsSave = Type.Object(
  {
    locationCode: LocationCode,
    languageId: Type.Optional(LanguageId),
    entries: Type.Array(
      Type.Object(
        {
          key: Type.String({ maxLength: 40 }),
          /** '' removes the translation (the entry becomes missing). */
          text: Type.String({ maxLength: MAX_TRANSLATION_LENGTH }),
        },
        { additionalProperties: false },
      ),
      { maxItems: MAX_TRANSLATIONS_PER_SAVE },
    ),
  },
  { additionalProperties: false },
);
export type TranslationsSave = Static<typeof TranslationsSave>;

export const Culture = Type.Object({ id: Type.Integer(), name: Type.String(), code: Type.String() });
export type Culture = Static<typeof Culture>;

/** Whether an entry matches the search (key, default text or translation; any case). */
export function matchesSearch(entry: Pick<TranslationEntry, 'key' | 'defaultText' | 'text'>, search: string): boolean {
  const s = search.trim().toLowerCase();
  if (!s) return true;
  return [entry.key, entry.defaultText, entry.text ?? ''].some((v) => v.toLowerCase().includes(s));
}
