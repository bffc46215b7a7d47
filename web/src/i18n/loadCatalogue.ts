import type { Catalogue } from '@marquee/core/messages/en';
import type { LanguageCode } from '@marquee/core/messages/languages';
import { setEnglish } from './translate.ts';

/**
 * The whole catalogue of a language, English filling any key not translated yet. Every catalogue
 * loads on demand: the sign-in pages need only their areas (firstScreenMessages.ts), and
 * English-only sessions never download Georgian or Spanish.
 */
export async function loadCatalogue(code: LanguageCode): Promise<Catalogue> {
  const { en } = await import('@marquee/core/messages/en');
  setEnglish(en);
  if (code === 'ka') return { ...en, ...(await import('@marquee/core/messages/ka')).ka };
  if (code === 'es') return { ...en, ...(await import('@marquee/core/messages/es')).es };
  return en;
}
