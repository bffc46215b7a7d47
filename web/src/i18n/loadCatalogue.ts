import { type Catalogue, en } from '@marquee/core/messages/en';
import type { LanguageCode } from '@marquee/core/messages/languages';

/**
 * The catalogue of a language, English filling any key not translated yet. Georgian and Spanish
 * load on demand so English-only sessions do not download them.
 */
export async function loadCatalogue(code: LanguageCode): Promise<Catalogue> {
  if (code === 'ka') return { ...en, ...(await import('@marquee/core/messages/ka')).ka };
  if (code === 'es') return { ...en, ...(await import('@marquee/core/messages/es')).es };
  return en;
}
