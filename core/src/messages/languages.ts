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

/**
 * A guest's language (guests.language_id): one of ours, or null for "the location's language".
 * Booking messages are written in it.
 */
export const isGuestLanguage = (id: number | null | undefined): boolean =>
  id == null || LANGUAGES.some((l) => l.id === id);

export function languageById(id: number | null | undefined): Language {
  return LANGUAGES.find((l) => l.id === id) ?? ENGLISH;
}

export function languageByCode(code: string | null | undefined): Language {
  return LANGUAGES.find((l) => l.code === code) ?? ENGLISH;
}

/**
 * The first of our languages a browser's Accept-Language names ('es-MX,es;q=0.9,en;q=0.8' →
 * Spanish), in the header's order of preference; undefined when it names none of them.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { code: tag.trim().toLowerCase().split('-')[0]!, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const t of ranked) {
    const found = LANGUAGES.find((l) => l.code === t.code);
    if (found) return found;
  }
  return undefined;
}
