/**
 * The languages of the `languages` lookup (spec/1 §9: default id 1), with the Intl locale used
 * for dates and numbers. Names are each language's own, so a person can find theirs.
 */
export const LANGUAGES = [
  { id: 1, code: 'en', locale: 'en-US', name: 'English' },
  { id: 2, code: 'ka', locale: 'ka-GE', name: 'ქართული' },
  { id: 3, code: 'es', locale: 'es-ES', name: 'Español' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type Language = (typeof LANGUAGES)[number];

const [ENGLISH] = LANGUAGES;

export function languageById(id: number | null | undefined): Language {
  return LANGUAGES.find((l) => l.id === id) ?? ENGLISH;
}

export function languageByCode(code: string | null | undefined): Language {
  return LANGUAGES.find((l) => l.code === code) ?? ENGLISH;
}
